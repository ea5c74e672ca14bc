import { and, asc, count, desc, eq, gte, like, lt, or, sql } from 'drizzle-orm';
import { normalizeForSearch } from '@mizan/contract/arabic-search';
import type { AdminPaymentListQuery } from '@mizan/contract/admin/payments';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { coupons, invoices, paymentRefunds, payments, plans } from '../../db/schema/payments.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { containsPattern, folded } from '../../lib/like-pattern.js';
import { nextDay, riyadhDayStart } from '../../lib/saudi-day.js';

const ORDERINGS = { created_at: payments.createdAt, amount: payments.amountHalalas, status: payments.status } as const;

const columns = {
  payment: payments,
  user: { id: users.id, fullname: users.fullname, email: users.email },
  plan: { id: plans.id, nameAr: plans.nameAr, nameEn: plans.nameEn },
  quizTitleAr: quizzes.titleAr,
  quizTitleEn: quizzes.titleEn,
  couponCode: coupons.code,
  invoiceNumber: invoices.number,
  invoiceIssuedAt: invoices.issuedAt,
};

export function paymentAdminRepo(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .innerJoin(plans, eq(plans.id, payments.planId))
      .leftJoin(quizzes, eq(quizzes.id, payments.quizId))
      .leftJoin(coupons, eq(coupons.id, payments.couponId))
      .leftJoin(invoices, eq(invoices.paymentId, payments.id));

  return {
    async page(query: AdminPaymentListQuery, limit: number, offset: number) {
      const needle = query.search ? normalizeForSearch(query.search) : '';
      const pattern = containsPattern(needle);
      const where = and(
        query.status ? eq(payments.status, query.status) : undefined,
        query.plan ? eq(payments.planId, query.plan) : undefined,
        query.quiz ? eq(payments.quizId, query.quiz) : undefined,
        query.date_from ? gte(payments.createdAt, riyadhDayStart(query.date_from)) : undefined,
        query.date_to ? lt(payments.createdAt, nextDay(query.date_to)) : undefined,
        needle
          ? or(
              like(folded(users.fullname), pattern),
              like(sql`lower(${users.email})`, pattern),
              like(sql`lower(${payments.gatewayPaymentId})`, containsPattern(query.search!.trim().toLowerCase())),
            )
          : undefined,
      );
      const key = (query.ordering?.replace(/^-/, '') ?? '') as keyof typeof ORDERINGS;
      const column = ORDERINGS[key] ?? payments.createdAt;
      const direction = query.ordering ? (query.ordering.startsWith('-') ? desc : asc) : desc;
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(direction(column), desc(payments.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    one: async (id: string) => (await base().where(eq(payments.id, id)))[0] ?? null,

    refunds: (paymentId: string) =>
      db
        .select({ refund: paymentRefunds, actor: { id: users.id, fullname: users.fullname } })
        .from(paymentRefunds)
        .leftJoin(users, eq(users.id, paymentRefunds.actorId))
        .where(eq(paymentRefunds.paymentId, paymentId))
        .orderBy(asc(paymentRefunds.createdAt)),

    /** The student's own paid purchases (refunded ones too: their receipts stay valid documents). */
    mine: (userId: string) =>
      base()
        .where(and(eq(payments.userId, userId), or(eq(payments.status, 'paid'), eq(payments.status, 'refunded'))))
        .orderBy(desc(payments.createdAt))
        .limit(200),
  };
}
export type AdminPaymentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof paymentAdminRepo>['one']>>>;
