import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MoyasarPaymentJson } from './payment-json.js';

const TIMEOUT_MS = 5_000;
const EVENT_TYPES = { paid: 'payment_paid', failed: 'payment_failed', refunded: 'payment_refunded' } as const;

/** `type` defaults to the event of the payment's status (a partial refund leaves it paid, yet is a refund event). */
export type WebhookNotifier = (payment: MoyasarPaymentJson, type?: (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES]) => void;

/**
 * Posts a Moyasar-shaped event when a sandbox payment is paid, failed or refunded. Fire and forget, like
 * Moyasar's own delivery: the receiving endpoint must also cope with a lost event (reconciliation).
 */
export function createWebhookNotifier(url: string | undefined, secret: string, log: FastifyBaseLogger): WebhookNotifier {
  return (payment, eventType) => {
    const type = eventType ?? EVENT_TYPES[payment.status as keyof typeof EVENT_TYPES];
    if (!url || !type) return;
    const event = {
      id: randomUUID(),
      type,
      created_at: new Date().toISOString(),
      secret_token: secret,
      account_name: 'Mizan Sandbox',
      live: false,
      data: payment,
    };
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).then(
      (res) => {
        if (!res.ok) log.warn({ paymentId: payment.id, type, status: res.status }, 'sandbox webhook refused');
      },
      (err: Error) => log.warn({ paymentId: payment.id, type, error: err.name }, 'sandbox webhook not delivered'),
    );
  };
}
