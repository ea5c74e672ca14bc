import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { INVITATION_DAYS } from '@mizan/contract/invitations';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { invitations } from '../../db/schema/invitations.js';
import { enqueueJobs } from '../jobs/queue.js';
import { invitationToken, tokenHash } from './tokens.js';

export const INVITATION_MAIL_JOB = 'invitation-mail';

/** Rows per statement: a 5,000-student roster stays well under PostgreSQL's parameter limit. */
const CHUNK = 1000;

export function invitationsRepo(db: Db) {
  return {
    /**
     * A fresh invitation for each user, replacing (voiding) any unused earlier one, with its mail job. Call it with
     * the transaction that created the accounts, so the e-mails exist exactly when the accounts do.
     */
    async issue(secret: string, userIds: readonly string[], now: Date): Promise<void> {
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
      for (let i = 0; i < userIds.length; i += CHUNK) {
        const chunk = userIds.slice(i, i + CHUNK);
        await db.delete(invitations).where(and(inArray(invitations.userId, chunk), isNull(invitations.usedAt)));
        const rows = chunk.map((userId) => {
          const id = randomUUID();
          return { id, userId, tokenHash: tokenHash(invitationToken(secret, id)), expiresAt };
        });
        await db.insert(invitations).values(rows);
        await enqueueJobs(
          db,
          INVITATION_MAIL_JOB,
          rows.map(({ id }) => ({ id })),
        );
      }
    },

    async byTokenHash(hash: string) {
      const [row] = await db
        .select({
          usedAt: invitations.usedAt,
          expiresAt: invitations.expiresAt,
          fullname: users.fullname,
          email: users.email,
          deactivatedAt: users.deactivatedAt,
        })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.userId))
        .where(eq(invitations.tokenHash, hash));
      return row;
    },

    /**
     * Spends the invitation and sets the password in one transaction. The conditional update is the race guard: of
     * two concurrent accepts, the second waits for the first's row lock and then matches nothing.
     */
    async accept(hash: string, passwordHash: string, now: Date) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [claimed] = await tx
          .update(invitations)
          .set({ usedAt: now })
          .where(and(eq(invitations.tokenHash, hash), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
          .returning({ userId: invitations.userId });
        if (!claimed) return null;
        const [user] = await tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, claimed.userId)).returning();
        return user ?? null;
      });
    },

    /** What the mail job needs, while the invitation can still be used and has not been mailed. */
    async toMail(id: string, now: Date) {
      const [row] = await db
        .select({ expiresAt: invitations.expiresAt, email: users.email, fullname: users.fullname, language: users.language })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.userId))
        .where(
          and(
            eq(invitations.id, id),
            isNull(invitations.sentAt),
            isNull(invitations.usedAt),
            gt(invitations.expiresAt, now),
            isNull(users.deactivatedAt),
          ),
        );
      return row;
    },

    markSent: (id: string, at: Date) => db.update(invitations).set({ sentAt: at }).where(eq(invitations.id, id)),
  };
}

export type InvitationsRepo = ReturnType<typeof invitationsRepo>;
