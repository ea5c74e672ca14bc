import { eq } from 'drizzle-orm';
import type { InvoicingConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/payments.js';
import { invoiceRepo } from '../receipts/invoices-repo.js';
import { couponRepo } from '../coupons/repo.js';
import { planRepo } from '../plans/repo.js';
import { entitlementRepo } from './entitlements-repo.js';
import { paymentRepo, type PaymentRow } from './repo.js';

/** The coupon a payment was discounted by cannot be redeemed (any more): the transaction rolls back. */
class CouponRefused extends Error {}

/**
 * Pending (or failed) → paid, the entitlement and the coupon use in one transaction. The conditional
 * transition lets exactly one of any number of concurrent saves, finalizes and webhooks grant. A coupon is
 * redeemed under the same rules as at start (per-user single use, max uses, expiry, scope), whichever path
 * (save, finalize from metadata, webhook, reconciliation) got here: if it cannot be, nothing is granted and
 * the payment fails as `coupon_not_applicable` (the amount paid was only right with the discount). The
 * receipt's invoice number is allocated in the same transaction, so a paid payment always has one.
 */
export async function grantPaid(db: Db, payment: PaymentRow, invoicing: InvoicingConfig): Promise<void> {
  try {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const paid = await paymentRepo(tx).transition(payment.id, ['pending', 'failed'], 'paid');
      if (!paid) return;
      const plan = await planRepo(tx).find(paid.planId);
      if (!plan) throw new Error(`plan ${paid.planId} of payment ${paid.id} is missing`);
      const quizId = plan.numberOfQuizzes === 1 ? paid.quizId : null;
      if (paid.couponId != null) {
        const coupons = couponRepo(tx);
        const redeemed =
          (await coupons.consumeUse(paid.couponId, quizId)) &&
          (await coupons.recordRedemption({ couponId: paid.couponId, userId: paid.userId, paymentId: paid.id }));
        if (!redeemed) throw new CouponRefused();
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
    });
  } catch (err) {
    if (!(err instanceof CouponRefused)) throw err;
    await paymentRepo(db).transition(payment.id, ['pending', 'failed'], 'failed', 'coupon_not_applicable');
  }
}

/** Paid → refunded in full (the gateway says so); what was not used of the entitlement is taken back. */
export async function refundPaid(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const refunded = await paymentRepo(tx).transition(payment.id, ['paid', 'pending', 'failed'], 'refunded');
    if (!refunded) return;
    await tx.update(payments).set({ refundedHalalas: refunded.amountHalalas }).where(eq(payments.id, refunded.id));
    await entitlementRepo(tx).revokeUnused(refunded.id);
  });
}
