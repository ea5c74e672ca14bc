import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatPercent } from '@/lib/quiz/format';

const WIDTH = 160;
const HEIGHT = 48;
const PAD = 4;

/**
 * A quiz's scores, oldest to newest, as a small line (0–100 %). Drawn left to right in both directions, as
 * time axes are; its label reads the scores out, so the picture adds nothing a screen reader would miss.
 */
export function ScoreTrend({ title, scores }: { title: string; scores: readonly number[] }) {
  const { t } = useTranslation('results');
  const lang = currentLanguage();
  const x = (i: number) => (scores.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (scores.length - 1));
  const y = (score: number) => HEIGHT - PAD - (score / 100) * (HEIGHT - 2 * PAD);
  const points = scores.map((score, i) => `${x(i)},${y(score)}`).join(' ');
  const label = t('trend.label', { title, scores: scores.map((s) => formatPercent(s, lang)).join(lang === 'ar' ? '، ' : ', ') });
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-12 w-40 shrink-0 text-primary">
      <line x1={PAD} x2={WIDTH - PAD} y1={y(50)} y2={y(50)} className="stroke-border" strokeDasharray="3 3" />
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      {scores.map((score, i) => (
        <circle key={i} cx={x(i)} cy={y(score)} r={3} fill="currentColor" />
      ))}
    </svg>
  );
}
