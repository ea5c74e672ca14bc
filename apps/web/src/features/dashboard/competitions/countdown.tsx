import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatClock, formatNumber, formatUnit } from '@/lib/quiz/format';
import { coarseDuration, secondsUntil, splitDays } from './starts-in';

interface CountdownProps {
  startsAt: string;
  serverNow: string;
  receivedAt: number;
  /** Called once when the start time is reached (the list is then fetched again). */
  onStarted: () => void;
}

/** Ticks every second for the eye; the accessible text is coarse and not live, so nothing is announced each second. */
export function Countdown({ startsAt, serverNow, receivedAt, onStarted }: CountdownProps) {
  const { t } = useTranslation('competitions');
  const lang = currentLanguage();
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsUntil(startsAt, serverNow, receivedAt, now);

  useEffect(() => {
    if (seconds === 0) {
      onStarted();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [seconds, onStarted]);

  const { days, rest } = splitDays(seconds);
  const coarse = coarseDuration(seconds);
  const spoken = formatUnit(coarse.value, coarse.unit, lang);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
      <span aria-hidden>{t('startsIn')}</span>
      <span aria-hidden className="font-bold text-fg tabular-nums">
        {days > 0 && `${t('days', { count: days, n: formatNumber(days, lang) })} `}
        {formatClock(rest, lang)}
      </span>
      <span className="sr-only">{t('startsInAbout', { duration: spoken })}</span>
    </p>
  );
}
