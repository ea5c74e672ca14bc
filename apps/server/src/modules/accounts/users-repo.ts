import { emitUserCreated } from '../webhooks/events.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/accounts.js';
import type { SessionState } from './token-gate.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Pick<UserRow, 'fullname' | 'phone' | 'language' | 'avatarPath' | 'isVerified'>>;

export function usersRepo(db: Db) {
  const one = async (rows: Promise<UserRow[]>) => (await rows)[0] ?? null;
  return {
    findByEmail: (email: string) =>
      one(
        db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
          .limit(1),
      ),
    findById: (id: string) => one(db.select().from(users).where(eq(users.id, id)).limit(1)),
    /** A new account and its `user.created` webhook event, together. */
    insert: (user: NewUser) =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx.insert(users).values(user).returning();
        await emitUserCreated(tx, row!);
        return row!;
      }),
    update: (id: string, changes: UserChanges) => one(db.update(users).set(changes).where(eq(users.id, id)).returning()),
    /** New password; access tokens issued before `validAfter` stop working. */
    setPassword: (id: string, passwordHash: string, validAfter: Date) =>
      one(db.update(users).set({ passwordHash, tokensValidAfter: validAfter, isVerified: true }).where(eq(users.id, id)).returning()),
    /** The user's tokens_valid_after and whether the session `sid` was ended: one lookup by primary key and family index. */
    sessionState: async (id: string, sid: string | null): Promise<SessionState> => {
      const revoked = sid
        ? sql<boolean>`exists(select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sid} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is not null)`
        : sql<boolean>`false`;
      const [row] = await db
        .select({ validAfter: users.tokensValidAfter, deactivatedAt: users.deactivatedAt, revoked })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      // A deactivated account counts as gone: every token refused, whatever its age.
      return row && !row.deactivatedAt ? { validAfter: row.validAfter, revoked: row.revoked } : { validAfter: null, revoked: true };
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;

/** A unique-index violation (PostgreSQL 23505), whichever driver raised it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
