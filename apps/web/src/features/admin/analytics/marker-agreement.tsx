import type { MarkerAgreement } from '@mizan/contract/admin/statistics';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatPercent } from '@/lib/quiz/format';

/** An essay's second-marking figures, each with what it means. */
export function MarkerAgreementFigures({ agreement }: { agreement: MarkerAgreement }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const share = (value: number | null) => (value === null ? '—' : formatPercent(value * 100, lang));
  const figures: [string, string][] = [
    ['pairs', formatNumber(agreement.pairs, lang)],
    ['exactAgreement', share(agreement.exact_agreement)],
    ['meanAbsDifference', share(agreement.mean_abs_difference)],
    ['correlation', agreement.correlation === null ? '—' : formatNumber(agreement.correlation, lang, 2)],
  ];
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-fg">{t('statistics.agreement.title')}</h4>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-lg bg-surface-muted p-2">
            <dt className="text-xs text-fg-muted">{t(`statistics.agreement.label.${key}`)}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
            <dd className="text-xs text-fg-muted">{t(`statistics.agreement.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
