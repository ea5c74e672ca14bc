import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plans } from '../../db/schema/payments.js';

export type PlanRow = typeof plans.$inferSelect;

export function planRepo(db: Db) {
  return {
    async list(limit: number, offset: number): Promise<{ rows: PlanRow[]; count: number }> {
      const [rows, [total]] = await Promise.all([
        db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.position), asc(plans.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(plans).where(eq(plans.active, true)),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** Inactive plans too: a payment started before a plan was withdrawn is still honoured. */
    async find(id: number): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },

    /** The plan the get-coupon modal offers: the first active single-quiz plan. */
    async singleQuiz(): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.active, true), eq(plans.numberOfQuizzes, 1)))
        .orderBy(asc(plans.position), asc(plans.id))
        .limit(1);
      return row;
    },
  };
}
export type PlanRepo = ReturnType<typeof planRepo>;
