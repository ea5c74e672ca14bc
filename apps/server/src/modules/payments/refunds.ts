import { emitPaymentEvent } from '../webhooks/events.js';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EntitlementOutcome } from '@mizan/contract/admin/payments';
import type { Db } from '../../db/client.js';
import { paymentRefunds, payments } from '../../db/schema/payments.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { recordAudit, type Actor, type Operator } from '../audit/recorder.js';
import { GatewayUnavailableError, type PaymentGateway } from '../payment-gateway/gateway.js';
import { entitlementRepo } from './entitlements-repo.js';
import { paymentRepo, type PaymentRow } from './repo.js';
import { halalasToDecimal } from '../receipts/zatca-tlv.js';

export interface RefundOutcome {
  /** False: nothing new was refunded (a repeat of a full refund already done or under way). */
  refunded: boolean;
  refundId: string | null;
  entitlement: EntitlementOutcome;
}

const notRefundable = () => new AppError(409, 'payment_not_refundable', 'admin-errors:payments.not_paid');
const gatewayRefused = () => new AppError(502, 'gateway_error', 'admin-errors:payments.gateway_refused');
/** A refused capture the gateway did not refund now (it refused, did not answer, or no longer holds the money). */
export const refusedCaptureNotRefunded = () => new AppError(502, 'gateway_error', 'admin-errors:payments.gateway_refused');
const gatewayDown = () =>
  new AppError(503, 'gateway_unavailable', 'admin-errors:payments.gateway_unavailable', { headers: { 'retry-after': '30' } });

/**
 * An operator's refund through the gateway. The amount is first reserved in payments.refunded_halalas by one
 * conditional UPDATE (never above the amount paid, checked by the database), together with a `pending` refund
 * row and its audit row; only the request whose reservation succeeded calls the gateway. A repeat of a full
 * refund (or a second one racing it) finds nothing left and answers without calling the gateway.
 */
export async function refundPayment(
  deps: { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger },
  paymentId: string,
  requested: number | undefined,
  actor: Operator,
): Promise<RefundOutcome> {
  const { db, gateway, log } = deps;
  const row = await paymentRepo(db).byAnyId(paymentId);
  if (!row || row.id !== paymentId) throw notFound();

  // No amount: everything left as we read it; should another refund reserve first, the update below finds too little.
  const amount = requested ?? row.amountHalalas - row.refundedHalalas;
  const reservation =
    amount <= 0
      ? null
      : await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const [reserved] = await tx
            .update(payments)
            .set({ refundedHalalas: sql`${payments.refundedHalalas} + ${amount}` })
            .where(
              and(
                eq(payments.id, paymentId),
                eq(payments.status, 'paid'),
                sql`${payments.refundedHalalas} + ${amount} <= ${payments.amountHalalas}`,
              ),
            )
            .returning({ refundedHalalas: payments.refundedHalalas });
          if (!reserved) return null;
          const [refund] = await tx.insert(paymentRefunds).values({ paymentId, amountHalalas: amount, actorId: actor.userId }).returning();
          await recordAudit(tx, actor, {
            action: 'refund_requested',
            entity: 'payment',
            entityId: paymentId,
            before: { refunded_halalas: reserved.refundedHalalas - amount },
            after: { refunded_halalas: reserved.refundedHalalas },
          });
          return refund!;
        });

  if (!reservation) return nothingLeft(db, row, requested);

  let refundedAt: Date | null;
  try {
    refundedAt = (await gateway.refund(row.gatewayPaymentId, reservation.amountHalalas)).refundedAt;
  } catch (err) {
    if (err instanceof GatewayUnavailableError) {
      // It may have gone through: the reservation stays, and the payment's detail settles it from the gateway's record.
      log.warn({ paymentId, refundId: reservation.id, error: err.message }, 'refund: gateway unavailable, left pending');
      throw gatewayDown();
    }
    log.error({ err, paymentId, refundId: reservation.id }, 'refund refused by the gateway');
    await settleRefund(db, actor, reservation.id, false, null);
    throw gatewayRefused();
  }
  const outcome = await settleRefund(db, actor, reservation.id, true, refundedAt);
  return { refunded: true, refundId: reservation.id, entitlement: outcome };
}

/** The answer when nothing could be reserved: a repeat of a full refund is fine; anything else is the caller's mistake. */
async function nothingLeft(db: Db, before: PaymentRow, requested: number | undefined): Promise<RefundOutcome> {
  const row = (await paymentRepo(db).byAnyId(before.id)) ?? before;
  if (row.status !== 'paid' && row.status !== 'refunded') throw notRefundable();
  const remaining = row.amountHalalas - row.refundedHalalas;
  if (requested === undefined && remaining === 0) {
    return { refunded: false, refundId: null, entitlement: await entitlementOutcome(db, row.id, row.status === 'refunded') };
  }
  if (row.status === 'refunded' || remaining === 0) throw notRefundable();
  throw fieldError('amount_halalas', 'admin-errors:payments.over_refund', { remaining: halalasToDecimal(remaining) });
}

/**
 * Completes a pending refund: `succeeded` (and, once nothing is left, the payment refunded and its unused
 * entitlement revoked) or `failed` with its reservation released. Only the caller that moves the row out of
 * `pending` acts, so the refund route and a reconciliation never both complete it.
 */
export async function settleRefund(
  db: Db,
  actor: Actor,
  refundId: string,
  succeeded: boolean,
  refundedAt: Date | null,
): Promise<EntitlementOutcome> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const now = new Date();
    const [refund] = await tx
      .update(paymentRefunds)
      .set({
        status: succeeded ? 'succeeded' : 'failed',
        completedAt: now,
        gatewayReference: succeeded ? (refundedAt ?? now).toISOString() : null,
      })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
      .returning();
    if (!refund) return 'unchanged';
    const [payment] = succeeded
      ? await tx.select().from(payments).where(eq(payments.id, refund.paymentId))
      : await tx
          .update(payments)
          .set({ refundedHalalas: sql`${payments.refundedHalalas} - ${refund.amountHalalas}` })
          .where(eq(payments.id, refund.paymentId))
          .returning();
    if (!payment) throw notFound();
    const full = succeeded && payment.refundedHalalas >= payment.amountHalalas;
    if (full) {
      const refunded = await paymentRepo(tx).transition(payment.id, ['paid'], 'refunded');
      await entitlementRepo(tx).revokeUnused(payment.id);
      if (refunded) await emitPaymentEvent(tx, 'payment.refunded', refunded);
    }
    const outcome = succeeded ? await entitlementOutcome(tx, payment.id, full) : 'unchanged';
    await recordAudit(tx, actor, {
      action: succeeded ? 'refund' : 'refund_failed',
      entity: 'payment',
      entityId: payment.id,
      before: { refund_status: 'pending', status: 'paid' },
      after: {
        refund_status: refund.status,
        status: full ? 'refunded' : payment.status,
        amount_halalas: refund.amountHalalas,
        entitlement: outcome,
      },
    });
    return outcome;
  });
}

async function entitlementOutcome(db: Db, paymentId: string, fullyRefunded: boolean): Promise<EntitlementOutcome> {
  const entitlement = await entitlementRepo(db).byPayment(paymentId);
  if (!entitlement) return 'none';
  if (!fullyRefunded) return 'unchanged';
  return entitlement.quizzesUsed > 0 ? 'kept_used' : 'revoked';
}

/** A refund left pending this long (the gateway did not answer) is judged by the gateway's record. */
const PENDING_GRACE_MS = 2 * 60_000;

/**
 * Settles refunds left pending by a gateway that did not answer, from what the gateway now reports: its
 * refunded total covers them → succeeded; it does not even cover the ones before → failed (released).
 * Answers whether anything changed.
 */
export async function settlePendingRefunds(
  db: Db,
  payment: PaymentRow,
  pending: { id: string; amountHalalas: number; createdAt: Date }[],
  gatewayRefunded: number,
  refundedAt: Date | null,
): Promise<boolean> {
  if (pending.length === 0) return false;
  const pendingSum = pending.reduce((sum, r) => sum + r.amountHalalas, 0);
  const system: Actor = { userId: null, role: 'admin' };
  if (gatewayRefunded >= payment.refundedHalalas) {
    for (const r of pending) await settleRefund(db, system, r.id, true, refundedAt);
    return true;
  }
  const old = pending.every((r) => Date.now() - r.createdAt.getTime() > PENDING_GRACE_MS);
  if (old && gatewayRefunded <= payment.refundedHalalas - pendingSum) {
    for (const r of pending) await settleRefund(db, system, r.id, false, null);
    return true;
  }
  return false;
}
