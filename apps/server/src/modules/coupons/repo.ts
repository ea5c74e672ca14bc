import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponRedemptions, coupons } from '../../db/schema/payments.js';

export type CouponRow = typeof coupons.$inferSelect;

export function couponRepo(db: Db) {
  return {
    async byCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      return row;
    },

    async redeemedBy(couponId: number, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: couponRedemptions.id })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
      return Boolean(row);
    },

    /**
     * One use, only while the coupon is active, unexpired, not used up and valid for this quiz (null: a bundle,
     * which only an unscoped coupon discounts): concurrent uses never exceed max_uses.
     */
    async consumeUse(couponId: number, quizId: number | null): Promise<boolean> {
      const rows = await db
        .update(coupons)
        .set({ usesCount: sql`${coupons.usesCount} + 1` })
        .where(
          and(
            eq(coupons.id, couponId),
            eq(coupons.active, true),
            sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > now())`,
            sql`(${coupons.maxUses} is null or ${coupons.usesCount} < ${coupons.maxUses})`,
            quizId == null ? isNull(coupons.quizId) : sql`(${coupons.quizId} is null or ${coupons.quizId} = ${quizId})`,
          ),
        )
        .returning({ id: coupons.id });
      return rows.length > 0;
    },
    /** False when this user has already used the coupon (one use per user). */
    async recordRedemption(values: { couponId: number; userId: string; trialId?: string; paymentId?: string }): Promise<boolean> {
      const rows = await db.insert(couponRedemptions).values(values).onConflictDoNothing().returning({ id: couponRedemptions.id });
      return rows.length > 0;
    },
  };
}
export type CouponRepo = ReturnType<typeof couponRepo>;
