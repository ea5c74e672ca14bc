import type { ErrorCode } from '@mizan/contract/errors';

type Params = Record<string, string | number>;

/**
 * A client-facing error. The body is built in the error handler in the request's language:
 * `{detail, error_code}` by default, `{[field]: [message], error_code}` when `field` is set,
 * or `{error: message}` for the trial-ending endpoint (`shape: 'error'`).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode | (string & {}),
    /** Message key (`errors:detail.not_found`, `auth:...`). */
    readonly messageKey: string,
    readonly options: {
      params?: Params;
      field?: string;
      shape?: 'detail' | 'error';
      headers?: Record<string, string>;
      /** More fields of a detail body, already localized (e.g. a refused publish's `problems`). */
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(errorCode);
  }
}

export const notFound = () => new AppError(404, 'not_found', 'errors:detail.not_found');
export const notAuthenticated = () => new AppError(401, 'not_authenticated', 'errors:detail.not_authenticated');
export const permissionDenied = () => new AppError(403, 'permission_denied', 'errors:detail.permission_denied');
/** A field error the client shows under that field, e.g. `fieldError('coupon_code', 'coupons:invalid')`. */
export const fieldError = (field: string, messageKey: string, params?: Params, status = 400) =>
  new AppError(status, 'validation_error', messageKey, { field, params });
