import type { Language } from '@mizan/contract/i18n';

/** Operator-written text in the request's language; English left empty falls back to Arabic. */
export function localized(lang: Language, ar: string, en: string | null | undefined): string {
  return lang === 'en' && en ? en : ar;
}
