import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { PaymentResult } from '../components/payment-result';
import { SuccessReceipt } from '../components/success-receipt';

/** A bundle is bought: its quizzes are spent by starting paid quizzes, so the way on is the catalogue. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  return (
    <PaymentResult
      tone="success"
      title={t('success.title')}
      actions={
        <Button asChild>
          <Link to={paths.quizzes}>{t('success.browse')}</Link>
        </Button>
      }
    >
      <p>{t('success.bundleDescription')}</p>
      <SuccessReceipt />
    </PaymentResult>
  );
}
