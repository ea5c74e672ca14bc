import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { gatewayReasonKey } from '../gateway-reason';
import type { PaymentError } from '../payment-errors';
import { PaymentResult } from './payment-result';

/** The gateway's own word for a card that went through ("APPROVED") is not worth repeating on a failure. */
const APPROVED = 'APPROVED';

/** Failed page of either purchase: the catalogue message (from the verify page), the gateway's answer and a retry. */
export function PaymentFailedView({ retryTo }: { retryTo: string }) {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const error = (useLocation().state as { error?: PaymentError } | null)?.error;
  const gatewayMessage = params.get('message');
  const reasonKey = gatewayMessage ? gatewayReasonKey(gatewayMessage) : undefined;
  const message = error?.message ?? t(error?.messageKey ?? 'errors.save.failed', error?.values);
  return (
    <PaymentResult
      tone="error"
      title={t('failed.title')}
      actions={
        <>
          <Button asChild>
            <Link to={retryTo}>{t('failed.retry')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.home}>{t('failed.home')}</Link>
          </Button>
        </>
      }
    >
      <p className="text-fg">{message}</p>
      {gatewayMessage && gatewayMessage !== APPROVED && (
        <p className="text-sm">
          {t('failed.gatewayMessage')} {reasonKey ? t(reasonKey) : <bdi>{gatewayMessage}</bdi>}
        </p>
      )}
    </PaymentResult>
  );
}
