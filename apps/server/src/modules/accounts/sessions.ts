import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { RefreshTokenClaims, TokenPairResponse } from '@mizan/contract/auth';
import { AppError } from '../../lib/app-error.js';
import { signAccessToken } from '../../lib/tokens.js';
import type { Role } from '../../plugins/auth.js';
import type { SessionsRepo } from './sessions-repo.js';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface SessionUser {
  id: string;
  role: Role;
  tokensValidAfter: Date;
}

export const tokenNotValid = () => new AppError(401, 'token_not_valid', 'errors:detail.token_not_valid');
const tokenReused = () => new AppError(401, 'token_reused', 'errors:accounts.token_reused');

/**
 * Refresh tokens rotate: each is exchanged once for a new pair of the same family. Presenting a used
 * one again means it was copied, so the whole family (the thief's copy and the owner's) is revoked.
 */
export function sessions(
  repo: SessionsRepo,
  secret: string,
  findUser: (id: string) => Promise<SessionUser | null>,
  now: () => Date = () => new Date(),
) {
  const key = new TextEncoder().encode(secret);

  const verify = async (token: string): Promise<RefreshTokenClaims> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], typ: 'refresh', currentDate: now() });
      const { sub, jti, fam, iat, exp } = payload as Partial<RefreshTokenClaims>;
      if (
        typeof sub === 'string' &&
        typeof jti === 'string' &&
        typeof fam === 'string' &&
        typeof iat === 'number' &&
        typeof exp === 'number'
      ) {
        return { sub, jti, fam, iat, exp };
      }
    } catch (err) {
      if (!(err instanceof joseErrors.JOSEError)) throw err;
    }
    throw tokenNotValid();
  };

  const issue = async (user: SessionUser, familyId: string = randomUUID()): Promise<TokenPairResponse> => {
    // Never earlier than the user's tokens_valid_after, or a token minted right after a password change would be refused.
    const iat = Math.max(Math.floor(now().getTime() / 1000), Math.floor(user.tokensValidAfter.getTime() / 1000));
    const jti = randomUUID();
    const exp = iat + REFRESH_TOKEN_TTL_SECONDS;
    await repo.insert({ jti, familyId, userId: user.id, expiresAt: new Date(exp * 1000) });
    const refresh = await new SignJWT({ fam: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'refresh' })
      .setSubject(user.id)
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
    return { access: await signAccessToken(secret, user, iat), refresh };
  };

  return {
    issue,
    async rotate(token: string): Promise<TokenPairResponse> {
      const claims = await verify(token);
      const at = now();
      const row = await repo.markUsed(claims.jti, at);
      if (!row) {
        const known = await repo.find(claims.jti);
        if (known) await repo.revokeFamily(known.familyId, at);
        throw known?.usedAt ? tokenReused() : tokenNotValid();
      }
      const user = await findUser(row.userId);
      if (!user) throw tokenNotValid();
      return issue(user, row.familyId);
    },
    async revoke(token: string): Promise<void> {
      const claims = await verify(token);
      await repo.revokeFamily(claims.fam, now());
    },
    revokeAll: (userId: string) => repo.revokeAllOfUser(userId, now()),
  };
}

export type Sessions = ReturnType<typeof sessions>;
