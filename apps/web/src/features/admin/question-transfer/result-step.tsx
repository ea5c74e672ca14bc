import type { BackgroundImport } from '@mizan/contract/admin/question-transfer';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatNumber } from '@/lib/quiz/format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { questionTransferApi, useCancelQuestionImportMutation, useGetQuestionImportQuery } from './api';
import { failureText } from './failure-text';
import { ImportProgress } from './import-progress';
import { ImportSummary } from './import-summary';
import { ProblemsTable } from './problems-table';
import { Working } from './working';

interface ResultStepProps {
  /** The background import started for the real run, once the upload is in. */
  jobId: string | undefined;
  uploading: boolean;
  failure: unknown;
  /** Target category id, or '' for the top level: the bank opens on it. */
  category: string;
  onBack: () => void;
  onAnother: () => void;
}

const POLL_MS = 1_000;
const finished = (job: BackgroundImport | undefined) => job !== undefined && job.status !== 'queued' && job.status !== 'running';

/**
 * Step 3: the real import, run by the server in the background. While it runs the step polls its progress every
 * second and offers to cancel it (what was stored stays); once it ends it shows the report. A refusal of the
 * upload leaves the check's report one step back, as it was.
 */
export function ResultStep({ jobId, uploading, failure, category, onBack, onAnother }: ResultStepProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(true);
  const { data: job, error: pollFailure } = useGetQuestionImportQuery(jobId ?? '', {
    skip: !jobId,
    pollingInterval: polling ? POLL_MS : 0,
  });
  const [cancel, cancelling] = useCancelQuestionImportMutation();
  const [asking, setAsking] = useState(false);
  const done = finished(job);

  useEffect(() => {
    if (!done) return;
    setPolling(false);
    // The bank, its categories and the audit log changed: their lists are fetched afresh.
    dispatch(questionTransferApi.util.invalidateTags([{ type: 'AdminQuestion', id: 'LIST' }, 'BankCategory', 'Audit']));
  }, [done, dispatch]);

  const bank = category ? `${paths.adminBank}?category=${category}` : paths.adminBank;
  const working = uploading || (jobId !== undefined && !done && pollFailure === undefined);
  const problem = failure ?? pollFailure ?? cancelling.error;
  return (
    <>
      <div role="status" className="flex flex-col gap-4">
        {uploading && <Working label={t('transfer.uploading')} />}
        {!uploading && job && !done && <ImportProgress job={job} />}
        {job && done && (
          <>
            <p className="font-semibold text-fg">
              {job.status === 'cancelled'
                ? t('transfer.cancelledAfter', { count: job.created, n: formatNumber(job.created, lang) })
                : job.status === 'failed'
                  ? t('transfer.failed')
                  : t('transfer.done', { count: job.created, n: formatNumber(job.created, lang) })}
            </p>
            <ImportSummary report={{ dry_run: false, created: job.created, skipped: job.skipped, problems: job.errors_total }} />
          </>
        )}
      </div>
      {job?.failure && <FormAlert message={job.failure} />}
      {problem !== undefined && !working && <FormAlert message={failureText(problem, t)} />}
      {job && job.errors.length > 0 && (
        <>
          {job.errors_total > job.errors.length && (
            <p className="text-sm text-fg-muted">
              {t('transfer.firstProblems', { shown: formatNumber(job.errors.length, lang), total: formatNumber(job.errors_total, lang) })}
            </p>
          )}
          <ProblemsTable problems={job.errors} />
        </>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        {working && job && (
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('transfer.cancelImport')}
          </Button>
        )}
        {!working && (done || problem !== undefined) && job && (
          <>
            <Button variant="secondary" onClick={onAnother}>
              {t('transfer.another')}
            </Button>
            <Button asChild>
              <Link to={bank}>{t('transfer.openBank')}</Link>
            </Button>
          </>
        )}
        {!working && !job && (
          <Button variant="secondary" onClick={onBack}>
            {t('transfer.backToReport')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking && !done}
        title={t('transfer.cancelTitle')}
        description={t('transfer.cancelDescription')}
        confirmLabel={t('transfer.cancelConfirm')}
        danger
        busy={cancelling.isLoading}
        onConfirm={() => {
          if (jobId) void cancel(jobId).finally(() => setAsking(false));
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
