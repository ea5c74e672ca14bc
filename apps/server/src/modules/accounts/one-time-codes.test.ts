import { describe, expect, it } from 'vitest';
import type { CodePurpose } from '../../db/schema/accounts.js';
import type { CodesRepo } from './codes-repo.js';
import { CODE_COOLDOWN_MS, CODE_TTL_MS, generateCode, hashCode, oneTimeCodes } from './one-time-codes.js';

/** The repository's contract in memory, so the rules are tested without a database. */
function memoryRepo(): CodesRepo {
  const rows = new Map<string, { userId: string; codeHash: string; attempts: number; expiresAt: Date; createdAt: Date }>();
  const k = (userId: string, purpose: CodePurpose) => `${userId}:${purpose}`;
  return {
    async replaceUnlessRecent(userId, purpose, codeHash, expiresAt, createdAt, notAfter) {
      if ([...rows.values()].some((row) => row.userId === userId && row.createdAt > notAfter)) return false;
      rows.set(k(userId, purpose), { userId, codeHash, attempts: 0, expiresAt, createdAt });
      return true;
    },
    async takeAttempt(userId, purpose, now, max) {
      const row = rows.get(k(userId, purpose));
      if (!row || row.attempts >= max || row.expiresAt <= now) return null;
      row.attempts++;
      return row.codeHash;
    },
    async consume(userId, purpose, codeHash) {
      const row = rows.get(k(userId, purpose));
      return row?.codeHash === codeHash ? rows.delete(k(userId, purpose)) : false;
    },
  };
}

describe('one-time codes', () => {
  const secret = 'unit-test-secret-unit-test-secret!!';

  it('are six digits from the CSPRNG, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('are hashed with the secret, bound to user and purpose', () => {
    const h = hashCode(secret, 'u1', 'login', '123456');
    expect(h).not.toContain('123456');
    expect(hashCode(secret, 'u2', 'login', '123456')).not.toBe(h);
    expect(hashCode(secret, 'u1', 'reset_password', '123456')).not.toBe(h);
    expect(hashCode('another-secret', 'u1', 'login', '123456')).not.toBe(h);
  });

  it('verify once, for their purpose only; a new code voids the old one, once the cooldown has passed', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const codes = oneTimeCodes(memoryRepo(), secret, () => now);
    const first = (await codes.issue('u1', 'login'))!;
    expect(await codes.verify('u1', 'verify_email', first)).toBe(false);
    expect(await codes.issue('u1', 'reset_password')).toBeNull();
    now = new Date(now.getTime() + CODE_COOLDOWN_MS);
    const second = (await codes.issue('u1', 'login'))!;
    if (first !== second) expect(await codes.verify('u1', 'login', first)).toBe(false);
    expect(await codes.verify('u1', 'login', second)).toBe(true);
    expect(await codes.verify('u1', 'login', second)).toBe(false);
    expect(await codes.verify(null, 'login', second)).toBe(false);
  });

  it('die after five wrong tries', async () => {
    const codes = oneTimeCodes(memoryRepo(), secret);
    const code = (await codes.issue('u1', 'verify_email'))!;
    const wrong = code === '999999' ? '000000' : '999999';
    for (let i = 0; i < 4; i++) expect(await codes.verify('u1', 'verify_email', wrong)).toBe(false);
    expect(await codes.verify('u1', 'verify_email', code)).toBe(true);

    // Used codes are gone, so no cooldown holds the next one back.
    const next = (await codes.issue('u1', 'verify_email'))!;
    for (let i = 0; i < 5; i++) await codes.verify('u1', 'verify_email', next === '999999' ? '000000' : '999999');
    expect(await codes.verify('u1', 'verify_email', next)).toBe(false);
  });

  it('expire after ten minutes', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const codes = oneTimeCodes(memoryRepo(), secret, () => now);
    const code = (await codes.issue('u1', 'reset_password'))!;
    now = new Date(now.getTime() + CODE_TTL_MS);
    expect(await codes.verify('u1', 'reset_password', code)).toBe(false);
  });
});
