import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from './gateway.js';
import { MoyasarPayment, normalisePayment } from './moyasar-payment.js';

const MoyasarWebhookBody = z.looseObject({
  id: z.string().min(1),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created_at: z.string(),
  secret_token: z.string(),
  live: z.boolean().optional(),
  data: MoyasarPayment,
});

/** Moyasar signs nothing: the event carries the shared `secret_token`, compared here in constant time. */
export function verifyWebhookEvent(body: unknown, secret: string): WebhookEvent {
  const token = typeof body === 'object' && body !== null ? (body as { secret_token?: unknown }).secret_token : undefined;
  if (typeof token !== 'string' || !sameSecret(token, secret)) {
    throw new AppError(401, 'invalid_webhook_secret', 'gateway:errors.invalid_webhook_secret');
  }
  const parsed = MoyasarWebhookBody.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'invalid_webhook', 'gateway:errors.invalid_webhook');
  const e = parsed.data;
  return { id: e.id, type: e.type, createdAt: new Date(e.created_at), live: e.live ?? false, payment: normalisePayment(e.data) };
}

/** Hashing first gives equal-length inputs, so neither the content nor the length leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
