import type {
  FinalizePaymentRequest,
  FinalizePaymentResponse,
  PaymentResponse,
  SavePaymentRequest,
  TrialPaymentStatusResponse,
} from '@mizan/contract/payments';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
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
    if (row.status === 'failed') throw paymentError(row.failureReason ?? 'payment_not_paid');
    if (row.status === 'refunded')
      throw paymentError(row.failureReason === 'payment_auto_refunded' ? 'payment_auto_refunded' : 'payment_refunded');
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
      const plan = await purchasablePlan(db, input.plan, quizId);

      const sameClaim = (row: PaymentRow) => row.userId === userId && row.planId === plan.id && (quizId == null || row.quizId === quizId);
      const again = async (row: PaymentRow) => {
        if (!sameClaim(row)) throw paymentError('payment_already_used');
        return answer(row.status === 'pending' ? await processor.refresh(row) : row, false);
      };
      const existing = await repo.byGatewayId(input.payment_id);
      if (existing) return again(existing);

      const coupon = input.coupon_code?.trim() ? await usableCoupon(couponRepo(db), input.coupon_code, userId, quizId) : null;
      const claim = { userId, planId: plan.id, quizId, amountHalalas: discounted(plan.priceHalalas, coupon?.discountPercent ?? 0) };
      const payment = await processor.fetch(input.payment_id);
      if (payment && verifyPayment(claim, payment).kind === 'foreign') throw paymentError('payment_owner_mismatch');

      const { row, created } = await processor.record({ ...claim, gatewayPaymentId: input.payment_id, couponId: coupon?.id ?? null });
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
