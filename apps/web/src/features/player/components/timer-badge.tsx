import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { WARNING_SECONDS } from '@/lib/quiz/countdown';
import { formatClock, formatNumber } from '@/lib/quiz/format';

/** The countdown, plus a polite live region that speaks only at the 5-minute and 1-minute marks. */
export function TimerBadge({ remaining, mark }: { remaining: number; mark?: number }) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  const warning = remaining < WARNING_SECONDS;
  return (
    <>
      <p
        data-testid="countdown"
        data-seconds={remaining}
        className={cn(
          'flex items-center gap-1.5 rounded-full px-3 py-1 font-mono text-sm font-bold tabular-nums',
          warning ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-primary-soft-fg',
        )}
      >
        <Timer aria-hidden className="size-4" />
        <span className="sr-only">{t('timer.label')}</span>
        <span dir="ltr">{formatClock(remaining, lang)}</span>
      </p>
      <p aria-live="polite" className="sr-only">
        {mark ? t('timer.left', { count: mark / 60, value: formatNumber(mark / 60, lang) }) : ''}
      </p>
    </>
  );
}
