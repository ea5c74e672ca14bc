import { normaliseCouponCode, type ValidateCouponResponse } from '@mizan/contract/coupons';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { planRepo } from '../plans/repo.js';
import { riyals } from '../plans/view.js';
import { trialRepo } from '../trials/trial-repo.js';
import { couponRepo } from './repo.js';
import { discounted, usableCoupon } from './rules.js';

export function couponService(db: Db) {
  const coupons = couponRepo(db);
  const plans = planRepo(db);
  const quizzes = trialRepo(db);

  return {
    /** What a code gives this user on this quiz; the single-quiz plan sets the price a partial discount applies to. */
    async validate(quizId: number, rawCode: string, userId: string): Promise<ValidateCouponResponse> {
      const quiz = await quizzes.publishedQuiz(quizId);
      if (!quiz) throw notFound();
      const coupon = await usableCoupon(coupons, rawCode, userId, quiz.id);
      const original = (await plans.singleQuiz())?.priceHalalas ?? quiz.priceHalalas;
      return {
        coupon_code: normaliseCouponCode(rawCode),
        discount_percent: coupon.discountPercent,
        grants_access: coupon.discountPercent === 100,
        price: riyals(discounted(original, coupon.discountPercent)),
        original_price: riyals(original),
        quiz: quiz.id,
      };
    },
  };
}
