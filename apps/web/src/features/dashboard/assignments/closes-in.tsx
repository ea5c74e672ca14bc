import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatClock, formatNumber, formatUnit } from '@/lib/quiz/format';
import { coarseDuration, secondsUntil, splitDays } from '../competitions/starts-in';

interface ClosesInProps {
  closesAt: string;
  serverNow: string;
  receivedAt: number;
  /** Called once when the close is reached (the list is then fetched again). */
  onClosed: () => void;
}

/** An open assignment's countdown on the server's clock; the spoken text is coarse and not live, as the competitions' one. */
export function ClosesIn({ closesAt, serverNow, receivedAt, onClosed }: ClosesInProps) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsUntil(closesAt, serverNow, receivedAt, now);

  useEffect(() => {
    if (seconds === 0) {
      onClosed();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [seconds, onClosed]);

  const { days, rest } = splitDays(seconds);
  const coarse = coarseDuration(seconds);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted" data-testid="closes-in">
      <span aria-hidden>{t('assignments.closesIn')}</span>
      <span aria-hidden className="font-bold text-fg tabular-nums">
        {days > 0 && `${t('assignments.days', { count: days, n: formatNumber(days, lang) })} `}
        {formatClock(rest, lang)}
      </span>
      <span className="sr-only">{t('assignments.closesInSpoken', { duration: formatUnit(coarse.value, coarse.unit, lang) })}</span>
    </p>
  );
}
