import { and, asc, count, desc, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import { normalizeForSearch } from '@mizan/contract/arabic-search';
import type { AdminUserListQuery, AdminUserStatus } from '@mizan/contract/admin/users';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/accounts.js';
import { certificates } from '../../db/schema/certificates.js';
import { payments } from '../../db/schema/payments.js';
import { quizzes, trials } from '../../db/schema/quizzes.js';
import { folded } from '../../lib/arabic-fold.js';
import { containsPattern } from '../../lib/like-pattern.js';

/** Qualified by hand: in a single-table select drizzle writes columns unqualified, which the subquery would misread. */
const trialsCount = sql<number>`(select count(*)::int from ${trials} t where t.user_id = ${users}.id and not t.preview)`;

const statusWhere = (status: AdminUserStatus | undefined) => {
  if (status === 'deactivated') return isNotNull(users.deactivatedAt);
  if (status === 'unverified') return and(isNull(users.deactivatedAt), eq(users.isVerified, false));
  if (status === 'active') return and(isNull(users.deactivatedAt), eq(users.isVerified, true));
  return undefined;
};

const ORDERINGS = { fullname: users.fullname, email: users.email, date_joined: users.dateJoined, role: users.role } as const;

export type AdminUserRow = typeof users.$inferSelect & { trialsCount: number };

export function adminUsersRepo(db: Db) {
  const one = async (id: string): Promise<AdminUserRow | null> => {
    const [row] = await db.select({ user: users, trialsCount }).from(users).where(eq(users.id, id)).limit(1);
    return row ? { ...row.user, trialsCount: row.trialsCount } : null;
  };

  return {
    one,
    async page(query: AdminUserListQuery, limit: number, offset: number) {
      const needle = query.search ? normalizeForSearch(query.search) : '';
      const pattern = containsPattern(needle);
      const where = and(
        query.role ? eq(users.role, query.role) : undefined,
        statusWhere(query.status),
        needle ? or(like(folded(users.fullname), pattern), like(sql`lower(${users.email})`, pattern)) : undefined,
      );
      const key = (query.ordering?.replace(/^-/, '') ?? '') as keyof typeof ORDERINGS;
      const column = ORDERINGS[key] ?? users.dateJoined;
      const direction = query.ordering ? (query.ordering.startsWith('-') ? desc : asc) : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, trialsCount })
          .from(users)
          .where(where)
          .orderBy(direction(column), asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r.user, trialsCount: r.trialsCount })), count: total?.n ?? 0 };
    },
    /** The latest activity the console shows beside the account. */
    async activity(userId: string) {
      const [trialRows, paymentRows, certificateRows] = await Promise.all([
        db
          .select({ trial: trials, title: quizzes.titleAr })
          .from(trials)
          .innerJoin(quizzes, eq(quizzes.id, trials.quizId))
          .where(and(eq(trials.userId, userId), eq(trials.preview, false)))
          .orderBy(desc(trials.startedAt))
          .limit(20),
        db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(20),
        db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt)).limit(20),
      ]);
      return { trialRows, paymentRows, certificateRows };
    },
    /**
     * Deactivation ends every session: the token gate refuses any access token of a deactivated user, and the
     * refresh tokens are revoked so reactivation does not bring old sessions back.
     */
    async setActive(userId: string, active: boolean, at: Date) {
      await db
        .update(users)
        .set({ deactivatedAt: active ? null : at })
        .where(eq(users.id, userId));
      if (!active) await revokeRefreshTokens(db, userId, at);
    },
    /**
     * Tokens carry the role, so the user's sessions end and the next sign-in carries the new one. Revoking the
     * sessions (not bumping tokens_valid_after) lets them sign in again at once, even within the same second.
     */
    async setRole(userId: string, role: AdminUserRow['role'], at: Date) {
      await db.update(users).set({ role }).where(eq(users.id, userId));
      await revokeRefreshTokens(db, userId, at);
    },
  };
}

const revokeRefreshTokens = (db: Db, userId: string, at: Date) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
