import type { ModalProps } from '@/lib/modals/modal-props';
import { EndingStatus } from '../components/ending-status';
import { useEndTrial } from '../use-end-trial';
import { QuitPrompt } from './quit-prompt';

export default function LeaveQuizModal({ data, onClose }: ModalProps<'leave-quiz'>) {
  const { endTrial, ending, phase } = useEndTrial(data, onClose);
  return (
    <QuitPrompt kind="leaveQuiz" onClose={onClose} leaving={ending} onLeave={() => void endTrial()}>
      <EndingStatus phase={phase} />
    </QuitPrompt>
  );
}
