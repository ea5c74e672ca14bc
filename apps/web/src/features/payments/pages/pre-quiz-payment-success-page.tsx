import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/hooks';
import { openModal } from '@/lib/modals/modal-slice';
import { paths } from '@/lib/paths';
import { PaymentResult } from '../components/payment-result';
import { SuccessReceipt } from '../components/success-receipt';

/** The quiz is bought: the start-after-payment modal offers to start now; the page keeps the same choice. */
export default function PreQuizPaymentSuccessPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const quizId = params.get('quizId');
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (quizId) dispatch(openModal('start-quiz-confirmation-after-payment', { quizId }));
  }, [quizId, dispatch]);

  return (
    <PaymentResult
      tone="success"
      title={t('success.title')}
      actions={
        quizId ? (
          <Button asChild>
            <Link to={`${paths.instructions(quizId)}?step=0`}>{t('success.start')}</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={paths.quizzes}>{t('success.browse')}</Link>
          </Button>
        )
      }
    >
      <p>{t('success.quizDescription')}</p>
      <SuccessReceipt />
    </PaymentResult>
  );
}
