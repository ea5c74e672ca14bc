import type { IntegrityRow } from '@mizan/contract/admin/integrity';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Open, cleared, confirmed, or confirmed and voided: in words, not colour alone. */
export function VerdictBadge({ row }: { row: Pick<IntegrityRow, 'verdict' | 'voided'> }) {
  const { t } = useTranslation('admin');
  const key = row.voided ? 'voided' : (row.verdict ?? 'open');
  const tone = {
    open: 'bg-surface-muted text-fg',
    cleared: 'bg-primary-soft text-primary-soft-fg',
    confirmed: 'bg-danger/10 text-danger',
    voided: 'bg-danger/10 text-danger',
  }[key];
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tone)}>
      {t(`integrity.verdicts.${key}`)}
    </span>
  );
}
