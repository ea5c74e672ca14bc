import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import type { ModalProps } from '@/lib/modals/modal-props';
import { allowLeaving } from '../leave-guard';

const isAbsoluteUrl = (target: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(target);

export default function NavigationPreventionModal({ data, onClose }: ModalProps<'navigation-prevention'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const leave = () => {
    const target = data?.target;
    onClose();
    allowLeaving();
    if (target === 'back') navigate(-1);
    else if (target && isAbsoluteUrl(target)) window.location.assign(target);
    else navigate(target || '/');
  };

  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<TriangleAlert aria-hidden className="size-6" />}
      title={t('modals.navigationPrevention.title')}
      description={t('modals.navigationPrevention.description')}
      actions={
        <>
          <Button onClick={onClose}>{t('modals.navigationPrevention.continue')}</Button>
          <Button variant="secondary" onClick={leave}>
            {t('modals.navigationPrevention.leave')}
          </Button>
        </>
      }
    />
  );
}
