import type { EventSummary } from '@mizan/contract/trial-events';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/language';
import { formatNumber, formatUnit } from '@/lib/quiz/format';

/** Time away as minutes and seconds in the reader's language ("3 min 20 s"). */
export function useAwayText() {
  const lang = currentLanguage();
  return (seconds: number) => {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return minutes ? `${formatUnit(minutes, 'minute', lang)} ${formatUnit(rest, 'second', lang)}` : formatUnit(rest, 'second', lang);
  };
}

/** The attempt's evidence in one sentence: "Left the page 7 times, 3 min 20 s away; pasted 2 times; changed network twice." */
export function SummaryText({ summary }: { summary: EventSummary }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const away = useAwayText();
  const n = (count: number) => ({ count, n: formatNumber(count, lang) });
  const parts = [
    summary.left_count > 0 && t('integrity.summary.left', { ...n(summary.left_count), away: away(summary.away_seconds) }),
    summary.paste_count > 0 &&
      t('integrity.summary.pasted', { ...n(summary.paste_count), chars: formatNumber(summary.pasted_chars, lang) }),
    summary.ip_changes > 0 && t('integrity.summary.network', n(summary.ip_changes)),
    summary.device_changes > 0 && t('integrity.summary.device', n(summary.device_changes)),
    summary.fullscreen_exits > 0 && t('integrity.summary.fullscreen', n(summary.fullscreen_exits)),
    summary.offline_count > 0 && t('integrity.summary.offline', n(summary.offline_count)),
    summary.reloads > 0 && t('integrity.summary.reloads', n(summary.reloads)),
  ].filter(Boolean);
  const sentence = parts.join(t('integrity.summary.separator'));
  // The clauses are written to follow one another; the first opens the sentence.
  return <>{sentence ? sentence.charAt(0).toLocaleUpperCase(lang) + sentence.slice(1) : t('integrity.summary.nothing')}</>;
}
