import type { BackgroundImport } from '@mizan/contract/admin/question-transfer';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

/**
 * A background import's progress: rows read, questions created, problems so far. The file is read as a stream,
 * so its number of rows isn't known until the end: the bar is busy (no share) and its text says what was read;
 * the live region beside it is what a screen reader announces as the counts change.
 */
export function ImportProgress({ job }: { job: BackgroundImport }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const n = (value: number) => formatNumber(value, lang);
  const text = t('transfer.progress.text', {
    read: n(job.rows_read),
    created: n(job.created),
    problems: n(job.errors_total),
  });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-fg">
        {t(job.status === 'queued' ? 'transfer.progress.queued' : 'transfer.progress.running')}
      </p>
      <div
        role="progressbar"
        aria-label={t('transfer.progress.label')}
        aria-busy="true"
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full w-full animate-pulse rounded-full bg-primary" />
      </div>
      <p className="text-sm break-words text-fg-muted" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
