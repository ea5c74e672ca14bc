import type { AdminCoupon } from '@mizan/contract/admin/coupons';
import { useTranslation } from 'react-i18next';
import { ModalShell } from '@/components/ui/modal-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { formatDate } from '@/lib/quiz/format';
import { useGetCouponUsesQuery } from './api';

/** Who used a code, and when (newest first). */
export function CouponUsesDialog({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { data: uses } = useGetCouponUsesQuery(coupon.id);
  return (
    <ModalShell open onClose={onClose} title={t('coupons.whoUsed', { code: coupon.code })}>
      {uses ? (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border text-sm">
          {uses.map((use) => (
            <li key={`${use.user.id}-${use.used_at}`} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span>
                <span className="block font-medium">{use.user.fullname}</span>
                <bdi dir="ltr" className="text-xs text-fg-muted">
                  {use.user.email}
                </bdi>
              </span>
              <span className="text-fg-muted">{formatDate(use.used_at, currentLanguage())}</span>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton className="h-24" />
      )}
    </ModalShell>
  );
}
