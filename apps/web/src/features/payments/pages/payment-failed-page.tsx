import { paths } from '@/lib/paths';
import { PaymentFailedView } from '../components/payment-failed-view';

/** A failed bundle purchase: retry goes back to the plans. */
export default function PaymentFailedPage() {
  return <PaymentFailedView retryTo={paths.payment} />;
}
