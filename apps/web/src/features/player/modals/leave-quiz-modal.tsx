import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '@/lib/modals/modal-props';
import { EndingStatus } from '../components/ending-status';
import { useEndTrial } from '../use-end-trial';
import { QuitPrompt } from './quit-prompt';

export default function LeaveQuizModal({ data, onClose }: ModalProps<'leave-quiz'>) {
  const { t } = useTranslation();
  const { endTrial, ending, phase } = useEndTrial(data, onClose);
  return (
    <QuitPrompt
      onClose={onClose}
      icon={<LogOut aria-hidden className="size-6" />}
      texts="leaveQuiz"
      leaveLabel={t('modals.leaveQuiz.confirm')}
      leaveVariant="danger"
      leaving={ending}
      onLeave={() => void endTrial()}
    >
      <EndingStatus phase={phase} />
    </QuitPrompt>
  );
}
