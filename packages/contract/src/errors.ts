import { z } from 'zod';
import { ONE_TIME_CODE_LENGTH } from './auth.js';

/** Machine-readable codes carried as `error_code` in every error body. */
export const ERROR_CODES = [
  'validation_error',
  'parse_error',
  'not_found',
  'method_not_allowed',
  'unsupported_media_type',
  'payload_too_large',
  'not_authenticated',
  'authentication_failed',
  'token_not_valid',
  'permission_denied',
  'throttled',
  'email_not_verified',
  'account_deactivated',
  'invalid_credentials',
  'invalid_code',
  'payment_required',
  'conflict',
  'server_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** DRF-style general error: `{detail, error_code}`. */
export const DetailErrorResponse = z.object({
  detail: z.string(),
  error_code: z.string(),
});
export type DetailErrorResponse = z.infer<typeof DetailErrorResponse>;

/** DRF-style field error: `{field: [messages], error_code: "validation_error"}`. */
export const FieldErrorResponse = z
  .object({ error_code: z.literal('validation_error') })
  .catchall(z.union([z.array(z.string()), z.string()]));
export type FieldErrorResponse = z.infer<typeof FieldErrorResponse>;

/** Key under which an error that belongs to no single field is reported. */
export const NON_FIELD_ERRORS = 'non_field_errors';

export interface IssueLike {
  code: string;
  message?: string;
  path: ReadonlyArray<PropertyKey>;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  expected?: unknown;
  format?: string;
  input?: unknown;
  /** `unrecognized_keys`: the unknown fields, each reported under its own name. */
  keys?: readonly string[];
}

export interface IssueMessage {
  /** Key in the `errors` locale namespace, under `validation.`. */
  key: string;
  params: Record<string, string | number>;
}

/**
 * Turns a zod issue into a translation key and its parameters, so the server (Accept-Language)
 * and the web app (i18next) word the same problem the same way.
 * Schemas give a custom message that is itself a key (e.g. `password_too_common`).
 */
/** Numbers a custom message (a refinement's key) speaks of, so it can be worded and pluralised around them. */
const CUSTOM_PARAMS: Record<string, Record<string, number>> = { invalid_code_format: { count: ONE_TIME_CODE_LENGTH } };

export function describeIssue(issue: IssueLike): IssueMessage {
  const custom = issue.message && /^[a-z][a-z0-9_]*$/.test(issue.message) ? issue.message : null;
  if (custom) return { key: custom, params: CUSTOM_PARAMS[custom] ?? {} };
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  if (missing) return { key: 'required', params: {} };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { key: 'required', params: {} };
      if (issue.origin !== 'string') return { key: 'too_small_number', params: { min: Number(issue.minimum) } };
      // `count` picks the plural form of "characters" (Arabic has six).
      return { key: 'too_small_string', params: { min: Number(issue.minimum), count: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin !== 'string') return { key: 'too_big_number', params: { max: Number(issue.maximum) } };
      return { key: 'too_big_string', params: { max: Number(issue.maximum), count: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalid_email' : 'invalid_format', params: {} };
    case 'invalid_type':
      return { key: 'invalid_type', params: { expected: String(issue.expected ?? '') } };
    case 'invalid_value':
      return { key: 'invalid_choice', params: {} };
    case 'unrecognized_keys':
      return { key: 'unknown_field', params: {} };
    default:
      return { key: 'invalid', params: {} };
  }
}

/** Field name an issue is reported under: the dotted path, or `non_field_errors`. */
export function issueField(issue: IssueLike): string {
  return issue.path.length ? issue.path.map(String).join('.') : NON_FIELD_ERRORS;
}

/** Every field an issue is reported under: an unknown-field issue names each unknown field (its path is the parent's). */
export function issueFields(issue: IssueLike): string[] {
  if (issue.code === 'unrecognized_keys' && issue.keys?.length)
    return issue.keys.map((key) => issueField({ ...issue, path: [...issue.path, key] }));
  return [issueField(issue)];
}
