import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatPercent } from '@/lib/quiz/format';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ScoreRing({ percentage, passed }: { percentage: number; passed: boolean | null }) {
  const { t } = useTranslation('results');
  const text = formatPercent(percentage, currentLanguage());
  const filled = (Math.min(100, Math.max(0, percentage)) / 100) * CIRCUMFERENCE;
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={t('graded.ringLabel', { value: text })} className="size-40 shrink-0">
      <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" className="stroke-surface-muted" />
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
        transform="rotate(-90 60 60)"
        className={passed === false ? 'stroke-danger' : 'stroke-primary'}
      />
      <text x="60" y="60" textAnchor="middle" dominantBaseline="central" className="fill-fg text-2xl font-bold">
        {text}
      </text>
    </svg>
  );
}
