import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * `mzn_<id as 32 hex>_<43 base64url characters of 32 random bytes>`. The id finds the row; the whole token's SHA-256
 * is compared in constant time. The secret has 256 bits of entropy, so a slow password hash (argon2) would add
 * nothing against guessing or a stolen table and would cost tens of milliseconds on every API call.
 */
export function newApiKeyToken(id: string): string {
  return `mzn_${id.replaceAll('-', '')}_${randomBytes(32).toString('base64url')}`;
}

export const hashApiKeyToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const TOKEN = /^mzn_([0-9a-f]{32})_[A-Za-z0-9_-]{43}$/;

/** The key id a token names, or null when it is not shaped like one of ours. */
export function apiKeyIdOf(token: string): string | null {
  const hex = TOKEN.exec(token)?.[1];
  if (!hex) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(hashApiKeyToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const tokenPrefix = (id: string) => `mzn_${id.replaceAll('-', '')}_`;
