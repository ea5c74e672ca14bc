import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxPayments } from '../../db/schema/sandbox-gateway.js';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = typeof sandboxPayments.$inferInsert;

export function createSandboxRepo(db: Db) {
  return {
    async insert(payment: NewSandboxPayment): Promise<SandboxPaymentRow> {
      const [row] = await db.insert(sandboxPayments).values(payment).returning();
      return row!;
    },

    async find(id: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row;
    },

    /** Settles an initiated payment; undefined when it was already settled (a double submit changes nothing). */
    async settle(id: string, status: 'paid' | 'failed', message: string): Promise<SandboxPaymentRow | undefined> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ status, message, updatedAt: new Date() })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'initiated')))
        .returning();
      return row;
    },

    /** Refunds `amount` (default: all that is left) in one conditional update, so concurrent refunds never exceed the payment. */
    async refund(id: string, amount: number | undefined): Promise<SandboxPaymentRow | undefined> {
      const refunded = amount === undefined ? sandboxPayments.amount : sql`${sandboxPayments.refunded} + ${amount}`;
      const fits =
        amount === undefined
          ? lt(sandboxPayments.refunded, sandboxPayments.amount)
          : sql`${sandboxPayments.refunded} + ${amount} <= ${sandboxPayments.amount}`;
      const now = new Date();
      // Partly refunded stays paid (with `refunded` and `refunded_at` set); refunded once nothing is left.
      const status = sql<'paid' | 'refunded'>`case when ${refunded} >= ${sandboxPayments.amount} then 'refunded' else 'paid' end`;
      const [row] = await db
        .update(sandboxPayments)
        .set({ status, refunded, refundedAt: now, updatedAt: now })
        .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, ['paid', 'refunded']), fits))
        .returning();
      return row;
    },
  };
}
export type SandboxRepo = ReturnType<typeof createSandboxRepo>;
