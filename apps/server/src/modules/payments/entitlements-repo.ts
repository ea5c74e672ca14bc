import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { entitlements } from '../../db/schema/payments.js';

export type EntitlementRow = typeof entitlements.$inferSelect;

export function entitlementRepo(db: Db) {
  return {
    /**
     * Uses one quiz of an active, unexpired entitlement that covers this quiz (bound ones first). SKIP LOCKED lets
     * concurrent starts take different entitlements instead of queueing on one; never below zero.
     */
    async consume(userId: string, quizId: number): Promise<string | null> {
      const rows = await db.execute<{ id: string }>(sql`
        update entitlements set quizzes_used = quizzes_used + 1
        where quizzes_used < quizzes_total and id = (
          select id from entitlements
          where user_id = ${userId} and status = 'active' and quizzes_used < quizzes_total
            and (quiz_id is null or quiz_id = ${quizId})
            and (quiz_ids is null or ${quizId} = any(quiz_ids))
            and (expires_at is null or expires_at > now())
          order by (quiz_id is null), created_at
          limit 1
          for update skip locked
        )
        returning id`);
      return (rows as unknown as { rows: { id: string }[] }).rows[0]?.id ?? null;
    },

    async find(id: string): Promise<EntitlementRow | undefined> {
      const [row] = await db.select().from(entitlements).where(eq(entitlements.id, id));
      return row;
    },

    async byPayment(paymentId: string): Promise<EntitlementRow | undefined> {
      const [row] = await db.select().from(entitlements).where(eq(entitlements.paymentId, paymentId));
      return row;
    },

    async insert(values: typeof entitlements.$inferInsert): Promise<EntitlementRow> {
      const [row] = await db.insert(entitlements).values(values).returning();
      return row!;
    },

    /** A refund takes back what is unused: revoked when nothing was used, else closed at what was used. */
    async revokeUnused(paymentId: string): Promise<void> {
      await db
        .update(entitlements)
        .set({
          status: sql`case when ${entitlements.quizzesUsed} = 0 then 'revoked' else ${entitlements.status} end`,
          quizzesTotal: sql`${entitlements.quizzesUsed}`,
        })
        .where(and(eq(entitlements.paymentId, paymentId), eq(entitlements.status, 'active')));
    },
  };
}
