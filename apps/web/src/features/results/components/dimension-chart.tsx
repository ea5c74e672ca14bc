import type { DimensionResult } from '@mizan/contract/results';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatPercent } from '@/lib/quiz/format';

const ROW = 36;
const LABEL = 34;
const PERCENT = 56;

/**
 * The drawing is as wide as its box in CSS pixels, so its text keeps the page's type size (a fixed viewBox scaled
 * the labels up to twice their size on a desktop card and down on a phone).
 */
function useBoxWidth(fallback: number) {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(160, Math.round(entry.contentRect.width))));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Bars per dimension; the SVG is a summary image and the table beside it carries every number. */
export function DimensionChart({ dimensions }: { dimensions: DimensionResult[] }) {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  const rtl = lang === 'ar';
  const { ref, width } = useBoxWidth(400);
  const track = width - LABEL - PERCENT;
  const height = dimensions.length * ROW;
  const summary = dimensions.map((d) => `${d.title} ${formatPercent(d.percentage, lang)}`).join('، ');
  return (
    <div className="flex flex-col gap-4">
      <svg
        ref={ref}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('profile.chartLabel', { summary })}
        direction="ltr"
        className="w-full"
      >
        {dimensions.map((d, i) => {
          const bar = (track * Math.max(0, Math.min(100, d.percentage))) / 100;
          const y = i * ROW + 8;
          // Bars grow from the reading start: mirrored positions in Arabic.
          const at = (x: number, w = 0) => (rtl ? width - x - w : x);
          return (
            <g key={d.code}>
              <text x={at(0)} y={y + 15} textAnchor={rtl ? 'end' : 'start'} className="fill-fg text-sm font-bold">
                {d.code}
              </text>
              <rect x={at(LABEL, track)} y={y} width={track} height="20" rx="6" className="fill-surface-muted" />
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
