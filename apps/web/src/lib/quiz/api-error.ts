/** The parts of a server error body (DESIGN.md §4) the quiz pages react to. */
export interface ApiErrorBody {
  detail?: string;
  error?: string;
  error_code?: string;
  coupon_code?: string[] | string;
  /** A quiz's sitting password (#32), missing or wrong. */
  access_password?: string[] | string;
}

export function apiError(failure: unknown): { status?: number | string; body: ApiErrorBody } {
  const { status, data } = (failure ?? {}) as { status?: number | string; data?: unknown };
  return { status, body: data && typeof data === 'object' ? (data as ApiErrorBody) : {} };
}

const first = (field: string[] | string | undefined) => (Array.isArray(field) ? field[0] : field);

/** The server's own localized message: a coupon or sitting-password field message, `error` or `detail`. */
export function apiErrorText(failure: unknown): string | undefined {
  const { body } = apiError(failure);
  return first(body.coupon_code) ?? first(body.access_password) ?? body.error ?? body.detail;
}

/**
 * Worth sending again later rather than an answer saying no: no answer at all (offline, DNS, a dropped connection),
 * none in time, too many requests, or a server error (a database restart answers 503, a proxy 502/504). Treating
 * those as final would drop an answer the server never stored.
 */
export function isTransientFailure(failure: unknown): boolean {
  const { status } = apiError(failure);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && (status === 429 || status >= 500);
}
