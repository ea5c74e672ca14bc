import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentProcessor } from './processor.js';
import { settlePendingRefunds } from './refunds.js';
import { paymentRepo } from './repo.js';
import { SYSTEM_ACTOR } from '../audit/recorder.js';
import type { Db } from '../../db/client.js';
import { paymentRefunds, payments } from '../../db/schema/payments.js';
import { databaseAgo, PERIODIC_LOCKS, startPeriodic } from '../../lib/periodic.js';

const EVERY_MS = 60_000;
/** A pending payment is left alone this long after its last check, so a client's own finalize goes first. */
const SETTLE_MS = 30_000;
/** A refund the gateway did not answer for is asked about again after this long. */
const REFUND_SETTLE_MS = 60_000;
const BATCH = 50;
/** A refund we owe and could not make is tried again after this long. */
const OWED_RETRY_MS = 10 * 60_000;

/** Asks the gateway again about pending payments (a timeout during save, a lost webhook); answers how many were checked. */
export async function reconcilePendingPayments(db: Db, processor: PaymentProcessor, settleMs = SETTLE_MS): Promise<number> {
  const due = await paymentRepo(db).due(settleMs, BATCH);
  for (const row of due) await processor.refresh(row);
  return due.length;
}

/**
 * Refunds what we refused after the gateway captured it and could not give back at once (the gateway refused or
 * did not answer, or the payment was refused before automatic refunds covered its case); answers how many were
 * checked. Each is checked again only after `olderThanMs`, so one the gateway keeps refusing is not hammered.
 */
export async function refundOwedPayments(db: Db, processor: PaymentProcessor, olderThanMs = OWED_RETRY_MS): Promise<number> {
  const repo = paymentRepo(db);
  const owed = await repo.owedRefunds(olderThanMs, BATCH);
  for (const row of owed) {
    await repo.touch(row.id);
    await processor.settleRefusedCapture(row, SYSTEM_ACTOR);
  }
  return owed.length;
}

/**
 * Settles refunds left pending because the gateway did not answer (the refund route's own call timed out),
 * from the gateway's record, so they don't wait for an admin to open the payment. Answers how many payments
 * changed.
 */
export async function settleStalledRefunds(db: Db, processor: PaymentProcessor, olderThanMs = REFUND_SETTLE_MS): Promise<number> {
  const stalled = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'pending'), lt(paymentRefunds.createdAt, databaseAgo(olderThanMs))))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(BATCH);
  const paymentIds = [...new Set(stalled.map((r) => r.paymentId))];
  if (paymentIds.length === 0) return 0;
  let changed = 0;
  for (const payment of await db.select().from(payments).where(inArray(payments.id, paymentIds))) {
    const gateway = await processor.lookup(payment.gatewayPaymentId).catch(() => 'unavailable' as const);
    if (typeof gateway === 'string') continue;
    const pending = stalled.filter((r) => r.paymentId === payment.id);
    if (await settlePendingRefunds(db, payment, pending, gateway.refundedHalalas, gateway.refundedAt)) changed += 1;
  }
  return changed;
}

/** All three, every minute, in one process at a time. */
export function startReconciliation(app: FastifyInstance, processor: PaymentProcessor): void {
  startPeriodic(app, {
    name: 'payment reconciliation',
    lock: PERIODIC_LOCKS.paymentReconciliation,
    everyMs: EVERY_MS,
    run: async () => {
      await reconcilePendingPayments(app.db, processor);
      await settleStalledRefunds(app.db, processor);
      await refundOwedPayments(app.db, processor);
    },
  });
}
