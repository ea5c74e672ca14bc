import type { GradebookCell, GradebookStatus } from '@mizan/contract/admin/gradebook';
import { CalendarClock, Check, Clock, Hourglass, Play, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatPercent } from '@/lib/quiz/format';

const LOOKS: Record<GradebookStatus, { icon: LucideIcon; tone: string }> = {
  upcoming: { icon: CalendarClock, tone: 'bg-surface-muted text-fg-muted' },
  open: { icon: Clock, tone: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200' },
  in_progress: { icon: Play, tone: 'bg-primary-soft text-primary-soft-fg' },
  completed: { icon: Check, tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' },
  pending_marking: { icon: Hourglass, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  missed: { icon: X, tone: 'bg-danger-soft text-danger' },
};

/**
 * A cell's status as colour, icon and words: a counted percentage reads as the number with the status said to screen
 * readers, every other status as its word. A later attempt still awaiting a mark is flagged beside the percentage.
 */
export function StatusBadge({ cell }: { cell: Pick<GradebookCell, 'status' | 'percentage' | 'passed' | 'marking'> }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { icon: Icon, tone } = LOOKS[cell.status];
  const word = t(`gradebook.statuses.${cell.status}`);
  const scored = cell.status === 'completed' && cell.percentage !== null;
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tone)}>
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {scored ? (
        <>
          <span className="sr-only">{word}: </span>
          {formatPercent(cell.percentage!, lang)}
          {cell.passed !== null && <span className="sr-only">, {t(cell.passed ? 'gradebook.passed' : 'gradebook.notPassed')}</span>}
        </>
      ) : (
        word
      )}
      {cell.status === 'completed' && cell.marking === 'pending' && (
        <span title={t('gradebook.awaitingMark')}>
          <Hourglass aria-hidden className="size-3.5" />
          <span className="sr-only">, {t('gradebook.awaitingMark')}</span>
        </span>
      )}
    </span>
  );
}
