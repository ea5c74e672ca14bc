import type { PaymentErrorCode } from '@mizan/contract/payments';
import type { GatewayPayment } from '../payment-gateway/gateway.js';

/** What we expect of a payment: who paid, for what, and how much. */
export interface PaymentClaim {
  userId: string;
  planId: number;
  quizId: number | null;
  amountHalalas: number;
}

export type Verdict =
  | { kind: 'paid' }
  | { kind: 'pending' }
  | { kind: 'failed'; reason: PaymentErrorCode }
  /** The payment belongs to another user (`owner`) or to another plan or quiz (`purchase`): nothing of it is recorded for this claim. */
  | { kind: 'foreign'; reason: 'owner' | 'purchase' };

/** Metadata the card form must carry; the gateway keeps it with the payment, out of the customer's reach. */
export const METADATA_KEYS = ['user_id', 'plan_id', 'quiz_id', 'coupon_code'] as const;

/** The gateway's word against the claim: ownership first, then status, currency and amount. */
export function verifyPayment(claim: PaymentClaim, payment: GatewayPayment): Verdict {
  const m = payment.metadata;
  const quizMatches = claim.quizId == null || m['quiz_id'] === String(claim.quizId);
  if (m['user_id'] !== claim.userId) return { kind: 'foreign', reason: 'owner' };
  if (m['plan_id'] !== String(claim.planId) || !quizMatches) return { kind: 'foreign', reason: 'purchase' };
  if (payment.status === 'initiated') return { kind: 'pending' };
  if (payment.status !== 'paid') return { kind: 'failed', reason: 'payment_not_paid' };
  if (payment.currency.toUpperCase() !== 'SAR') return { kind: 'failed', reason: 'currency_mismatch' };
  if (payment.amountHalalas !== claim.amountHalalas) return { kind: 'failed', reason: 'amount_mismatch' };
  return { kind: 'paid' };
}
