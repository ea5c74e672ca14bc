import type { AccessRules, AccessRulesUpdate } from '@mizan/contract/admin/exam-access';
import { sittingPasswordHash } from './password.js';
import type { RuleFields } from './rules-repo.js';

/** What the audit log keeps of rules: never the password's hash, only whether there is one. */
export const auditedRules = (row: RuleFields | undefined) =>
  row && {
    access_password_set: row.passwordHash !== null,
    allowed_ip_ranges: row.allowedIpRanges ?? [],
    one_device: row.oneDevice,
    seb_required: row.sebRequired,
    seb_config_keys: row.sebConfigKeys,
    seb_browser_exam_keys: row.sebBrowserExamKeys,
  };

/** Rules as the console reads them (a quiz's or an assignment's); `generated` is the generated .seb's Config Key. */
export const rulesView = (generated: string, row: RuleFields | undefined): AccessRules => ({
  access_password_set: Boolean(row?.passwordHash),
  allowed_ip_ranges: row?.allowedIpRanges ?? [],
  one_device: row?.oneDevice ?? false,
  seb_required: row?.sebRequired ?? false,
  // The generated configuration's key is stored beside the pasted ones (the statements check one list).
  seb_config_keys: (row?.sebConfigKeys ?? []).filter((k) => k !== generated),
  seb_browser_exam_keys: row?.sebBrowserExamKeys ?? [],
  seb_generated_config_key: generated,
});

/** The columns a PUT stores: an absent password keeps `before`'s, null removes it. */
export function ruleFields(body: AccessRulesUpdate, before: RuleFields | undefined, secret: string, generated: string): RuleFields {
  const passwordHash =
    body.access_password === undefined
      ? (before?.passwordHash ?? null)
      : body.access_password === null
        ? null
        : sittingPasswordHash(secret, body.access_password);
  return {
    passwordHash,
    allowedIpRanges: body.allowed_ip_ranges.length ? [...new Set(body.allowed_ip_ranges)] : null,
    oneDevice: body.one_device,
    sebRequired: body.seb_required,
    sebConfigKeys: [...new Set([...body.seb_config_keys, generated])],
    sebBrowserExamKeys: [...new Set(body.seb_browser_exam_keys)],
  };
}
