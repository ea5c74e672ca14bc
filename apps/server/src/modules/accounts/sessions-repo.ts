import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/accounts.js';
import type { Notifications } from '../../db/notifications.js';
import { SESSIONS_CHANNEL } from './token-gate.js';

/** Revocations are announced to every process (their access-token caches), and answered once this one heard it. */
export function sessionsRepo(db: Db, notifications: Notifications) {
  return {
    async insert(token: { jti: string; familyId: string; userId: string; expiresAt: Date }) {
      await db.insert(refreshTokens).values(token);
    },
    /** Marks a live token used (exchanged for `replacedBy`) and returns it; null when it was already used, revoked, expired or never issued. */
    async markUsed(jti: string, now: Date, replacedBy: string) {
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: now, replacedBy })
        .where(
          and(eq(refreshTokens.jti, jti), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
        )
        .returning();
      return row ?? null;
    },
    async find(jti: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti)).limit(1);
      return row ?? null;
    },
    async revokeFamily(familyId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      await notifications.notify(SESSIONS_CHANNEL, `sid:${familyId}`);
    },
    async revokeAllOfUser(userId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      await notifications.notify(SESSIONS_CHANNEL, `user:${userId}`);
    },
  };
}

export type SessionsRepo = ReturnType<typeof sessionsRepo>;
