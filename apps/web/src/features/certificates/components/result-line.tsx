import { useTranslation } from 'react-i18next';
import type { ResultSummary } from '@mizan/contract/certificates';
import { currentLanguage } from '@/lib/language';
import { formatPercent } from '@/lib/quiz/format';
import { summaryParts } from '../format';

export function ResultLine({ summary }: { summary: ResultSummary }) {
  const { t } = useTranslation('certificates');
  const parts = summaryParts(summary);
  if (parts.kind === 'profile') return <>{t('result.profile', { code: parts.code })}</>;
  const value = formatPercent(parts.percentage, currentLanguage());
  return <>{t(parts.passed ? 'result.passed' : 'result.graded', { value })}</>;
}
