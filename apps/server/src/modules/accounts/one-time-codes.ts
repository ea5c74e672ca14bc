import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../db/schema/accounts.js';
import type { CodesRepo } from './codes-repo.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/** One code on its way to an address at a time: resends, sign-ins and resets within this wait for it. */
export const CODE_COOLDOWN_MS = 60_000;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed hash bound to the user and purpose: a leaked table row is useless without the server secret. */
export function hashCode(secret: string, userId: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('base64url');
}

export function oneTimeCodes(repo: CodesRepo, secret: string, now: () => Date = () => new Date()) {
  return {
    /**
     * A fresh code for the user and purpose (the previous one stops working): the plain code to mail, or null
     * while an unused code issued less than CODE_COOLDOWN_MS ago is still on its way to the address.
     */
    async issue(userId: string, purpose: CodePurpose): Promise<string | null> {
      const code = generateCode();
      const at = now();
      const expiresAt = new Date(at.getTime() + CODE_TTL_MS);
      const cooledDown = new Date(at.getTime() - CODE_COOLDOWN_MS);
      const issued = await repo.replaceUnlessRecent(userId, purpose, hashCode(secret, userId, purpose, code), expiresAt, at, cooledDown);
      return issued ? code : null;
    },
    /** True once for the right, live code; every try counts, and the fifth wrong one voids it. */
    async verify(userId: string | null, purpose: CodePurpose, code: string): Promise<boolean> {
      // Hashed even without an account, so an unknown email costs the same as a known one.
      const candidate = Buffer.from(hashCode(secret, userId ?? '-', purpose, code));
      if (!userId) return false;
      const stored = await repo.takeAttempt(userId, purpose, now(), CODE_MAX_ATTEMPTS);
      if (!stored) return false;
      const expected = Buffer.from(stored);
      if (expected.length !== candidate.length || !timingSafeEqual(expected, candidate)) return false;
      return repo.consume(userId, purpose, stored);
    },
  };
}

export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
