import type { TopDimension } from '@mizan/contract/results';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatPercent } from '@/lib/quiz/format';

export function TopDimensions({
  items,
  hollandCode,
  percentiles,
}: {
  items: TopDimension[];
  hollandCode: string | null;
  /** Each dimension's percentile rank among the takers' first attempts; null until enough have taken the quiz. */
  percentiles?: Record<string, number> | null;
}) {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  return (
    <section aria-labelledby="top-dimensions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="top-dimensions" className="text-lg font-bold text-fg">
          {t('profile.top')}
        </h2>
        {hollandCode && (
          <p className="text-sm text-fg-muted">
            {t('profile.hollandCode')}{' '}
            <bdi dir="ltr" className="font-mono text-lg font-bold tracking-widest text-fg">
              {hollandCode}
            </bdi>
          </p>
        )}
      </div>
      <ol className="grid gap-3 md:grid-cols-3">
        {items.slice(0, 3).map((d, i) => (
          <li key={d.code} className="flex flex-col gap-2 rounded-xl bg-surface-muted p-4">
            <p className="flex items-center justify-between gap-2">
              <span className="font-bold text-fg">
                {formatNumber(i + 1, lang)}. {d.title}
              </span>
              <span className="text-sm font-medium text-primary-soft-fg">{formatPercent(d.percentage, lang)}</span>
            </p>
            <p className="text-sm leading-relaxed text-fg-muted">{d.description}</p>
            {percentiles?.[d.code] != null && (
              <p className="text-sm text-fg">{t('profile.percentile', { rank: formatPercent(percentiles[d.code]!, lang) })}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
