import { isCouponCode, normaliseCouponCode } from '@mizan/contract/coupons';
import type { Db } from '../../db/client.js';
import { couponRepo } from '../coupons/repo.js';
import { couponError, usableCoupon } from '../coupons/rules.js';
import { grantFreeNow, paymentRequired, type AccessPolicy } from '../trials/access-policy.js';
import { entitlementRepo } from './entitlements-repo.js';

/**
 * Free quizzes start; a 100 % coupon is used up inside the start transaction; otherwise one quiz of an
 * entitlement is consumed. A partial-discount code was spent on the payment, so it leads to the entitlement.
 */
export const paidAccessPolicy: AccessPolicy = {
  grantNow: grantFreeNow,
  async grant({ db, userId, quiz, couponCode, trialId }) {
    if (quiz.access === 'free') return { source: 'free' };
    if (couponCode) {
      const coupons = couponRepo(db);
      const code = normaliseCouponCode(couponCode);
      const known = isCouponCode(code) ? await coupons.byCode(code) : undefined;
      if (!known || known.discountPercent === 100) return redeem(db, couponCode, userId, quiz.id, trialId);
    }
    const entitlementId = await entitlementRepo(db).consume(userId, quiz.id);
    if (entitlementId) return { source: 'entitlement', entitlementId };
    if (quiz.access === 'coupon' && !couponCode) throw couponError('required');
    throw paymentRequired();
  },
};

async function redeem(db: Db, code: string, userId: string, quizId: number, trialId: string | undefined) {
  const coupons = couponRepo(db);
  const coupon = await usableCoupon(coupons, code, userId, quizId);
  // Conditional increment: of N concurrent starts with one use left, exactly one passes.
  if (!(await coupons.consumeUse(coupon.id, quizId))) throw couponError('used_up');
  if (!(await coupons.recordRedemption({ couponId: coupon.id, userId, ...(trialId ? { trialId } : {}) })))
    throw couponError('already_used');
  return { source: 'coupon' as const, couponId: coupon.id };
}
