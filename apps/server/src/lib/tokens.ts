import { SignJWT } from 'jose';
import type { Role } from '../plugins/auth.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Access JWT: HS256, header `typ: access`, claims sub (user id), role, iat, exp, and sid (the session, i.e. the
 * refresh-token family, so logging out stops it). Verified by plugins/auth.
 */
export function signAccessToken(
  secret: string,
  user: { id: string; role: Role },
  now = Math.floor(Date.now() / 1000),
  sid?: string,
): Promise<string> {
  return new SignJWT({ role: user.role, ...(sid ? { sid } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'access' })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}
