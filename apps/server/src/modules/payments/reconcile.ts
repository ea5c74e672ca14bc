import type { FastifyInstance } from 'fastify';
import type { PaymentProcessor } from './processor.js';
import { paymentRepo } from './repo.js';
import type { Db } from '../../db/client.js';

const EVERY_MS = 60_000;
/** A pending payment is left alone this long after its last check, so a client's own finalize goes first. */
const SETTLE_MS = 30_000;
const BATCH = 50;

/** Asks the gateway again about pending payments (a timeout during save, a lost webhook); answers how many were checked. */
export async function reconcilePendingPayments(db: Db, processor: PaymentProcessor, settleMs = SETTLE_MS): Promise<number> {
  const due = await paymentRepo(db).due(settleMs, BATCH);
  for (const row of due) await processor.refresh(row);
  return due.length;
}

export function startReconciliation(app: FastifyInstance, processor: PaymentProcessor): void {
  const run = () =>
    void reconcilePendingPayments(app.db, processor).catch((err: unknown) => app.log.warn({ err }, 'payment reconciliation failed'));
  const timer = setInterval(run, EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
