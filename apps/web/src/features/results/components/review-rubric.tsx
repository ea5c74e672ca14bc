import type { ReviewRubricRow } from '@mizan/contract/results';
import type { TFunction } from 'i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { rubricTotals } from '../rubric-rows';

/** How an essay marked by rubric earned its mark: each criterion, the level the marker chose, and its points. */
export function ReviewRubric({ rows, t }: { rows: readonly ReviewRubricRow[]; t: TFunction<'results'> }) {
  const lang = currentLanguage();
  const n = (value: number) => formatNumber(value, lang, 2);
  const totals = rubricTotals(rows);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-1 text-start text-xs font-bold text-fg">{t('review.rubric.title')}</caption>
        <thead>
          <tr className="text-xs text-fg-muted">
            <th scope="col" className="p-2 text-start font-bold">
              {t('review.rubric.criterion')}
            </th>
            <th scope="col" className="p-2 text-start font-bold">
              {t('review.rubric.level')}
            </th>
            <th scope="col" className="p-2 text-end font-bold">
              {t('review.rubric.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-t border-border align-top">
              <th scope="row" dir="auto" className="p-2 text-start font-medium text-fg">
                {row.criterion}
              </th>
              <td className="p-2 text-fg">
                <span className="block text-xs text-fg-muted">
                  {t('review.rubric.levelOf', { level: n(row.level_number), count: n(row.levels_count) })}
                </span>
                {row.level && <span dir="auto">{row.level}</span>}
              </td>
              <td className="p-2 text-end whitespace-nowrap tabular-nums">
                {t('review.rubric.pointsOf', { points: n(row.points), max: n(row.max_points) })}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-border font-bold">
            <th scope="row" colSpan={2} className="p-2 text-start">
              {t('review.rubric.total')}
            </th>
            <td className="p-2 text-end whitespace-nowrap tabular-nums">
              {t('review.rubric.pointsOf', { points: n(totals.points), max: n(totals.max) })}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
