import { Rocket } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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
  const passwordForm = useId();
  const [startTrial, { isLoading }] = useStartTrialMutation();
  // A sitting password (#32) is asked for here only once the server says the quiz has one.
  const [password, setPassword] = useState<{ value: string; error: string } | null>(null);

  const start = async () => {
    try {
      // The coupon carried by the instructions URL, never a placeholder (DESIGN.md).
      const accessPassword = password?.value.trim() || undefined;
      const trial = await startTrial({ quizId: data.quizId, couponCode: data.couponCode, accessPassword }).unwrap();
      onClose();
      enterTrial(trial, data.quizId);
    } catch (failure) {
      // No access yet: a paid quiz (402) offers the purchase, a coupon quiz (a coupon_code error) the code entry;
      // the modal that opens says what is needed, so only other failures get a notice.
      const { body } = apiError(failure);
      const passwordProblem = body.error_code === 'access_password_required' || body.error_code === 'access_password_wrong';
      if (passwordProblem) setPassword({ value: password?.value ?? '', error: password ? (apiErrorText(failure) ?? '') : '' });
      else if (body.error_code === 'payment_required') dispatch(openModal('get-coupon', { quizId: data.quizId }));
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
          <Button
            loading={isLoading}
            onClick={() => void start()}
            form={password ? passwordForm : undefined}
            type={password ? 'submit' : 'button'}
          >
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
    >
      {password && (
        <form
          id={passwordForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <Input
            label={t('modals.startQuiz.password')}
            hint={t('modals.startQuiz.passwordHint')}
            autoFocus
            autoComplete="off"
            value={password.value}
            error={password.error || undefined}
            onChange={(e) => setPassword({ value: e.target.value, error: '' })}
          />
        </form>
      )}
    </ModalShell>
  );
}
