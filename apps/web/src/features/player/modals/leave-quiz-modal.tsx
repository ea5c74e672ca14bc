import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import type { ModalProps } from '@/lib/modals/modal-props';
import { useEndTrial } from '../use-end-trial';

export default function LeaveQuizModal({ data, onClose }: ModalProps<'leave-quiz'>) {
  const { t } = useTranslation();
  const { endTrial, ending } = useEndTrial(onClose);
  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<LogOut aria-hidden className="size-6" />}
      title={t('modals.leaveQuiz.title')}
      description={t('modals.leaveQuiz.description')}
      actions={
        <>
          <Button onClick={onClose}>{t('modals.leaveQuiz.continue')}</Button>
          <Button variant="danger" loading={ending} onClick={() => void endTrial(data.quizId, data.trialId)}>
            {t('modals.leaveQuiz.confirm')}
          </Button>
        </>
      }
    />
  );
}
