import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { AppError } from '../../lib/app-error.js';
import { sessions, REFRESH_GRACE_MS, REFRESH_TOKEN_TTL_SECONDS, type SessionUser } from './sessions.js';
import type { SessionsRepo } from './sessions-repo.js';
import { tokenGate } from './token-gate.js';

type Row = {
  jti: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  replacedBy: string | null;
  revokedAt: Date | null;
  createdAt: Date;
};

function memoryRepo(): SessionsRepo & { rows: Map<string, Row> } {
  const rows = new Map<string, Row>();
  return {
    rows,
    async insert(token) {
      rows.set(token.jti, { ...token, usedAt: null, replacedBy: null, revokedAt: null, createdAt: new Date() });
    },
    async markUsed(jti, now, replacedBy) {
      const row = rows.get(jti);
      if (!row || row.usedAt || row.revokedAt || row.expiresAt <= now) return null;
      row.usedAt = now;
      row.replacedBy = replacedBy;
      return row;
    },
    async find(jti) {
      return rows.get(jti) ?? null;
    },
    async revokeFamily(familyId, now) {
      for (const row of rows.values()) if (row.familyId === familyId) row.revokedAt ??= now;
    },
    async revokeAllOfUser(userId, now) {
      for (const row of rows.values()) if (row.userId === userId) row.revokedAt ??= now;
    },
  };
}

const secret = 'unit-test-secret-unit-test-secret!!';
const user: SessionUser = { id: '6f1e1c5e-2b7a-4c51-9d7e-0c7f4f1e2a10', role: 'student', tokensValidAfter: new Date(0) };
const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (err: AppError) => err.errorCode,
  );

describe('refresh-token rotation', () => {
  it('exchanges a token once for a new pair of the same family', async () => {
    const repo = memoryRepo();
    const s = sessions(repo, secret, async () => user);
    const first = await s.issue(user);
    const second = await s.rotate(first.refresh);
    expect(decodeJwt(second.refresh)['fam']).toBe(decodeJwt(first.refresh)['fam']);
    expect(decodeJwt(second.refresh).jti).not.toBe(decodeJwt(first.refresh).jti);
    const third = await s.rotate(second.refresh);
    expect(third.refresh).not.toBe(second.refresh);
  });

  it('answers a second use within the grace with the same pair, and treats one after it as theft that revokes the whole family', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const s = sessions(
      memoryRepo(),
      secret,
      async () => user,
      () => now,
    );
    const first = await s.issue(user);
    const other = await s.issue(user);
    const second = await s.rotate(first.refresh);
    now = new Date(now.getTime() + REFRESH_GRACE_MS);
    expect(await s.rotate(first.refresh)).toEqual(second);
    now = new Date(now.getTime() + 1);
    expect(await errorCode(s.rotate(first.refresh))).toBe('token_reused');
    expect(await errorCode(s.rotate(second.refresh))).toBe('token_not_valid');
    expect(await errorCode(s.rotate(other.refresh).then(() => undefined))).toBe('resolved');
  });

  it('refuses tokens past their 30 days, revoked families and deleted users', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const repo = memoryRepo();
    let found: SessionUser | null = user;
    const s = sessions(
      repo,
      secret,
      async () => found,
      () => now,
    );
    const pair = await s.issue(user);
    expect((decodeJwt(pair.refresh).exp ?? 0) - (decodeJwt(pair.refresh).iat ?? 0)).toBe(REFRESH_TOKEN_TTL_SECONDS);
    now = new Date(now.getTime() + (REFRESH_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await errorCode(s.rotate(pair.refresh))).toBe('token_not_valid');

    now = new Date('2026-01-01T00:00:00Z');
    const revoked = await s.issue(user);
    await s.revoke(revoked.refresh);
    expect(await errorCode(s.rotate(revoked.refresh))).toBe('token_not_valid');

    const orphan = await s.issue(user);
    found = null;
    expect(await errorCode(s.rotate(orphan.refresh))).toBe('token_not_valid');
  });

  it('never mints a token dated before the user’s tokens_valid_after', async () => {
    const validAfter = new Date(Date.now() + 1000);
    const s = sessions(memoryRepo(), secret, async () => user);
    const pair = await s.issue({ ...user, tokensValidAfter: validAfter });
    expect(decodeJwt(pair.access).iat).toBe(Math.floor(validAfter.getTime() / 1000));
  });
});

describe('access-token gate', () => {
  it('caches each session’s state until a revocation message or the TTL, and refuses ended sessions', async () => {
    let clock = 0;
    let loads = 0;
    const stored = { validAfter: new Date(100_000) as Date | null, revoked: false };
    const gate = tokenGate(async () => (loads++, { ...stored }), { ttlMs: 10_000, now: () => clock });
    expect(await gate.check({ sub: 'u', iat: 100, sid: 's' })).toBe(true);
    expect(await gate.check({ sub: 'u', iat: 99, sid: 's' })).toBe(false);
    expect(loads).toBe(1);

    stored.revoked = true;
    expect(await gate.check({ sub: 'u', iat: 150, sid: 's' })).toBe(true);
    gate.forget('sid:s');
    expect(await gate.check({ sub: 'u', iat: 150, sid: 's' })).toBe(false);
    expect(loads).toBe(2);

    stored.revoked = false;
    stored.validAfter = new Date(200_000);
    expect(await gate.check({ sub: 'u', iat: 150 })).toBe(false);
    gate.forget('user:u');
    stored.validAfter = null;
    clock = 10_001;
    expect(await gate.check({ sub: 'u', iat: 999, sid: 's' })).toBe(false);
  });
});
