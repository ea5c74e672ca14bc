import type { ValidateCouponResponse } from '@mizan/contract/coupons';
import type { Plan } from '@mizan/contract/payments';
import { paths } from '@/lib/paths';
import { preQuizPaymentUrl } from '@/lib/payments/pre-quiz-payment-url';

/**
 * Where a valid code leads: a code that grants access (or no single-quiz plan to buy) goes to the
 * instructions with the code, which the start sends; a partial discount goes to the discounted purchase.
 */
export function couponTarget(
  quizId: string | number,
  code: string,
  result: Pick<ValidateCouponResponse, 'grants_access' | 'price'>,
  plan: Pick<Plan, 'id'> | undefined,
  showInstructions?: boolean,
): string {
  if (result.grants_access || !plan) {
    const query = new URLSearchParams({ step: '0', show_instructions: String(showInstructions ?? true), coupon_code: code });
    return `${paths.instructions(quizId)}?${query.toString()}`;
  }
  return preQuizPaymentUrl({ quizId, planId: plan.id, price: result.price, couponCode: code });
}
