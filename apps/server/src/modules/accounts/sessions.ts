import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { RefreshTokenClaims, TokenPairResponse } from '@mizan/contract/auth';
import { AppError } from '../../lib/app-error.js';
import { signAccessToken } from '../../lib/tokens.js';
import type { Role } from '../../plugins/auth.js';
import type { SessionsRepo } from './sessions-repo.js';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** Two tabs refreshing at once present the same token: the later ones within this window get the same new pair. */
export const REFRESH_GRACE_MS = 20_000;

export interface SessionUser {
  id: string;
  role: Role;
  tokensValidAfter: Date;
  /** A deactivated user's refresh tokens are refused too. */
  deactivatedAt?: Date | null;
}

export const tokenNotValid = () => new AppError(401, 'token_not_valid', 'errors:detail.token_not_valid');
const tokenReused = () => new AppError(401, 'token_reused', 'errors:accounts.token_reused');

/**
 * Refresh tokens rotate: each is exchanged once for a new pair of the same family. Presenting a used
 * one again means it was copied, so the whole family (the thief's copy and the owner's) is revoked,
 * except within REFRESH_GRACE_MS of its exchange (Auth0's and Supabase's reuse interval): that is a
 * concurrent refresh from another tab, answered with the very pair the first one got.
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

  /**
   * The pair for a token id, signed from the user, the family and the instant of the exchange only, so the
   * same inputs sign the same pair again. Never dated before the user's tokens_valid_after, or a token minted
   * right after a password change would be refused.
   */
  const sign = async (user: SessionUser, familyId: string, jti: string, at: Date) => {
    const iat = Math.max(Math.floor(at.getTime() / 1000), Math.floor(user.tokensValidAfter.getTime() / 1000));
    const exp = iat + REFRESH_TOKEN_TTL_SECONDS;
    const refresh = await new SignJWT({ fam: familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'refresh' })
      .setSubject(user.id)
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
    return { pair: { access: await signAccessToken(secret, user, iat, familyId), refresh }, expiresAt: new Date(exp * 1000) };
  };

  const issue = async (user: SessionUser, familyId: string = randomUUID(), jti = randomUUID(), at = now()): Promise<TokenPairResponse> => {
    const { pair, expiresAt } = await sign(user, familyId, jti, at);
    await repo.insert({ jti, familyId, userId: user.id, expiresAt });
    return pair;
  };

  /** What a used token was exchanged for, while a concurrent refresh of it may still be answered with that. */
  const graceSuccessor = (row: { usedAt: Date | null; replacedBy: string | null; revokedAt: Date | null }, at: Date) =>
    row.usedAt && row.replacedBy && !row.revokedAt && at.getTime() - row.usedAt.getTime() <= REFRESH_GRACE_MS
      ? { jti: row.replacedBy, at: row.usedAt }
      : null;

  const userOf = async (id: string) => {
    const user = await findUser(id);
    if (!user || user.deactivatedAt) throw tokenNotValid();
    return user;
  };

  return {
    issue,
    async rotate(token: string): Promise<TokenPairResponse> {
      const claims = await verify(token);
      const at = now();
      const next = randomUUID();
      const row = await repo.markUsed(claims.jti, at, next);
      if (row) return issue(await userOf(row.userId), row.familyId, next, at);
      const known = await repo.find(claims.jti);
      const successor = known && graceSuccessor(known, at);
      if (known && successor) return (await sign(await userOf(known.userId), known.familyId, successor.jti, successor.at)).pair;
      if (known) await repo.revokeFamily(known.familyId, at);
      throw known?.usedAt ? tokenReused() : tokenNotValid();
    },
    async revoke(token: string): Promise<void> {
      const claims = await verify(token);
      await repo.revokeFamily(claims.fam, now());
    },
    revokeAll: (userId: string) => repo.revokeAllOfUser(userId, now()),
  };
}

export type Sessions = ReturnType<typeof sessions>;
