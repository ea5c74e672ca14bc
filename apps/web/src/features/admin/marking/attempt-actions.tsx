import type { AdminTrialDetail } from '@mizan/contract/admin/marking';
import { CalendarClock, MonitorSmartphone, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { apiErrorText } from '@/lib/quiz/api-error';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { useReleaseDeviceMutation } from '../exam-access/api';
import { useDeletePreviewTrialMutation, useGrantExtraAttemptMutation, useReopenTrialMutation } from './api';
import { AttemptActionDialog } from './attempt-action-dialog';

type Open = 'reopen' | 'grant' | 'delete' | null;

/**
 * What an operator may do to this attempt: reopen it with extra time (once it has ended, unmarked), grant its
 * student another attempt, or delete it when it is the operator's own preview. Each asks for confirmation; the
 * outcome is announced.
 */
export function AttemptActions({ trial }: { trial: AdminTrialDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState('');
  const [reopen, reopening] = useReopenTrialMutation();
  const [grant, granting] = useGrantExtraAttemptMutation();
  const [remove, removing] = useDeletePreviewTrialMutation();
  const [release, releasing] = useReleaseDeviceMutation();
  const [failed, setFailed] = useState('');
  // A person's marks would not follow a new completion: the server refuses, so the page does not offer it.
  const reopenable = !trial.preview && trial.status === 'completed' && !trial.questions.some((q) => q.mark);
  const show = (next: Open) => {
    setDone('');
    setFailed('');
    setOpen(next);
  };

  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-lg font-bold text-fg">{t('marking.actions.title')}</h2>
      <FormAlert tone="success" message={done} />
      <FormAlert message={failed} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {reopenable && (
          <Button variant="secondary" onClick={() => show('reopen')}>
            <CalendarClock aria-hidden className="size-4" />
            {t('marking.actions.reopen')}
          </Button>
        )}
        {!trial.preview && (
          <Button variant="secondary" onClick={() => show('grant')}>
            <Repeat aria-hidden className="size-4" />
            {t('marking.actions.grant')}
          </Button>
        )}
        {/* A one-device exam (#32): the attempt may continue on the device the student starts from next. */}
        {!trial.preview && trial.status === 'in_progress' && (
          <Button
            variant="secondary"
            loading={releasing.isLoading}
            onClick={async () => {
              show(null);
              try {
                await release(trial.id).unwrap();
                setDone(t('marking.actions.released'));
              } catch (failure) {
                setFailed(apiErrorText(failure) ?? t('marking.actions.releaseFailed'));
              }
            }}
          >
            <MonitorSmartphone aria-hidden className="size-4" />
            {t('marking.actions.release')}
          </Button>
        )}
        {trial.preview && (
          <Button variant="danger" onClick={() => show('delete')}>
            <Trash2 aria-hidden className="size-4" />
            {t('marking.actions.delete')}
          </Button>
        )}
      </div>
      {open === 'reopen' && (
        <AttemptActionDialog
          title={t('marking.actions.reopenTitle')}
          description={t('marking.actions.reopenDescription')}
          confirmLabel={t('marking.actions.reopenConfirm')}
          minutes
          reason
          busy={reopening.isLoading}
          onClose={() => setOpen(null)}
          onConfirm={async (values) => {
            const detail = await reopen({ trialId: trial.id, body: values }).unwrap();
            setOpen(null);
            setDone(t('marking.actions.reopened', { deadline: detail.deadline ? formatDate(detail.deadline, lang) : '' }));
          }}
        />
      )}
      {open === 'grant' && (
        <AttemptActionDialog
          title={t('marking.actions.grantTitle')}
          description={t('marking.actions.grantDescription', { student: trial.student.name || trial.student.email })}
          confirmLabel={t('marking.actions.grantConfirm')}
          reason
          busy={granting.isLoading}
          onClose={() => setOpen(null)}
          onConfirm={async ({ reason }) => {
            const result = await grant({ trialId: trial.id, body: { reason } }).unwrap();
            setOpen(null);
            setDone(t('marking.actions.granted', { count: result.extra_attempts, n: formatNumber(result.extra_attempts, lang) }));
          }}
        />
      )}
      {open === 'delete' && (
        <AttemptActionDialog
          title={t('marking.actions.deleteTitle')}
          description={t('marking.actions.deleteDescription')}
          confirmLabel={t('marking.actions.deleteConfirm')}
          danger
          busy={removing.isLoading}
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await remove(trial.id).unwrap();
            setOpen(null);
            void navigate(paths.adminQuizTrials(trial.quiz.id), { replace: true });
          }}
        />
      )}
    </Card>
  );
}
