import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FinalizePaymentRequest, SavePaymentRequest } from '@mizan/contract/payments';
import type { PaymentAnswer } from './api';
import {
  classifyPaymentError,
  finalizationError,
  missingIds,
  notAuthenticated,
  unexpectedStatus,
  type PaymentError,
} from './payment-errors';

/** One retry of finalization, 5 s after the first failure (client-spec §4, §9). */
export const FINALIZE_RETRY_MS = 5_000;

export type Answer = { data: PaymentAnswer<unknown> } | { error: FetchBaseQueryError };

export interface ConfirmDeps {
  /** Save and finalize need an access token (client-spec §5). */
  signedIn: boolean;
  save(body: SavePaymentRequest): Promise<Answer>;
  finalize(body: FinalizePaymentRequest): Promise<Answer>;
  wait(ms: number): Promise<void>;
  /** Told before the retry, so the page can say it is trying again. */
  onRetry?(): void;
}

/** `paymentId`: our id of the payment (its receipt's), when the answer carried it. */
export type ConfirmResult = { ok: true; paymentId?: string } | { ok: false; error: PaymentError };

const accepted = (status: number) => status === 200 || status === 201;
/** Answers a retry cannot change. */
const final = (error: PaymentError) => ['authentication_error', 'authorization_error', 'validation_error'].includes(error.type);

/** Records the payment (save), then settles it (finalize), retrying finalization once when it fails or is still pending. */
export async function confirmPayment(request: SavePaymentRequest, deps: ConfirmDeps): Promise<ConfirmResult> {
  if (!deps.signedIn) return { ok: false, error: notAuthenticated() };
  if (!request.plan || !request.payment_id) return { ok: false, error: missingIds('save') };
  const saved = await deps.save(request);
  if ('error' in saved) return { ok: false, error: classifyPaymentError(saved.error, 'save') };
  // 202: recorded but not confirmed by the gateway yet; finalize asks it again.
  if (!accepted(saved.data.status) && saved.data.status !== 202) return { ok: false, error: unexpectedStatus(saved.data.status) };

  const body: FinalizePaymentRequest = { payment_id: request.payment_id, immediate_finalization: true };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt === 1) {
      deps.onRetry?.();
      await deps.wait(FINALIZE_RETRY_MS);
    }
    const answer = await deps.finalize(body);
    if ('data' in answer && accepted(answer.data.status)) {
      const paymentId = (answer.data.payment as { id?: unknown } | null)?.id;
      return typeof paymentId === 'string' ? { ok: true, paymentId } : { ok: true };
    }
    if ('error' in answer) {
      const error = classifyPaymentError(answer.error, 'finalize');
      if (final(error)) return { ok: false, error };
    }
  }
  return { ok: false, error: finalizationError() };
}
