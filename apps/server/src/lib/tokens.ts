import { SignJWT } from 'jose';
import type { Role } from '../plugins/auth.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Access JWT: HS256, header `typ: access`, claims sub (user id), role, iat, exp. Verified by plugins/auth. */
export function signAccessToken(secret: string, user: { id: string; role: Role }, now = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'access' })
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}
