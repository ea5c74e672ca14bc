import type { AdminPaymentStatus } from '@mizan/contract/admin/payments';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<AdminPaymentStatus, string> = {
  pending: 'bg-surface-muted text-fg-muted',
  paid: 'bg-primary-soft text-primary-soft-fg',
  failed: 'bg-danger-soft text-danger',
  refunded: 'border border-border text-fg',
};

export function PaymentStatusBadge({ status, partlyRefunded = false }: { status: AdminPaymentStatus; partlyRefunded?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status])}>
      {partlyRefunded && status === 'paid' ? t('payments.partlyRefunded') : t(`payments.status.${status}`)}
    </span>
  );
}
