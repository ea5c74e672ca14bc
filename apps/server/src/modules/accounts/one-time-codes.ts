import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../db/schema/accounts.js';
import type { CodesRepo } from './codes-repo.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

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
    /** A fresh code for the user and purpose; the previous one stops working. Returns the plain code to mail. */
    async issue(userId: string, purpose: CodePurpose): Promise<string> {
      const code = generateCode();
      const at = now();
      await repo.replace(userId, purpose, hashCode(secret, userId, purpose, code), new Date(at.getTime() + CODE_TTL_MS), at);
      return code;
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
