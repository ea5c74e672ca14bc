import type { ResultSummary } from '@mizan/contract/certificates';
import type { Language } from '@mizan/contract/i18n';
import { readNumberPreferences } from '@/lib/number-preferences';
import { formatDate } from '@/lib/quiz/format';

/** The issue date by Riyadh time, in the reader's calendars: Gregorian, Umm al-Qura (Hijri) or both (Arabic's default). */
export function issuedDates(iso: string, lang: Language): { gregorian: string | null; hijri: string | null } {
  const { calendar } = readNumberPreferences(lang);
  const long = (ca: 'gregory' | 'islamic-umalqura') =>
    formatDate(iso, lang, { dateOnly: true, dateStyle: 'long', timeZone: 'Asia/Riyadh', calendar: ca });
  return {
    gregorian: calendar === 'islamic-umalqura' ? null : long('gregory'),
    hijri: calendar === 'gregory' ? null : long('islamic-umalqura'),
  };
}

/** What the result line says: a graded quiz's percentage (and pass), a profile quiz's Holland code. */
export function summaryParts(
  summary: ResultSummary,
): { kind: 'graded'; percentage: number; passed: boolean } | { kind: 'profile'; code: string } {
  if (summary.scoring === 'profile') return { kind: 'profile', code: summary.holland_code ?? summary.top_dimensions.join('') };
  return { kind: 'graded', percentage: Math.round(summary.percentage ?? 0), passed: summary.passed === true };
}

export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** The system share sheet where there is one; else the link goes to the clipboard. A dismissed sheet is not a failure. */
export async function shareOrCopy(
  data: { title: string; text?: string; url: string },
  nav: Pick<Navigator, 'share' | 'clipboard'> = navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  return copyText(data.url, nav);
}

export async function copyText(text: string, nav: Pick<Navigator, 'clipboard'> = navigator): Promise<ShareOutcome> {
  try {
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
