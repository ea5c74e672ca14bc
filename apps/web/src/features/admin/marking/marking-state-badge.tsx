import type { MarkingState } from '@mizan/contract/admin/marking';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<MarkingState, string> = {
  pending: 'bg-surface-muted text-fg ring-1 ring-border ring-inset',
  complete: 'bg-primary-soft text-primary-soft-fg',
};

/** Whether an attempt waits for a person's mark; a dash when nothing in it needs one. */
export function MarkingStateBadge({ state }: { state: MarkingState | null }) {
  const { t } = useTranslation('admin');
  if (!state) return <span className="text-fg-muted">{t('marking.none')}</span>;
  return (
    <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[state])}>
      {t(`marking.state.${state}`)}
    </span>
  );
}
