import { createHmac, randomBytes } from 'node:crypto';

/** A new subscription's signing secret, shown once (`whsec_` + 32 random bytes). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * `Mizan-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (Stripe's scheme). A receiver
 * recomputes it over the raw body and refuses a `t` older than its tolerance (we suggest 5 minutes), which stops replays.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
