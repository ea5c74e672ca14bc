import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import type { ModalProps } from '@/lib/modals/modal-props';
import { openModal } from '@/lib/modals/modal-slice';
import { paths } from '@/lib/paths';
import { PLANS_PAGE, singleQuizPlan, useGetPlansQuery } from '@/lib/payments/payments-api';
import { preQuizPaymentUrl } from '@/lib/payments/pre-quiz-payment-url';

/** get-coupon: the single-quiz price and a Buy button to /pre-quiz-payment, or a coupon instead. */
export default function GetCouponModal({ data, onClose }: ModalProps<'get-coupon'>) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const quizId = data?.quizId;
  const { data: plans, isLoading, isError, refetch } = useGetPlansQuery(PLANS_PAGE);
  const plan = singleQuizPlan(plans?.results);

  const buy = () => {
    if (!plan) return;
    onClose();
    navigate(preQuizPaymentUrl({ quizId, planId: plan.id, price: plan.price }));
  };

  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<ShoppingCart aria-hidden className="size-6" />}
      title={t('common:modals.getCoupon.title')}
      description={t('getCoupon.description')}
      actions={
        <>
          <Button onClick={buy} disabled={!plan}>
            {t('getCoupon.buy')}
          </Button>
          <Button variant="secondary" onClick={() => dispatch(openModal('coupon-entry', quizId === undefined ? undefined : { quizId }))}>
            {t('common:modals.getCoupon.switch')}
          </Button>
        </>
      }
    >
      <div aria-live="polite" className="flex flex-col items-center gap-2">
        {isLoading && <Skeleton className="h-10 w-32" />}
        {isError && (
          <>
            <FormAlert message={t('plans.loadError')} />
            <Button variant="ghost" size="sm" onClick={() => void refetch()}>
              {t('common:actions.retry')}
            </Button>
          </>
        )}
        {plan && (
          <p className="text-center">
            <span className="block text-sm text-fg-muted">{t('getCoupon.priceLabel')}</span>
            <span className="text-3xl font-bold text-fg">{t('price', { price: plan.price })}</span>
          </p>
        )}
        {!isLoading && !isError && !plan && <p className="text-sm text-fg-muted">{t('plans.empty')}</p>}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onClose();
            navigate(paths.payment);
          }}
        >
          {t('getCoupon.bundles')}
        </Button>
      </div>
    </ModalShell>
  );
}
