import type { PaymentQuoteQuery, PaymentQuoteResponse } from '@mizan/contract/payments';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../lib/app-error.js';
import { couponRepo } from '../coupons/repo.js';
import { discounted, usableCoupon } from '../coupons/rules.js';
import { planRepo } from '../plans/repo.js';
import { riyals } from '../plans/view.js';
import { trialRepo } from '../trials/trial-repo.js';

/**
 * GET payments/quote/: the amount the card form asks for, computed exactly as save computes the amount it
 * expects (plan price minus a coupon usable by this user for this purchase), so checkout never trusts a URL.
 */
export async function quotePayment(db: Db, userId: string, query: PaymentQuoteQuery): Promise<PaymentQuoteResponse> {
  const plan = await planRepo(db).find(query.plan);
  if (!plan?.active) throw fieldError('plan', 'payments-errors:field.plan_unknown');
  const quizId = query.quiz ?? null;
  if (quizId != null && !(await trialRepo(db).publishedQuiz(quizId))) throw fieldError('quiz', 'payments-errors:field.quiz_unknown');
  if (plan.numberOfQuizzes === 1 && quizId == null) throw fieldError('quiz', 'payments-errors:field.quiz_required');
  const coupon = query.coupon_code?.trim() ? await usableCoupon(couponRepo(db), query.coupon_code, userId, quizId) : null;
  const amountHalalas = discounted(plan.priceHalalas, coupon?.discountPercent ?? 0);
  return {
    plan: plan.id,
    quiz: quizId,
    price: riyals(plan.priceHalalas),
    amount: riyals(amountHalalas),
    amount_halalas: amountHalalas,
    discount_percent: coupon?.discountPercent ?? 0,
    coupon_code: coupon?.code ?? null,
  };
}
