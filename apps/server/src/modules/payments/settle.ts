import type { Db } from '../../db/client.js';
import { couponRepo } from '../coupons/repo.js';
import { planRepo } from '../plans/repo.js';
import { entitlementRepo } from './entitlements-repo.js';
import { paymentRepo, type PaymentRow } from './repo.js';

/**
 * Pending (or failed) → paid, the entitlement and the coupon use in one transaction. The conditional
 * transition lets exactly one of any number of concurrent saves, finalizes and webhooks grant.
 */
export async function grantPaid(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const paid = await paymentRepo(tx).transition(payment.id, ['pending', 'failed'], 'paid');
    if (!paid) return;
    const plan = await planRepo(tx).find(paid.planId);
    if (!plan) throw new Error(`plan ${paid.planId} of payment ${paid.id} is missing`);
    const entitlement = await entitlementRepo(tx).insert({
      userId: paid.userId,
      planId: plan.id,
      paymentId: paid.id,
      quizId: plan.numberOfQuizzes === 1 ? paid.quizId : null,
      quizzesTotal: plan.numberOfQuizzes,
    });
    await paymentRepo(tx).setEntitlement(paid.id, entitlement.id);
    if (paid.couponId != null) {
      // The customer paid the discounted price the code promised: the use is counted even if the code
      // ran out meanwhile (the save checked it just before the payment was verified).
      const coupons = couponRepo(tx);
      if (await coupons.recordRedemption({ couponId: paid.couponId, userId: paid.userId, paymentId: paid.id })) {
        await coupons.countUse(paid.couponId);
      }
    }
  });
}

/** Paid → refunded; what was not used of the entitlement is taken back. */
export async function refundPaid(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const refunded = await paymentRepo(tx).transition(payment.id, ['paid', 'pending', 'failed'], 'refunded');
    if (refunded) await entitlementRepo(tx).revokeUnused(refunded.id);
  });
}
