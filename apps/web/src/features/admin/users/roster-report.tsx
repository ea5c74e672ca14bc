import type { RosterImportResponse } from '@mizan/contract/admin/users';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

/** What the import did (or a dry run says it will do), then each skipped row's problem. */
export function RosterReport({ report }: { report: RosterImportResponse }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const counts = [
    [report.dry_run ? 'willCreate' : 'created', report.created],
    ['existing', report.existing],
    [report.dry_run ? 'willJoin' : 'joined', report.added_to_class],
    ['skipped', new Set(report.errors.map((e) => e.row)).size],
  ] as const;
  return (
    <div className="flex flex-col gap-4 text-start">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([key, value]) => (
          <div key={key} className="flex flex-col gap-1 rounded-xl bg-surface-muted p-3">
            <dt className="text-xs text-fg-muted">{t(`roster.counts.${key}`)}</dt>
            <dd className="text-2xl font-bold text-fg">{formatNumber(value, lang)}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 && (
        <div className="max-h-64 overflow-auto rounded-xl border border-border">
          <table className="w-full text-sm">
            <caption className="p-3 text-start font-semibold text-fg">{t('roster.errors.title')}</caption>
            <thead className="bg-surface-muted text-xs text-fg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
                  {t('roster.errors.row')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
                  {t('roster.errors.column')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('roster.errors.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, i) => (
                <tr key={i} className="border-t border-border align-top">
                  <td className="px-3 py-2 font-medium text-fg">{formatNumber(error.row, lang)}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-fg">{t(`roster.columns.${error.column}`)}</td>
                  <td className="min-w-40 px-3 py-2 text-fg">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
