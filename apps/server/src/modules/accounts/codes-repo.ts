import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, users, type CodePurpose } from '../../db/schema/accounts.js';

export function codesRepo(db: Db) {
  const key = (userId: string, purpose: CodePurpose) => and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
  return {
    /**
     * Stores a new code, replacing (and so voiding) the previous one of the same purpose, unless a code of any
     * purpose was issued to this user after `notAfter` and is still unused: false then. The user's row lock
     * makes the check and the write one step for every process.
     */
    async replaceUnlessRecent(userId: string, purpose: CodePurpose, codeHash: string, expiresAt: Date, createdAt: Date, notAfter: Date) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [recent] = await tx
          .select({ userId: oneTimeCodes.userId })
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.userId, userId), gt(oneTimeCodes.createdAt, notAfter)))
          .limit(1);
        if (recent) return false;
        await tx
          .insert(oneTimeCodes)
          .values({ userId, purpose, codeHash, expiresAt, createdAt, attempts: 0 })
          .onConflictDoUpdate({
            target: [oneTimeCodes.userId, oneTimeCodes.purpose],
            set: { codeHash, expiresAt, createdAt, attempts: 0 },
          });
        return true;
      });
    },
    /**
     * Spends one attempt on a live code and returns its hash, atomically: concurrent guesses can
     * never get more than `maxAttempts` comparisons out of one code.
     */
    async takeAttempt(userId: string, purpose: CodePurpose, now: Date, maxAttempts: number) {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(key(userId, purpose), lt(oneTimeCodes.attempts, maxAttempts), gt(oneTimeCodes.expiresAt, now)))
        .returning({ codeHash: oneTimeCodes.codeHash });
      return row?.codeHash ?? null;
    },
    /** Uses the code up; false when a concurrent request already did. */
    async consume(userId: string, purpose: CodePurpose, codeHash: string) {
      const rows = await db
        .delete(oneTimeCodes)
        .where(and(key(userId, purpose), eq(oneTimeCodes.codeHash, codeHash)))
        .returning({ userId: oneTimeCodes.userId });
      return rows.length === 1;
    },
  };
}

export type CodesRepo = ReturnType<typeof codesRepo>;
