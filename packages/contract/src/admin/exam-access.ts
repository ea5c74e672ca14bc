import { z } from 'zod';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

function isIpv6(address: string): boolean {
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const groups = halves.flatMap(groupsOf);
  // A trailing dotted IPv4 (::ffff:10.0.0.1) stands for two groups.
  const last = groups.at(-1);
  const tail = last !== undefined && IPV4.test(last) ? 2 : 0;
  const hex = tail ? groups.slice(0, -1) : groups;
  if (!hex.every((g) => HEX_GROUP.test(g))) return false;
  const count = hex.length + tail;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** An address or a range in CIDR notation, IPv4 (`10.1.0.0/16`) or IPv6 (`2001:db8::/32`); a bare address is one host. */
export function isCidr(text: string): boolean {
  const [address = '', prefix, extra] = text.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

const IpRange = z.string().trim().max(64).refine(isCidr, { message: 'invalid_ip_range' });
/** A Config Key or Browser Exam Key as SEB shows it: 64 hexadecimal characters. */
const SebKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, { message: 'invalid_seb_key' });

/**
 * `GET admin/quizzes/{id}/access-rules/` (#32): who may sit the quiz and from where. Rules apply at once to starts
 * and to every request of running attempts; they are not part of a version. The password is never read back.
 */
export const AccessRules = z.object({
  access_password_set: z.boolean(),
  allowed_ip_ranges: z.array(z.string()),
  one_device: z.boolean(),
  seb_required: z.boolean(),
  seb_config_keys: z.array(z.string()),
  seb_browser_exam_keys: z.array(z.string()),
  /** The Config Key of the configuration `admin/quizzes/{id}/seb-config/` downloads: always accepted. */
  seb_generated_config_key: z.string(),
});
export type AccessRules = z.infer<typeof AccessRules>;

/** `PUT admin/quizzes/{id}/access-rules/`. */
export const AccessRulesUpdate = z.strictObject({
  /** A new sitting password; null removes it; absent keeps the current one. */
  access_password: z.string().trim().min(4).max(100).nullable().optional(),
  allowed_ip_ranges: z.array(IpRange).max(50),
  one_device: z.boolean(),
  seb_required: z.boolean(),
  seb_config_keys: z.array(SebKey).max(20),
  seb_browser_exam_keys: z.array(SebKey).max(20),
});
export type AccessRulesUpdate = z.infer<typeof AccessRulesUpdate>;

/**
 * `GET admin/assignments/{id}/access-rules/`: the rules of the assignment's sittings. `own_rules` true: the
 * assignment's own, which replace its quiz's; false: the quiz's, which apply (read-only here, shown for what they are).
 * `PUT` (an `AccessRulesUpdate`) sets the assignment's own rules, `DELETE` drops them.
 */
export const AssignmentAccessRules = AccessRules.extend({
  own_rules: z.boolean(),
  quiz: z.number().int(),
});
export type AssignmentAccessRules = z.infer<typeof AssignmentAccessRules>;
