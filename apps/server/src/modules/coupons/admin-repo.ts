import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AdminCouponListFilter } from '@mizan/contract/admin/coupons';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { couponRedemptions, coupons } from '../../db/schema/payments.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { distinctCodes } from './batch-codes.js';
import { containsPattern } from '../../lib/like-pattern.js';

/** Inserts stay well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1000;

export interface NewCoupons {
  quizId: number | null;
  discountPercent: number;
  maxUses: number | null;
  expiresAt: Date | null;
  createdAt: Date;
}

export function couponAdminRepo(db: Db) {
  return {
    async page(query: AdminCouponListFilter, limit: number, offset: number) {
      const where = and(
        query.search ? ilike(coupons.code, containsPattern(query.search.trim())) : undefined,
        query.quiz ? eq(coupons.quizId, query.quiz) : undefined,
        query.active === undefined ? undefined : eq(coupons.active, query.active),
        query.created_at ? eq(coupons.createdAt, new Date(query.created_at)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ coupon: coupons, quizTitle: quizzes.titleAr })
          .from(coupons)
          .leftJoin(quizzes, eq(quizzes.id, coupons.quizId))
          .where(where)
          .orderBy(desc(coupons.createdAt), desc(coupons.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(coupons).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
    one: async (id: number) =>
      (
        await db
          .select({ coupon: coupons, quizTitle: quizzes.titleAr })
          .from(coupons)
          .leftJoin(quizzes, eq(quizzes.id, coupons.quizId))
          .where(eq(coupons.id, id))
      )[0] ?? null,
    quizExists: async (id: number) => (await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, id))).length > 0,
    /**
     * `count` new codes, unique across every coupon: a code another coupon holds (or a concurrent batch took)
     * is skipped by the unique index and drawn again. Call inside a transaction: the batch lands whole or not at all.
     */
    async insertBatch(total: number, values: NewCoupons): Promise<string[]> {
      const created: string[] = [];
      const tried = new Set<string>();
      while (created.length < total) {
        const codes = distinctCodes(Math.min(CHUNK, total - created.length), tried);
        codes.forEach((code) => tried.add(code));
        const rows = await db
          .insert(coupons)
          .values(codes.map((code) => ({ code, ...values })))
          .onConflictDoNothing({ target: coupons.code })
          .returning({ code: coupons.code });
        created.push(...rows.map((r) => r.code));
      }
      return created;
    },
    setActive: (id: number, active: boolean) => db.update(coupons).set({ active }).where(eq(coupons.id, id)),
    /** `students`: a staff member's classes only. */
    uses: (couponId: number, students?: SQL) =>
      db
        .select({ redemption: couponRedemptions, user: { id: users.id, fullname: users.fullname, email: users.email } })
        .from(couponRedemptions)
        .innerJoin(users, eq(users.id, couponRedemptions.userId))
        .where(and(eq(couponRedemptions.couponId, couponId), students ? sql`${couponRedemptions.userId} in (${students})` : undefined))
        .orderBy(desc(couponRedemptions.createdAt))
        .limit(1000),
  };
}
