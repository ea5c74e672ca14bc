import { paymentPaths } from '@mizan/contract/payments';
import { useSearchParams } from 'react-router';
import { ReceiptButtons } from '@/components/payments/receipt-buttons';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The receipt of the payment just confirmed (`?payment=` carries our id); nothing when the page was reached without one. */
export function SuccessReceipt() {
  const [params] = useSearchParams();
  const id = params.get('payment') ?? '';
  if (!UUID.test(id)) return null;
  return (
    <div className="flex justify-center pt-2">
      <ReceiptButtons url={paymentPaths.receipt.replace(':paymentId', id)} invoice={null} />
    </div>
  );
}
