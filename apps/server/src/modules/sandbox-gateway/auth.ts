import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentGatewayConfig } from '../payment-gateway/config.js';
import { MoyasarApiError } from './validation.js';

export type KeyKind = 'secret' | 'publishable';

const digest = (s: string) => createHash('sha256').update(s).digest();
const sameKey = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * Moyasar's basic auth: the API key is the username, the password is empty. The publishable key may only
 * create payments; everything else needs the secret key.
 */
export function requireKey(authorization: string | undefined, keys: PaymentGatewayConfig, allowed: readonly KeyKind[]): void {
  const match = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  const user = match ? Buffer.from(match[1]!, 'base64').toString('utf8').split(':')[0]! : '';
  const kind: KeyKind | null = sameKey(user, keys.secretKey) ? 'secret' : sameKey(user, keys.publishableKey) ? 'publishable' : null;
  if (!kind || !allowed.includes(kind)) throw new MoyasarApiError(401, 'authentication_error', 'Invalid authorization credentials');
}
