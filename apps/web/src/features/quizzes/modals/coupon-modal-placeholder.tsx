import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { useAppDispatch } from '@/lib/hooks';
import { openModal } from '@/lib/modals/modal-slice';
import type { ModalProps } from '@/lib/modals/modal-props';

/** coupon-entry and get-coupon until the coupons issue lands: the final titles and the link between them. */
export default function CouponModalPlaceholder({
  mode,
  data,
  onClose,
}: ModalProps<'coupon-entry' | 'get-coupon'> & { mode: 'enter' | 'get' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const quizId = data?.quizId;
  const switchTo = () =>
    dispatch(
      mode === 'enter' ? openModal('get-coupon', { quizId }) : openModal('coupon-entry', quizId === undefined ? undefined : { quizId }),
    );
  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<Ticket aria-hidden className="size-6" />}
      title={t(mode === 'enter' ? 'modals.couponEntry.title' : 'modals.getCoupon.title')}
      description={t('comingSoon.description')}
      actions={
        <>
          <Button variant="secondary" onClick={switchTo}>
            {t(mode === 'enter' ? 'modals.couponEntry.switch' : 'modals.getCoupon.switch')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </>
      }
    />
  );
}
