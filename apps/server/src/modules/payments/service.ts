import type {
  FinalizePaymentRequest,
  FinalizePaymentResponse,
  PaymentResponse,
  SavePaymentRequest,
  TrialPaymentStatusResponse,
} from '@mizan/contract/payments';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { normaliseCouponCode } from '@mizan/contract/coupons';
import { couponRepo } from '../coupons/repo.js';
import { discounted, usableCoupon } from '../coupons/rules.js';
import { trialRepo } from '../trials/trial-repo.js';
import { entitlementRepo } from './entitlements-repo.js';
import { purchasablePlan } from './purchase-rules.js';
import { gatewayUnavailable, paymentError } from './errors.js';
import type { PaymentProcessor } from './processor.js';
import { paymentRepo, type PaymentRow } from './repo.js';
import { verifyPayment } from './verify.js';

export interface Answer<T> {
  /** 201 recorded now, 200 already recorded, 202 still pending at the gateway. */
  statusCode: 200 | 201 | 202;
  body: T;
}

export function paymentService(db: Db, processor: PaymentProcessor) {
  const repo = paymentRepo(db);
  const trials = trialRepo(db);

  /** A paid or pending payment is an answer; a failed or refunded one is the caller's 400. */
  async function answer(row: PaymentRow | undefined, recordedNow: boolean): Promise<Answer<PaymentResponse>> {
    if (!row) throw paymentError('payment_owner_mismatch');
    // A refused payment whose automatic refund is under way (reserved) is told so already.
    const autoRefunded = row.failureReason === 'payment_auto_refunded' || (row.status === 'failed' && row.refundedHalalas > 0);
    if (autoRefunded) throw paymentError('payment_auto_refunded');
    if (row.status === 'failed') throw paymentError(row.failureReason ?? 'payment_not_paid');
    if (row.status === 'refunded') throw paymentError('payment_refunded');
    const statusCode = row.status === 'pending' ? 202 : recordedNow ? 201 : 200;
    return { statusCode, body: await processor.view(row) };
  }

  async function trialStatus(userId: string, trialId: string): Promise<TrialPaymentStatusResponse> {
    const trial = await trials.ownedTrial(trialId, userId);
    if (!trial) throw notFound();
    const entitlement = trial.entitlementId ? await entitlementRepo(db).find(trial.entitlementId) : undefined;
    const payment = entitlement ? await repo.byAnyId(entitlement.paymentId) : undefined;
    return {
      trial_id: trial.id,
      quiz: trial.quizId,
      access_source: trial.accessSource,
      paid: trial.accessSource === 'entitlement' && payment?.status === 'paid',
      payment: payment ? await processor.view(payment) : null,
    };
  }

  return {
    trialStatus,

    /** POST payments/payments/: checks the payment with the gateway and grants what it paid for. */
    async save(userId: string, input: SavePaymentRequest): Promise<Answer<PaymentResponse>> {
      const quizId = input.quiz ?? null;
      const sameClaim = (row: PaymentRow) =>
        row.userId === userId && row.planId === input.plan && (quizId == null || row.quizId === quizId);
      const again = async (row: PaymentRow) => {
        if (!sameClaim(row)) throw paymentError('payment_already_used');
        return answer(row.status === 'pending' ? await processor.refresh(row) : row, false);
      };
      // A repeat answers what was recorded, even once the purchase has been used up.
      const existing = await repo.byGatewayId(input.payment_id);
      if (existing) return again(existing);
      const plan = await purchasablePlan(db, userId, input.plan, quizId);

      const code = input.coupon_code?.trim();
      let refusal: unknown = null;
      const coupon = code
        ? await usableCoupon(couponRepo(db), code, userId, quizId).catch((err: unknown) => ((refusal = err), null))
        : null;
      // A payment the gateway doesn't know answers with the coupon's own error, as before any payment.
      const payment = await processor.fetch(input.payment_id).catch((err: unknown) => {
        throw refusal ?? err;
      });
      // The card was charged at a discount this student can't have (any more): record the purchase as made, with
      // that coupon, so the grant refuses it and the money goes back. Not charged: the coupon's own error.
      const charged = refusal ? await couponRepo(db).byCode(normaliseCouponCode(code ?? '')) : coupon;
      const claim = {
        userId,
        planId: plan.id,
        quizId,
        amountHalalas: discounted(plan.priceHalalas, charged?.discountPercent ?? 0),
      };
      const verdict = payment ? verifyPayment(claim, payment) : null;
      if (verdict?.kind === 'foreign')
        throw paymentError(verdict.reason === 'owner' ? 'payment_owner_mismatch' : 'payment_purchase_mismatch');
      if (refusal && payment?.status !== 'paid') throw refusal;

      const { row, created } = await processor.record({ ...claim, gatewayPaymentId: input.payment_id, couponId: charged?.id ?? null });
      if (!created) return again(row);
      // Gateway unreachable: recorded as pending for the client's finalize retry and the reconciliation.
      return answer(payment ? await processor.apply(row, payment) : row, true);
    },

    /** POST payments/payments/finalize/: idempotent; also records a payment the save never reached. */
    async finalize(userId: string, input: FinalizePaymentRequest): Promise<Answer<FinalizePaymentResponse>> {
      if (input.trial_id) await trialStatus(userId, input.trial_id);
      let row = await repo.byAnyId(input.payment_id);
      if (row && row.userId !== userId) throw notFound();
      let recordedNow = false;
      if (!row) {
        const payment = await processor.fetch(input.payment_id);
        if (!payment) throw gatewayUnavailable();
        const claim = await processor.claimFromMetadata(payment);
        if (!claim || claim.userId !== userId) throw paymentError('payment_owner_mismatch');
        const recorded = await processor.record(claim);
        if (recorded.row.userId !== userId) throw notFound();
        recordedNow = recorded.created;
        row = await processor.apply(recorded.row, payment);
      } else if (row.status === 'pending' && input.immediate_finalization) {
        row = await processor.refresh(row);
      }
      const result = await answer(row, recordedNow);
      const trial = input.trial_id ? await trialStatus(userId, input.trial_id) : null;
      return { statusCode: result.statusCode, body: { ...result.body, trial } };
    },

    /** GET payments/payments/{id}/status/: the owner's payment by our id or the gateway's, re-checked while pending. */
    async status(userId: string, id: string): Promise<PaymentResponse> {
      const row = await repo.byAnyId(id);
      if (!row || row.userId !== userId) throw notFound();
      const current = row.status === 'pending' ? await processor.refresh(row) : row;
      if (!current) throw notFound();
      return processor.view(current);
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
