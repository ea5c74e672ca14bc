import { eq } from 'drizzle-orm';
import type { InvoicingConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/payments.js';
import { invoiceRepo } from '../receipts/invoices-repo.js';
import { notifyReceipt } from '../notifications/events.js';
import { emitPaymentEvent } from '../webhooks/events.js';
import { couponRepo } from '../coupons/repo.js';
import { planRepo } from '../plans/repo.js';
import { entitlementRepo } from './entitlements-repo.js';
import { paymentRepo, type PaymentRow } from './repo.js';

/** The coupon a payment was discounted by cannot be redeemed (any more): its savepoint rolls back. */
class CouponRefused extends Error {}

/**
 * Pending → paid, the entitlement and the coupon use in one transaction. The conditional transition lets exactly
 * one of any number of concurrent saves, finalizes and webhooks act. A coupon is redeemed under the same rules as
 * at start (per-user single use, max uses, expiry, scope), whichever path got here: if it cannot be, nothing is
 * granted and the payment fails as `coupon_not_applicable` in the same transaction (the amount paid was only
 * right with the discount); that row is answered so its caller alone refunds it. A failed row is not granted
 * again unless the gateway had not taken the money when it failed. The receipt's invoice number is allocated in
 * the same transaction, so a paid payment always has one.
 */
export async function grantPaid(db: Db, payment: PaymentRow, invoicing: InvoicingConfig): Promise<PaymentRow | undefined> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const paid = await paymentRepo(tx).transitionToPaid(payment.id);
    if (!paid) return undefined;
    const plan = await planRepo(tx).find(paid.planId);
    if (!plan) throw new Error(`plan ${paid.planId} of payment ${paid.id} is missing`);
    const quizId = plan.numberOfQuizzes === 1 ? paid.quizId : null;
    const couponId = paid.couponId;
    if (couponId != null) {
      const redeemed = await tx
        .transaction(async (sp) => {
          const coupons = couponRepo(sp as unknown as Db);
          const ok =
            (await coupons.consumeUse(couponId, quizId)) &&
            (await coupons.recordRedemption({ couponId, userId: paid.userId, paymentId: paid.id }));
          if (!ok) throw new CouponRefused();
        })
        .then(
          () => true,
          (err: unknown) => {
            if (err instanceof CouponRefused) return false;
            throw err;
          },
        );
      if (!redeemed) return paymentRepo(tx).transition(paid.id, ['paid'], 'failed', 'coupon_not_applicable');
    }
    const entitlement = await entitlementRepo(tx).insert({
      userId: paid.userId,
      planId: plan.id,
      paymentId: paid.id,
      quizId,
      quizIds: plan.quizIds,
      expiresAt: plan.validDays == null ? null : new Date(paid.updatedAt.getTime() + plan.validDays * 86_400_000),
      quizzesTotal: plan.numberOfQuizzes,
    });
    await paymentRepo(tx).setEntitlement(paid.id, entitlement.id);
    await invoiceRepo(tx).issue(paid.id, paid.amountHalalas, paid.updatedAt, invoicing);
    await notifyReceipt(tx, paid, plan);
    await emitPaymentEvent(tx, 'payment.paid', paid);
    return undefined;
  });
}

/** Paid → refunded in full (the gateway says so); what was not used of the entitlement is taken back. */
export async function refundPaid(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const refunded = await paymentRepo(tx).transition(payment.id, ['paid', 'pending', 'failed'], 'refunded');
    if (!refunded) return;
    await tx.update(payments).set({ refundedHalalas: refunded.amountHalalas }).where(eq(payments.id, refunded.id));
    await entitlementRepo(tx).revokeUnused(refunded.id);
    await emitPaymentEvent(tx, 'payment.refunded', refunded);
  });
}
