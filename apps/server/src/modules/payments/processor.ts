import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { InvoicingConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { recordAudit, SYSTEM_ACTOR, type Actor } from '../audit/recorder.js';
import { couponRepo } from '../coupons/repo.js';
import { couponProblem, discounted } from '../coupons/rules.js';
import { GatewayNotFoundError, GatewayUnavailableError, type GatewayPayment, type PaymentGateway } from '../payment-gateway/gateway.js';
import { planRepo } from '../plans/repo.js';
import { entitlementRepo } from './entitlements-repo.js';
import { gatewayFailed, paymentError } from './errors.js';
import { unusablePurchase } from './purchase-rules.js';
import { isRefusedCapture, paymentRepo, type NewPayment, type PaymentRow } from './repo.js';
import { grantPaid, refundPaid } from './settle.js';
import { verifyPayment } from './verify.js';
import { toPaymentResponse } from './view.js';

/** A payment the gateway still calls initiated after this long was abandoned at the card form. */
const ABANDONED_MS = 24 * 3600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITIVE_INT = /^[1-9]\d{0,9}$/;

export interface ProcessorDeps {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  invoicing: InvoicingConfig;
}

/** The one path every save, finalize, webhook and reconciliation takes to act on what the gateway says. */
export function paymentProcessor({ db, gateway, log, invoicing }: ProcessorDeps) {
  const repo = paymentRepo(db);
  const reload = async (row: PaymentRow) => repo.byGatewayId(row.gatewayPaymentId);

  /** The payment as the gateway reports it, `unavailable` while it cannot be reached, `missing` if unknown to it. */
  async function lookup(gatewayPaymentId: string): Promise<GatewayPayment | 'unavailable' | 'missing'> {
    try {
      return await gateway.fetchPayment(gatewayPaymentId);
    } catch (err) {
      if (err instanceof GatewayUnavailableError) return 'unavailable';
      if (err instanceof GatewayNotFoundError) return 'missing';
      log.error({ err, gatewayPaymentId }, 'payment gateway refused our request');
      throw gatewayFailed();
    }
  }

  /** Like lookup, for a payment the caller names: unknown to the gateway is the caller's error. */
  async function fetch(gatewayPaymentId: string): Promise<GatewayPayment | null> {
    const payment = await lookup(gatewayPaymentId);
    if (payment === 'missing') throw paymentError('payment_not_found');
    return payment === 'unavailable' ? null : payment;
  }

  /** Records an automatic refund the gateway made, with its audit row (who: the operator who asked, else the system). */
  async function markAutoRefunded(row: PaymentRow, refunded: GatewayPayment, actor: Actor): Promise<void> {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const done = await paymentRepo(tx).markAutoRefunded(row.id, refunded.amountHalalas, refunded.refundedHalalas);
      if (!done) return;
      await recordAudit(tx, actor, {
        action: 'auto_refund',
        entity: 'payment',
        entityId: row.id,
        before: { status: row.status, refunded_halalas: 0 },
        after: { status: done.status, refunded_halalas: done.refundedHalalas, failure_reason: row.failureReason },
      });
    });
  }

  /**
   * A captured payment we refuse to honour (amount or currency differ, its coupon was refused, nothing to grant)
   * goes back to the card at once, in full. The reservation lets one of any number of concurrent callers ask the
   * gateway; if the gateway refuses or does not answer, the payment stays failed and owed, and is settled when
   * next looked at (webhook, the console, the console's refund).
   */
  async function refundUnusable(row: PaymentRow, payment: GatewayPayment, actor = SYSTEM_ACTOR): Promise<void> {
    const reserved = await repo.reserveAutoRefund(row.id, payment.amountHalalas);
    if (!reserved) return;
    let refunded: GatewayPayment;
    try {
      refunded = await gateway.refund(row.gatewayPaymentId);
    } catch (err) {
      log.error({ err, paymentId: row.id }, 'automatic refund of an unusable payment failed');
      await repo.releaseAutoRefund(row.id);
      return;
    }
    await markAutoRefunded(row, refunded, actor);
  }

  /**
   * A payment we refused after the gateway took the money: refunded if the gateway still holds it (one refused
   * before automatic refunds covered its case, or whose refund the gateway did not take), recorded as refunded
   * with the gateway's amounts if it already gave the money back.
   */
  async function settleRefused(row: PaymentRow, payment: GatewayPayment, actor = SYSTEM_ACTOR): Promise<void> {
    if (payment.status === 'paid' && payment.refundedHalalas === 0 && row.status === 'failed') await refundUnusable(row, payment, actor);
    else if (payment.status === 'refunded' && payment.refundedHalalas >= payment.amountHalalas) await markAutoRefunded(row, payment, actor);
  }

  /** Applies the gateway's word to a recorded payment; the row as it now stands (undefined when dropped). */
  async function apply(row: PaymentRow, payment: GatewayPayment): Promise<PaymentRow | undefined> {
    // A partial refund leaves our payment paid: Moyasar may call it refunded, but only a full one takes the purchase back.
    const fullyRefunded = payment.refundedHalalas === 0 || payment.refundedHalalas >= payment.amountHalalas;
    if (payment.status === 'refunded' && row.status === 'paid') {
      if (!fullyRefunded) return reload(row);
      await refundPaid(db, row);
      return reload(row);
    }
    if (isRefusedCapture(row)) {
      await settleRefused(row, payment);
      return reload(row);
    }
    const verdict = verifyPayment(
      { userId: row.userId, planId: row.planId, quizId: row.quizId, amountHalalas: row.amountHalalas },
      payment,
    );
    const unusable = verdict.kind === 'paid' ? await unusablePurchase(db, row.userId, row.planId, row.quizId) : null;
    if (verdict.kind === 'paid' && !unusable) {
      const refused = await grantPaid(db, row, invoicing);
      if (refused) await refundUnusable(refused, payment);
    } else if (verdict.kind === 'paid' || verdict.kind === 'failed') {
      const failed = await repo.transition(
        row.id,
        ['pending'],
        'failed',
        verdict.kind === 'failed' ? verdict.reason : 'purchase_not_usable',
      );
      if (failed && payment.status === 'paid') await refundUnusable(failed, payment);
    } else if (verdict.kind === 'foreign') {
      log.warn({ paymentId: row.id, gatewayPaymentId: row.gatewayPaymentId }, 'payment claim contradicted by the gateway: dropped');
      await repo.dropPendingClaim(row.id);
    } else if (Date.now() - row.createdAt.getTime() > ABANDONED_MS)
      await repo.transition(row.id, ['pending'], 'failed', 'payment_not_paid');
    else await repo.touch(row.id);
    return reload(row);
  }

  return {
    lookup,
    fetch,
    apply,

    /** Settles a refused capture from the gateway's record now (the console opening it or refunding it). */
    async settleRefusedCapture(row: PaymentRow, actor: Actor): Promise<PaymentRow> {
      const payment = await lookup(row.gatewayPaymentId);
      if (typeof payment !== 'string') await settleRefused(row, payment, actor);
      return (await reload(row)) ?? row;
    },

    /** Asks the gateway again about a recorded payment; unchanged (but checked) while it is unreachable. */
    async refresh(row: PaymentRow): Promise<PaymentRow | undefined> {
      const payment = await lookup(row.gatewayPaymentId);
      if (payment === 'missing') {
        await repo.transition(row.id, ['pending'], 'failed', 'payment_not_found');
        return reload(row);
      }
      if (payment === 'unavailable') {
        await repo.touch(row.id);
        return row;
      }
      return apply(row, payment);
    },

    /** Records a payment as pending, or answers the row a concurrent caller recorded first. */
    async record(values: NewPayment): Promise<{ row: PaymentRow; created: boolean }> {
      const inserted = await repo.insertPending(values);
      if (inserted) return { row: inserted, created: true };
      const existing = await repo.byGatewayId(values.gatewayPaymentId);
      if (!existing) throw new Error('payment row vanished during a concurrent record');
      return { row: existing, created: false };
    },

    /** The purchase a payment's own metadata describes (finalize without save, webhooks); null if it names none of ours. */
    async claimFromMetadata(payment: GatewayPayment): Promise<NewPayment | null> {
      const m = payment.metadata;
      const userId = m['user_id'] ?? '';
      const planId = m['plan_id'] ?? '';
      if (!UUID.test(userId) || !POSITIVE_INT.test(planId)) return null;
      const quizId = POSITIVE_INT.test(m['quiz_id'] ?? '') ? Number(m['quiz_id']) : null;
      const [plan, [user]] = await Promise.all([
        planRepo(db).find(Number(planId)),
        db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
      ]);
      // A single-quiz purchase names its quiz, or it could unlock any quiz.
      if (!plan || !user || (plan.numberOfQuizzes === 1 && quizId == null)) return null;
      const coupon = m['coupon_code'] ? await couponRepo(db).byCode(m['coupon_code'].toUpperCase()) : undefined;
      const applies = coupon && !couponProblem(coupon, quizId, new Date());
      return {
        gatewayPaymentId: payment.id,
        userId,
        planId: plan.id,
        quizId,
        couponId: applies ? coupon.id : null,
        amountHalalas: discounted(plan.priceHalalas, applies ? coupon.discountPercent : 0),
      };
    },

    async view(row: PaymentRow) {
      const [entitlement, couponCode] = await Promise.all([
        row.entitlementId ? entitlementRepo(db).find(row.entitlementId) : undefined,
        repo.couponCode(row.couponId),
      ]);
      return toPaymentResponse(row, entitlement, couponCode);
    },
  };
}
export type PaymentProcessor = ReturnType<typeof paymentProcessor>;
