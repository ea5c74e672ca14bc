import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatClock, formatNumber, formatPercent } from '@/lib/quiz/format';
import { PassBadge } from './pass-badge';
import { ScoreRing } from './score-ring';

interface GradedSummaryProps {
  percentage: number;
  passed: boolean | null;
  correct?: number | null;
  total?: number;
  seconds?: number;
  /** Where the score stands among the takers' first attempts (0–100); null until enough have taken the quiz. */
  percentileRank?: number | null;
}

export function GradedSummary({ percentage, passed, correct, total, seconds, percentileRank }: GradedSummaryProps) {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  const facts = [
    correct != null &&
      total != null && [t('graded.correct'), t('graded.outOf', { value: formatNumber(correct, lang), total: formatNumber(total, lang) })],
    seconds != null && [t('graded.time'), formatClock(seconds, lang)],
  ].filter((fact): fact is string[] => Array.isArray(fact));
  return (
    <div className="flex flex-col items-center gap-6 sm:flex-row">
      <ScoreRing percentage={percentage} passed={passed} />
      <div className="flex flex-col items-center gap-4 sm:items-start">
        {passed !== null && <PassBadge passed={passed} />}
        {facts.length > 0 && (
          <dl className="grid grid-cols-2 gap-x-8 gap-y-1 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="flex flex-col">
                <dt className="text-fg-muted">{term}</dt>
                <dd className="text-lg font-bold text-fg tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {percentileRank != null && (
          <p className="text-sm text-fg">{t('graded.percentile', { rank: formatPercent(percentileRank, lang) })}</p>
        )}
      </div>
    </div>
  );
}
