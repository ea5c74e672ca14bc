import type { DimensionResult } from '@mizan/contract/results';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatPercent } from '@/lib/quiz/format';

const ROW = 36;
const LABEL = 34;
const WIDTH = 400;
const TRACK = WIDTH - LABEL - 56;

/** Bars per dimension; the SVG is a summary image and the table beside it carries every number. */
export function DimensionChart({ dimensions }: { dimensions: DimensionResult[] }) {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  const rtl = lang === 'ar';
  const height = dimensions.length * ROW;
  const summary = dimensions.map((d) => `${d.title} ${formatPercent(d.percentage, lang)}`).join('، ');
  return (
    <div className="flex flex-col gap-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={t('profile.chartLabel', { summary })}
        direction="ltr"
        className="w-full"
      >
        {dimensions.map((d, i) => {
          const bar = (TRACK * Math.max(0, Math.min(100, d.percentage))) / 100;
          const y = i * ROW + 8;
          // Bars grow from the reading start: mirrored positions in Arabic.
          const at = (x: number, w = 0) => (rtl ? WIDTH - x - w : x);
          return (
            <g key={d.code}>
              <text x={at(0)} y={y + 15} textAnchor={rtl ? 'end' : 'start'} className="fill-fg text-sm font-bold">
                {d.code}
              </text>
              <rect x={at(LABEL, TRACK)} y={y} width={TRACK} height="20" rx="6" className="fill-surface-muted" />
              <rect x={at(LABEL, bar)} y={y} width={bar} height="20" rx="6" className="fill-primary" />
              <text x={at(LABEL + bar + 6)} y={y + 15} textAnchor={rtl ? 'end' : 'start'} className="fill-fg-muted text-xs">
                {formatPercent(d.percentage, lang)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('profile.tableCaption')}</caption>
        <thead>
          <tr className="border-b border-border text-fg-muted">
            <th scope="col" className="py-2 text-start font-medium">
              {t('profile.dimension')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('profile.points')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('profile.percentage')}
            </th>
          </tr>
        </thead>
        <tbody>
          {dimensions.map((d) => (
            <tr key={d.code} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 text-start font-medium text-fg">
                {d.title} <span className="text-fg-muted">({d.code})</span>
              </th>
              <td className="py-2 text-end tabular-nums">
                {formatNumber(d.score, lang)} / {formatNumber(d.max, lang)}
              </td>
              <td className="py-2 text-end tabular-nums">{formatPercent(d.percentage, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
