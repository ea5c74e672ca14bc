import type { AdminTrialRow } from '@mizan/contract/admin/marking';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatPercent } from '@/lib/quiz/format';

export function TrialStatusText({ status }: { status: AdminTrialRow['status'] }) {
  const { t } = useTranslation('admin');
  return <span className="whitespace-nowrap">{t(`marking.trialStatus.${status}`)}</span>;
}

/** "7 / 10 (70%)", "so far" while answers wait for a person's mark, or a dash while there is no score yet. */
export function ScoreText({ trial }: { trial: Pick<AdminTrialRow, 'score' | 'max_score' | 'percentage' | 'marking'> }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  if (trial.score === null) return <span className="text-fg-muted">{t('marking.none')}</span>;
  return (
    <span className="whitespace-nowrap">
      {t('marking.points', { score: formatNumber(trial.score, lang, 2), max: formatNumber(trial.max_score ?? 0, lang, 2) })}
      {trial.percentage !== null && <span className="text-fg-muted"> ({formatPercent(trial.percentage, lang)})</span>}
      {trial.marking === 'pending' && <span className="text-xs font-normal text-fg-muted"> · {t('marking.soFar')}</span>}
    </span>
  );
}

export function PassedText({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation('admin');
  if (passed === null) return <span className="text-fg-muted">{t('marking.none')}</span>;
  return <span className={passed ? 'text-primary' : 'text-danger'}>{passed ? t('marking.yes') : t('marking.no')}</span>;
}
