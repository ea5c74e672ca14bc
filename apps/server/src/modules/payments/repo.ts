import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { PaymentErrorCode } from '@mizan/contract/payments';
import type { Db } from '../../db/client.js';
import { coupons, payments, type PaymentStatus } from '../../db/schema/payments.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  'gatewayPaymentId' | 'userId' | 'planId' | 'quizId' | 'couponId' | 'amountHalalas'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function paymentRepo(db: Db) {
  return {
    async byGatewayId(gatewayPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.gatewayPaymentId, gatewayPaymentId));
      return row;
    },

    /** By our id or the gateway's: the client knows either. */
    async byAnyId(id: string): Promise<PaymentRow | undefined> {
      const rows = await db
        .select()
        .from(payments)
        .where(UUID.test(id) ? or(eq(payments.id, id), eq(payments.gatewayPaymentId, id)) : eq(payments.gatewayPaymentId, id));
      return rows.find((row) => row.id === id) ?? rows[0];
    },

    /** Null when the gateway id is already recorded (a concurrent save, finalize or webhook won). */
    async insertPending(values: NewPayment): Promise<PaymentRow | null> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing({ target: payments.gatewayPaymentId }).returning();
      return row ?? null;
    },

    /** Moves the payment on only from one of `from`: of concurrent callers exactly one gets the row back. */
    async transition(
      id: string,
      from: PaymentStatus[],
      to: PaymentStatus,
      failureReason: PaymentErrorCode | null = null,
    ): Promise<PaymentRow | undefined> {
      const now = new Date();
      const [row] = await db
        .update(payments)
        .set({ status: to, failureReason, updatedAt: now, lastCheckedAt: now })
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning();
      return row;
    },

    async setEntitlement(id: string, entitlementId: string): Promise<void> {
      await db.update(payments).set({ entitlementId }).where(eq(payments.id, id));
    },

    async touch(id: string): Promise<void> {
      await db.update(payments).set({ lastCheckedAt: new Date() }).where(eq(payments.id, id));
    },

    /** A claim the gateway contradicts (another user's payment) is not ours to keep. */
    async dropPendingClaim(id: string): Promise<void> {
      await db.delete(payments).where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    /** Pending payments not checked for `olderThanMs` (oldest first). */
    async due(olderThanMs: number, limit: number): Promise<PaymentRow[]> {
      const before = new Date(Date.now() - olderThanMs);
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lt(sql`coalesce(${payments.lastCheckedAt}, ${payments.createdAt})`, before)))
        .orderBy(asc(sql`coalesce(${payments.lastCheckedAt}, ${payments.createdAt})`))
        .limit(limit);
    },

    async couponCode(couponId: number | null): Promise<string | null> {
      if (couponId == null) return null;
      const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, couponId));
      return row?.code ?? null;
    },
  };
}
export type PaymentRepo = ReturnType<typeof paymentRepo>;
