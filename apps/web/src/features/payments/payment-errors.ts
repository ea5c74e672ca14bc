import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Which call failed: the catalogue words timeouts, network and unknown failures per call (client-spec §8). */
export type PaymentOperation = 'save' | 'finalize';

export type PaymentErrorType =
  | 'timeout_error'
  | 'http_error'
  | 'authentication_error'
  | 'authorization_error'
  | 'validation_error'
  | 'network_error'
  | 'unknown_error'
  | 'finalization_error'
  | 'connectivity_error';

/** A classified failure: `message` is the server's own localized text when it sent one, else `messageKey` (payments namespace). */
export interface PaymentError {
  type: PaymentErrorType;
  messageKey: string;
  message?: string;
  status?: number;
  code?: string;
  values?: Record<string, string | number>;
}

interface ErrorBody {
  message?: unknown;
  detail?: unknown;
  error?: unknown;
  error_code?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The server's words: message, detail or error, else the first message of a field error (`{"plan": ["…"]}`). */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, detail, error } = body as ErrorBody;
  const direct = text(message) ?? text(detail) ?? text(error);
  if (direct) return direct;
  const field = Object.values(body).find((value) => Array.isArray(value) && text(value[0]));
  return field ? (field as string[])[0] : undefined;
}

/** Sorts a failed save or finalize into the catalogue's types and messages. */
export function classifyPaymentError(failure: FetchBaseQueryError | undefined, operation: PaymentOperation): PaymentError {
  const key = (suffix: string) => `errors.${operation}.${suffix}`;
  if (!failure) return { type: 'unknown_error', messageKey: key('unknown') };
  if (failure.status === 'TIMEOUT_ERROR') return { type: 'timeout_error', messageKey: key('timeout'), code: 'TIMEOUT' };
  if (failure.status === 'FETCH_ERROR') return { type: 'network_error', messageKey: key('network') };
  const status =
    typeof failure.status === 'number' ? failure.status : failure.status === 'PARSING_ERROR' ? failure.originalStatus : undefined;
  if (status === undefined) return { type: 'unknown_error', messageKey: key('unknown') };

  const body = 'data' in failure ? failure.data : undefined;
  if (operation === 'finalize' && status === 401) return { type: 'authentication_error', messageKey: 'errors.authentication', status };
  if (operation === 'finalize' && status === 403) return { type: 'authorization_error', messageKey: 'errors.authorization', status };
  const message = serverMessage(body);
  const code = text((body as ErrorBody | undefined)?.error_code);
  if (code) return { type: 'validation_error', messageKey: key('failed'), message, status, code };
  return { type: 'http_error', messageKey: key('failed'), message, status };
}

/** Save and finalize accept 200 or 201 only (202 means the gateway has not confirmed yet). */
export const unexpectedStatus = (status: number): PaymentError => ({
  type: 'http_error',
  messageKey: 'errors.unexpectedStatus',
  status,
  values: { status },
});

/** The one retry of finalization failed too (client-spec §4). */
export const finalizationError = (): PaymentError => ({ type: 'finalization_error', messageKey: 'errors.finalization' });

/** The plans call used as a connectivity test failed. */
export const connectivityError = (): PaymentError => ({ type: 'connectivity_error', messageKey: 'errors.connectivity' });

/** Checked before any call: a missing token or id never reaches the server. */
export const notAuthenticated = (): PaymentError => ({ type: 'authentication_error', messageKey: 'errors.notAuthenticated' });
export const missingIds = (operation: PaymentOperation): PaymentError => ({
  type: 'validation_error',
  messageKey: operation === 'save' ? 'errors.planAndPaymentRequired' : 'errors.paymentIdRequired',
});
