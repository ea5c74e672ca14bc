import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

/** The report's counts: what is (or would be) created, what is skipped, how many problems the file has. */
export interface ImportCounts {
  dry_run: boolean;
  created: number;
  skipped: number;
  problems: number;
}

export function ImportSummary({ report }: { report: ImportCounts }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const counts = [
    [report.dry_run ? 'willCreate' : 'created', report.created],
    ['skipped', report.skipped],
    ['problems', report.problems],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {counts.map(([key, value]) => (
        <div key={key} className="flex flex-col gap-1 rounded-xl bg-surface-muted p-3">
          <dt className="text-xs text-fg-muted">{t(`transfer.summary.${key}`)}</dt>
          <dd className="text-2xl font-bold text-fg">{formatNumber(value, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
