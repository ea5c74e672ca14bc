import { useSearchParams } from 'react-router';
import { preQuizPaymentUrl } from '@/lib/payments/pre-quiz-payment-url';
import { paths } from '@/lib/paths';
import { PaymentFailedView } from '../components/payment-failed-view';

/** A failed single-quiz purchase: retry goes back to the same order summary. */
export default function PreQuizPaymentFailedPage() {
  const [params] = useSearchParams();
  const planId = Number(params.get('planId'));
  const price = params.get('price');
  const retryTo =
    planId && price
      ? preQuizPaymentUrl({ quizId: params.get('quizId') ?? undefined, planId, price, couponCode: params.get('coupon_code') ?? undefined })
      : paths.quizzes;
  return <PaymentFailedView retryTo={retryTo} />;
}
