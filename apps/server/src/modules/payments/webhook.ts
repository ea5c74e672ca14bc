import type { PaymentStatus } from '../../db/schema/payments.js';
import type { PaymentGateway } from '../payment-gateway/gateway.js';
import type { PaymentProcessor } from './processor.js';
import { paymentRepo } from './repo.js';
import type { Db } from '../../db/client.js';

const HANDLED = new Set(['payment_paid', 'payment_failed', 'payment_refunded']);

/**
 * A verified event only says "look again": the payment is re-fetched before anything changes, so a
 * replayed or forged-but-signed event can do no more than a save could.
 */
export function webhookHandler(db: Db, gateway: PaymentGateway, processor: PaymentProcessor) {
  const repo = paymentRepo(db);
  return async (body: unknown): Promise<{ received: true; status: PaymentStatus | null }> => {
    const event = gateway.verifyWebhook(body);
    if (!HANDLED.has(event.type)) return { received: true, status: null };
    const fresh = await processor.lookup(event.payment.id);
    if (fresh === 'missing') return { received: true, status: null };
    let row = await repo.byGatewayId(event.payment.id);
    if (!row) {
      // No save reached us (the customer closed the tab): the payment's metadata says what was bought.
      // While the gateway is unreachable the event's copy is recorded as pending and reconciled later.
      const source = fresh === 'unavailable' ? event.payment : fresh;
      const claim = source.status === 'paid' ? await processor.claimFromMetadata(source) : null;
      if (!claim) return { received: true, status: null };
      row = (await processor.record(claim)).row;
    }
    const current = fresh === 'unavailable' ? row : await processor.apply(row, fresh);
    return { received: true, status: current?.status ?? null };
  };
}
