import type { QuizStatus } from '@mizan/contract/admin/quizzes';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<QuizStatus, string> = {
  draft: 'bg-surface-muted text-fg-muted',
  published: 'bg-primary-soft text-primary-soft-fg',
  archived: 'bg-danger-soft text-danger',
};

export function StatusBadge({ status, pending }: { status: QuizStatus; pending?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap items-center gap-1 whitespace-nowrap">
      <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold', TONES[status])}>{t(`quizzes.status.${status}`)}</span>
      {pending && (
        <span className="rounded-md border border-border px-2 py-0.5 text-xs text-fg-muted">{t('quizzes.unpublishedChanges')}</span>
      )}
    </span>
  );
}
