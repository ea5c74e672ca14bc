import { NON_FIELD_ERRORS } from '@mizan/contract/errors';

export interface ServerProblem {
  status: number | string | undefined;
  code: string | undefined;
  /** `detail`, `non_field_errors` or a message for a field the form does not show. */
  detail: string | undefined;
  /** First message per field, as the server worded it in the request's language. */
  fields: Record<string, string>;
}

const firstMessage = (value: unknown): string | undefined =>
  Array.isArray(value) ? (value.find((v) => typeof v === 'string') as string | undefined) : typeof value === 'string' ? value : undefined;

/** Reads a DRF-shaped error (`{detail, error_code}` or `{field: [msg]}`) out of an RTK Query error. */
export function readServerError(error: unknown, formFields: readonly string[]): ServerProblem {
  const { status, data } = (error ?? {}) as { status?: number | string; data?: unknown };
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  let detail = firstMessage(body['detail']) ?? firstMessage(body[NON_FIELD_ERRORS]);
  for (const [name, value] of Object.entries(body)) {
    const message = firstMessage(value);
    if (!message || name === 'detail' || name === 'error_code' || name === NON_FIELD_ERRORS) continue;
    if (formFields.includes(name)) fields[name] = message;
    else detail ??= message;
  }
  const code = typeof body['error_code'] === 'string' ? body['error_code'] : undefined;
  return { status, code, detail, fields };
}
