import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/** What a trial request brings for the quiz's access rules, taken from the request itself (never from its body). */
export interface GateValues {
  /** The client's address as the server sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  ip: string;
  /** SHA-256 of the player's device id (`X-Mizan-Device`), null without one. */
  deviceHash: string | null;
  /** This request's absolute URL, which SEB's headers hash. */
  sebUrl: string;
  /**
   * The player page's URL (this site's only) when the hashes came from SEB's JavaScript API, which hashes the
   * page; SEB for Windows may send both kinds, so either URL is tried.
   */
  sebPageUrl: string | null;
  sebConfigHash: string | null;
  sebRequestHash: string | null;
}

const DEVICE_HEADER = 'x-mizan-device';
/** Set by the player with hashes read from SEB's JavaScript API (SEB 3 for macOS/iOS sends no headers). */
const SEB_PAGE_HEADER = 'x-safeexambrowser-url';

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.trim() : null;
};
const hex64 = (value: string | null) => (value && /^[0-9a-fA-F]{64}$/.test(value) ? value.toLowerCase() : null);

/** An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d: compare it as the IPv4 address it is. */
export const plainIp = (ip: string) => (ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip);

export function gateValues(request: FastifyRequest): GateValues {
  const device = header(request, DEVICE_HEADER);
  const requestUrl = `${request.protocol}://${request.host}${request.url}`;
  const page = header(request, SEB_PAGE_HEADER);
  // The JavaScript API's hashes are of the page's URL; only a page of this site is taken.
  const sameSite = page !== null && page.startsWith(`${request.protocol}://${request.host}/`);
  return {
    ip: plainIp(request.ip),
    deviceHash: device && device.length <= 200 ? createHash('sha256').update(device).digest('hex') : null,
    sebUrl: requestUrl,
    sebPageUrl: sameSite ? page : null,
    sebConfigHash: hex64(header(request, 'x-safeexambrowser-configkeyhash')),
    sebRequestHash: hex64(header(request, 'x-safeexambrowser-requesthash')),
  };
}

/** The values as SQL: placeholders in the prepared player statements, parameters elsewhere. */
export interface GateSql {
  ip: SQL;
  device: SQL;
  url: SQL;
  pageUrl: SQL;
  configHash: SQL;
  requestHash: SQL;
}

export const gateParams = (v: GateValues): GateSql => ({
  ip: sql`${v.ip}`,
  device: sql`${v.deviceHash}`,
  url: sql`${v.sebUrl}`,
  pageUrl: sql`${v.sebPageUrl}`,
  configHash: sql`${v.sebConfigHash}`,
  requestHash: sql`${v.sebRequestHash}`,
});

export const gatePlaceholders: GateSql = {
  ip: sql`${sql.placeholder('gateIp')}`,
  device: sql`${sql.placeholder('gateDevice')}`,
  url: sql`${sql.placeholder('gateUrl')}`,
  pageUrl: sql`${sql.placeholder('gatePageUrl')}`,
  configHash: sql`${sql.placeholder('gateConfigHash')}`,
  requestHash: sql`${sql.placeholder('gateRequestHash')}`,
};

export const gatePlaceholderValues = (v: GateValues) => ({
  gateIp: v.ip,
  gateDevice: v.deviceHash,
  gateUrl: v.sebUrl,
  gatePageUrl: v.sebPageUrl,
  gateConfigHash: v.sebConfigHash,
  gateRequestHash: v.sebRequestHash,
});

const RULE_COLUMNS = sql.raw('password_hash, allowed_ip_ranges, one_device, seb_required, seb_config_keys, seb_browser_exam_keys');

/**
 * The rules that govern a sitting, as a lateral from-item named `r` (join it `on true`; no rules, no row): the
 * assignment's own row when it has one (they replace the quiz's for its students' starts and trials), else the
 * quiz's. Two primary-key lookups inside the statement that uses them, so per-assignment rules add no statement.
 */
export const effectiveRules = (quiz: SQL, assignment: SQL) => sql`lateral (
    select ${RULE_COLUMNS} from (
      select 0 as rank, ${RULE_COLUMNS} from assignment_access_rules where assignment_id = ${assignment}
      union all select 1, ${RULE_COLUMNS} from quiz_access_rules where quiz_id = ${quiz}
    ) ranked order by rank limit 1) r`;

/**
 * The checks against the rules row `r` (from a left join of `effectiveRules`: no row, no rule), in SQL so that the trial
 * statements enforce them without a statement of their own. SEB: SHA-256 of the URL then the key, as SEB
 * computes it (seb-config-key.ts), against each accepted Config Key or Browser Exam Key.
 */
export function ruleChecks(r: SQL, g: GateSql) {
  const hashOf = (url: SQL) => sql`encode(sha256(convert_to(${url}::text || k, 'UTF8')), 'hex')`;
  const sebHash = (keys: SQL, received: SQL) =>
    sql`exists (select 1 from unnest(${keys}) k where ${hashOf(g.url)} = ${received}::text or ${hashOf(g.pageUrl)} = ${received}::text)`;
  return {
    ipOk: sql`(${r}.allowed_ip_ranges is null or coalesce(${g.ip}::inet <<= any(${r}.allowed_ip_ranges::cidr[]), false))`,
    sebOk: sql`(not coalesce(${r}.seb_required, false) or ${sebHash(sql`${r}.seb_config_keys`, g.configHash)}
      or ${sebHash(sql`${r}.seb_browser_exam_keys`, g.requestHash)})`,
  };
}

/** A trial `t` bound to a device answers only that device (a released one, none). */
export const deviceOk = (t: SQL, g: GateSql) => sql`(${t}.device_hash is null or ${t}.device_hash = ${g.device}::text)`;

export interface GateFlags {
  ip_ok: boolean;
  seb_ok: boolean;
  device_ok: boolean;
}

/** The refusal a failed check answers (403, in the request's language), null when every check passed. */
export function gateRefusal(flags: GateFlags, values: Pick<GateValues, 'ip' | 'deviceHash'>): AppError | null {
  if (!flags.seb_ok) return new AppError(403, 'seb_required', 'quizzes-errors:access.seb_required');
  if (!flags.ip_ok) return new AppError(403, 'ip_not_allowed', 'quizzes-errors:access.ip_not_allowed', { params: { ip: values.ip } });
  if (!flags.device_ok && values.deviceHash === null) return new AppError(403, 'device_required', 'quizzes-errors:access.device_required');
  if (!flags.device_ok) return new AppError(403, 'device_mismatch', 'quizzes-errors:access.device_mismatch');
  return null;
}
