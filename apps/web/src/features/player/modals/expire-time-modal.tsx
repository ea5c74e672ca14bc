import { TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import type { ModalProps } from '@/lib/modals/modal-props';
import { EndingStatus } from '../components/ending-status';
import { useEndTrial } from '../use-end-trial';

/** Time is up: the only way on is to the results, so the modal cannot be dismissed. */
export default function ExpireTimeModal({ data, onClose }: ModalProps<'expire-time-modal'>) {
  const { t } = useTranslation();
  const { endTrial, ending, phase } = useEndTrial(data, onClose);
  return (
    <ModalShell
      open
      onClose={onClose}
      dismissible={false}
      icon={<TimerOff aria-hidden className="size-6" />}
      title={t('modals.expireTime.title')}
      description={
        <>
          <p>{t('modals.expireTime.line1')}</p>
          <p>{t('modals.expireTime.line2')}</p>
          <p>{t('modals.expireTime.line3')}</p>
        </>
      }
      actions={
        <Button loading={ending} onClick={() => void endTrial()}>
          {t('modals.expireTime.showResults')}
        </Button>
      }
    >
      <EndingStatus phase={phase} />
    </ModalShell>
  );
}
