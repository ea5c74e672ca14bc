import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { PaymentErrorCode } from '@mizan/contract/payments';
import type { Db } from '../../db/client.js';
import { coupons, payments, type PaymentStatus } from '../../db/schema/payments.js';
import { databaseAgo } from '../../lib/periodic.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  'gatewayPaymentId' | 'userId' | 'planId' | 'quizId' | 'couponId' | 'amountHalalas'
>;

/** Failures recorded while the gateway had not taken the money: a capture it reports later is still granted. */
export const NOT_TAKEN_REASONS: PaymentErrorCode[] = ['payment_not_paid', 'payment_not_found'];

/** Refunded automatically before the amounts charged and refunded were recorded from the gateway. */
const needsChargedAmounts = and(eq(payments.failureReason, 'payment_auto_refunded'), isNull(payments.chargedHalalas));

/** A payment we refused after the gateway took the money, or one whose automatic refund lacks its amounts. */
export const isRefusedCapture = (row: PaymentRow) =>
  (row.status === 'failed' && !NOT_TAKEN_REASONS.includes(row.failureReason!)) ||
  (row.failureReason === 'payment_auto_refunded' && row.chargedHalalas == null);

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

    /**
     * Pending → paid; also a failed payment whose failure said the gateway had not taken the money (a card form
     * finished after we gave up on it). One we refused after the money was taken is never granted later.
     */
    async transitionToPaid(id: string): Promise<PaymentRow | undefined> {
      const now = new Date();
      const [row] = await db
        .update(payments)
        .set({ status: 'paid', failureReason: null, updatedAt: now, lastCheckedAt: now })
        .where(
          and(
            eq(payments.id, id),
            or(eq(payments.status, 'pending'), and(eq(payments.status, 'failed'), inArray(payments.failureReason, NOT_TAKEN_REASONS))),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Reserves the automatic refund of a failed payment the gateway captured: records what it charged as charged
     * and refunded, only while nothing is refunded yet, so of concurrent callers exactly one asks the gateway.
     */
    async reserveAutoRefund(id: string, chargedHalalas: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ chargedHalalas, refundedHalalas: chargedHalalas, lastCheckedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, 'failed'), eq(payments.refundedHalalas, 0)))
        .returning();
      return row;
    },

    /** The gateway refused or did not answer: the payment is owed a refund again (reconciliation retries it). */
    async releaseAutoRefund(id: string): Promise<void> {
      await db
        .update(payments)
        .set({ refundedHalalas: 0 })
        .where(and(eq(payments.id, id), eq(payments.status, 'failed')));
    },

    /**
     * The gateway refunded a payment we refused: refunded automatically, at what it charged and refunded. Also
     * fills in those amounts on one refunded automatically before they were recorded.
     */
    async markAutoRefunded(id: string, chargedHalalas: number, refundedHalalas: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ status: 'refunded', failureReason: 'payment_auto_refunded', chargedHalalas, refundedHalalas, updatedAt: new Date() })
        .where(and(eq(payments.id, id), or(eq(payments.status, 'failed'), needsChargedAmounts)))
        .returning();
      return row;
    },

    async setEntitlement(id: string, entitlementId: string): Promise<void> {
      await db.update(payments).set({ entitlementId }).where(eq(payments.id, id));
    },

    async touch(id: string): Promise<void> {
      await db
        .update(payments)
        .set({ lastCheckedAt: sql`now()` })
        .where(eq(payments.id, id));
    },

    /** A claim the gateway contradicts (another user's payment) is not ours to keep. */
    async dropPendingClaim(id: string): Promise<void> {
      await db.delete(payments).where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    /** Pending payments not checked for `olderThanMs` (oldest first). */
    async due(olderThanMs: number, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            lt(sql`coalesce(${payments.lastCheckedAt}, ${payments.createdAt})`, databaseAgo(olderThanMs)),
          ),
        )
        .orderBy(asc(sql`coalesce(${payments.lastCheckedAt}, ${payments.createdAt})`))
        .limit(limit);
    },

    /** Failed payments refused after capture and not refunded, not checked for `olderThanMs` (oldest first). */
    async owedRefunds(olderThanMs: number, limit: number): Promise<PaymentRow[]> {
      const checked = sql`coalesce(${payments.lastCheckedAt}, ${payments.createdAt})`;
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'failed'),
            eq(payments.refundedHalalas, 0),
            notInArray(payments.failureReason, NOT_TAKEN_REASONS),
            lt(checked, databaseAgo(olderThanMs)),
          ),
        )
        .orderBy(asc(checked))
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
