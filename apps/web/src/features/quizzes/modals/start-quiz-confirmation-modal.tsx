import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { useAppDispatch } from '@/lib/hooks';
import type { ModalProps } from '@/lib/modals/modal-props';
import { noticeShown } from '@/lib/notices/notice-slice';
import { openModal } from '@/lib/modals/modal-slice';
import { paths } from '@/lib/paths';
import { apiError, apiErrorText } from '@/lib/quiz/api-error';
import { useEnterTrial } from '@/lib/quiz/enter-trial';
import { useStartTrialMutation } from '../api';

export default function StartQuizConfirmationModal({ data, onClose }: ModalProps<'start-quiz-confirmation'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const enterTrial = useEnterTrial();
  const [startTrial, { isLoading }] = useStartTrialMutation();

  const start = async () => {
    try {
      // The coupon carried by the instructions URL, never a placeholder (DESIGN.md).
      const trial = await startTrial({ quizId: data.quizId, couponCode: data.couponCode }).unwrap();
      onClose();
      enterTrial(trial, data.quizId);
    } catch (failure) {
      // No access yet: a paid quiz (402) offers the purchase, a coupon quiz (a coupon_code error) the code entry;
      // the modal that opens says what is needed, so only other failures get a notice.
      const { body } = apiError(failure);
      if (body.error_code === 'payment_required') dispatch(openModal('get-coupon', { quizId: data.quizId }));
      else if (body.coupon_code && !data.couponCode) dispatch(openModal('coupon-entry', { quizId: data.quizId }));
      else dispatch(noticeShown({ tone: 'error', text: apiErrorText(failure), messageKey: 'status.genericError' }));
    }
  };

  return (
    <ModalShell
      open
      onClose={onClose}
      icon={<Rocket aria-hidden className="size-6" />}
      title={t('modals.startQuiz.title')}
      description={t(data.timed ? 'modals.startQuiz.description' : 'modals.startQuiz.descriptionUntimed')}
      actions={
        <>
          <Button loading={isLoading} onClick={() => void start()}>
            {t('modals.startQuiz.start')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              navigate(paths.home);
            }}
          >
            {t('modals.startQuiz.leave')}
          </Button>
        </>
      }
    />
  );
}
