import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { ssoExchanges, ssoIdentities, ssoLogins } from '../../db/schema/sso.js';

export type SsoLoginRow = typeof ssoLogins.$inferSelect;

export function ssoRepo(db: Db) {
  return {
    /** A started sign-in; expired ones are swept on the way, so the table holds only the last minutes' starts. */
    async startLogin(row: SsoLoginRow, now: Date): Promise<void> {
      await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
      await db.insert(ssoLogins).values(row);
    },

    /** Deletes and returns the live start of this state at this provider: of two callbacks with it, one gets it. */
    async takeLogin(stateHash: string, provider: string, now: Date): Promise<SsoLoginRow | null> {
      const [row] = await db
        .delete(ssoLogins)
        .where(and(eq(ssoLogins.stateHash, stateHash), eq(ssoLogins.provider, provider), gt(ssoLogins.expiresAt, now)))
        .returning();
      return row ?? null;
    },

    async issueExchange(codeHash: string, userId: string, expiresAt: Date, now: Date): Promise<void> {
      await db.delete(ssoExchanges).where(lt(ssoExchanges.expiresAt, now));
      await db.insert(ssoExchanges).values({ codeHash, userId, expiresAt });
    },

    /** The user a live exchange code stands for, spending the code. */
    async takeExchange(codeHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .delete(ssoExchanges)
        .where(and(eq(ssoExchanges.codeHash, codeHash), gt(ssoExchanges.expiresAt, now)))
        .returning({ userId: ssoExchanges.userId });
      return row?.userId ?? null;
    },

    async identity(provider: string, subject: string): Promise<string | null> {
      const [row] = await db
        .update(ssoIdentities)
        .set({ lastSignInAt: sql`now()` })
        .where(and(eq(ssoIdentities.provider, provider), eq(ssoIdentities.subject, subject)))
        .returning({ userId: ssoIdentities.userId });
      return row?.userId ?? null;
    },

    /**
     * An account whose address was never proved, now proved by the provider: verified, and its password dropped, since
     * whoever chose it never showed the mailbox was theirs (someone could register another's address and wait).
     */
    async claimUnverified(userId: string) {
      const [row] = await db
        .update(users)
        .set({ isVerified: true, passwordHash: null })
        .where(and(eq(users.id, userId), eq(users.isVerified, false)))
        .returning();
      return row ?? null;
    },

    /** Links the subject to the account (a concurrent first sign-in of the same subject links it once). */
    async link(provider: string, subject: string, userId: string, email: string): Promise<void> {
      await db.insert(ssoIdentities).values({ provider, subject, userId, email }).onConflictDoNothing();
    },
  };
}

export type SsoRepo = ReturnType<typeof ssoRepo>;
