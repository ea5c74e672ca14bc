import { paths } from '@/lib/paths';

export interface PreQuizPaymentTarget {
  quizId?: string | number;
  planId: number;
  price: string;
  couponCode?: string;
}

/** /pre-quiz-payment?quizId=&planId=&price= (quizId left out when absent, client-spec §4). */
export function preQuizPaymentUrl({ quizId, planId, price, couponCode }: PreQuizPaymentTarget): string {
  const query = new URLSearchParams();
  if (quizId !== undefined) query.set('quizId', String(quizId));
  query.set('planId', String(planId));
  query.set('price', price);
  if (couponCode) query.set('coupon_code', couponCode);
  return `${paths.preQuizPayment}?${query.toString()}`;
}
