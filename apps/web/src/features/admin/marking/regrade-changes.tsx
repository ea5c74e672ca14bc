import type { RegradeChange, RegradeOutcome, RegradeResponse } from '@mizan/contract/admin/regrade';
import type { Language } from '@mizan/contract/i18n';
import type { TFunction } from 'i18next';
import { ArrowLeft, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatPercent } from '@/lib/quiz/format';

/** "3 (75%)", or the score so far while an essay awaits its mark. */
function outcomeText(o: RegradeOutcome, t: TFunction<'admin'>, lang: Language) {
  if (o.score === null) return t('marking.none');
  const score = formatNumber(o.score, lang, 2);
  return o.percentage === null ? t('marking.regrade.soFar', { score }) : `${score} (${formatPercent(o.percentage, lang)})`;
}

/** A flipped pass in words and weight, never by colour alone. */
function PassChange({ change }: { change: RegradeChange }) {
  const { t } = useTranslation('admin');
  if (change.before.passed === change.after.passed || change.after.passed === null)
    return <span className="text-fg-muted">{t('marking.regrade.samePass')}</span>;
  const Icon = change.after.passed ? TrendingUp : TrendingDown;
  return (
    <strong className={change.after.passed ? 'inline-flex items-center gap-1 text-primary' : 'inline-flex items-center gap-1 text-danger'}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {t(change.after.passed ? 'marking.regrade.nowPasses' : 'marking.regrade.nowFails')}
    </strong>
  );
}

/** What a regrade changes (or changed): the counts, then one row per attempt whose result moves. */
export function RegradeChanges({ result }: { result: RegradeResponse }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const counts = [
    ['attempts', result.attempts],
    ['gains', result.gains],
    ['losses', result.losses],
    ['passChanges', result.pass_changes],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {counts.map(([key, n]) => (
          <div key={key} className="rounded-lg bg-surface-muted px-3 py-2">
            <dt className="text-xs text-fg-muted">{t(`marking.regrade.counts.${key}`)}</dt>
            <dd className="font-semibold">{formatNumber(n, lang)}</dd>
          </div>
        ))}
      </dl>
      {result.changes.length === 0 ? (
        <p className="text-sm">{t('marking.regrade.nothing')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('marking.regrade.changesCaption')}</caption>
            <thead className="bg-surface-muted text-xs text-fg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('marking.student')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('marking.score')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('marking.regrade.passColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.changes.map((change) => {
                const before = outcomeText(change.before, t, lang);
                const after = outcomeText(change.after, t, lang);
                return (
                  <tr key={change.trial} className="border-t border-border">
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      <bdi>{change.student.fullname}</bdi>
                    </th>
                    <td className="px-3 py-2">
                      {/* Before, then after, in the reading direction: the arrow turns with the language. */}
                      <span aria-hidden className="inline-flex items-center gap-1 whitespace-nowrap">
                        <bdi>{before}</bdi>
                        <ArrowLeft className="size-3.5 shrink-0 ltr:-scale-x-100" />
                        <bdi>{after}</bdi>
                      </span>
                      <span className="sr-only">{t('marking.regrade.changeSpoken', { before, after })}</span>
                    </td>
                    <td className="px-3 py-2">
                      <PassChange change={change} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
