import type { ResultSummary } from '@mizan/contract/certificates';
import type { Language } from '@mizan/contract/i18n';

/** The issue date in the Gregorian calendar; Arabic readers also get the Umm al-Qura (Hijri) date beside it. */
export function issuedDates(iso: string, lang: Language): { gregorian: string; hijri: string | null } {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'Asia/Riyadh' };
  if (lang === 'en') return { gregorian: new Intl.DateTimeFormat('en-GB', options).format(date), hijri: null };
  return {
    gregorian: new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-arab', options).format(date),
    hijri: new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', options).format(date),
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
