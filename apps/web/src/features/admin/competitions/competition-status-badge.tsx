import type { Competition } from '@mizan/contract/competitions';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<Competition['status'], string> = {
  upcoming: 'bg-surface-muted text-fg-muted',
  running: 'bg-primary-soft text-primary-soft-fg',
  ended: 'bg-surface-muted text-fg-muted',
};

export function CompetitionStatusBadge({ status }: { status: Competition['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status])}>
      {t(`competitions.status.${status}`)}
    </span>
  );
}
