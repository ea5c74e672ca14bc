import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import type { ModalProps } from '@/lib/modals/modal-props';
import { paths } from '@/lib/paths';

export default function StartAfterPaymentModal({ data, onClose }: ModalProps<'start-quiz-confirmation-after-payment'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<BadgeCheck aria-hidden className="size-6" />}
      title={t('modals.startAfterPayment.title')}
      description={t('modals.startAfterPayment.description')}
      actions={
        <>
          <Button onClick={() => go(`${paths.instructions(data.quizId)}?step=0`)}>{t('modals.startAfterPayment.start')}</Button>
          <Button variant="secondary" onClick={() => go(paths.home)}>
            {t('modals.startAfterPayment.later')}
          </Button>
        </>
      }
    />
  );
}
