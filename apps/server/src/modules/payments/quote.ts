import type { PaymentQuoteQuery, PaymentQuoteResponse } from '@mizan/contract/payments';
import type { Db } from '../../db/client.js';
import { couponRepo } from '../coupons/repo.js';
import { discounted, usableCoupon } from '../coupons/rules.js';
import { riyals } from '../plans/view.js';
import { purchasablePlan } from './purchase-rules.js';

/**
 * GET payments/quote/: the amount the card form asks for, computed exactly as save computes the amount it
 * expects (plan price minus a coupon usable by this user for this purchase), so checkout never trusts a URL.
 */
export async function quotePayment(db: Db, userId: string, query: PaymentQuoteQuery): Promise<PaymentQuoteResponse> {
  const quizId = query.quiz ?? null;
  const plan = await purchasablePlan(db, userId, query.plan, quizId);
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
