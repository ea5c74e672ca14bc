import type { PaymentResponse } from '@mizan/contract/payments';
import { riyals } from '../plans/view.js';
import type { EntitlementRow } from './entitlements-repo.js';
import type { PaymentRow } from './repo.js';

export function toPaymentResponse(row: PaymentRow, entitlement: EntitlementRow | undefined, couponCode: string | null): PaymentResponse {
  return {
    id: row.id,
    payment_id: row.gatewayPaymentId,
    status: row.status,
    plan: row.planId,
    quiz: row.quizId,
    amount: riyals(row.chargedHalalas ?? row.amountHalalas),
    currency: row.currency,
    coupon_code: couponCode,
    failure_reason: row.failureReason,
    entitlement: entitlement
      ? { id: entitlement.id, quizzes_total: entitlement.quizzesTotal, quizzes_used: entitlement.quizzesUsed, status: entitlement.status }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}
