import { createHmac } from 'node:crypto';
import { toAsciiDigits } from '@mizan/contract/numeric-input';

/**
 * A sitting password is shared with a whole room and checked on every start of an exam that hundreds begin in the
 * same minute: it is kept as an HMAC under the server secret (a leaked table reveals nothing without the secret)
 * rather than argon2, whose cost per start would be paid by every student at once. Normalized so that a password
 * typed with Arabic-Indic digits or surrounding spaces still matches.
 */
export function sittingPasswordHash(secret: string, password: string): string {
  const normalized = toAsciiDigits(password.normalize('NFKC')).trim();
  return createHmac('sha256', secret).update(`sitting-password:${normalized}`).digest('hex');
}
