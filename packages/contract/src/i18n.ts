export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** Picks the first supported language of an Accept-Language header (q-values honoured), else Arabic. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    const found = LANGUAGES.find((l) => l === base);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/** Digit systems a reader may choose (Unicode `nu`): Arabic-Indic (٠١٢) or Latin (012). */
export const DIGITS = ['arab', 'latn'] as const;
export type Digits = (typeof DIGITS)[number];
/** Arabic readers get Arabic-Indic digits unless they chose otherwise; English readers Latin ones. */
export const defaultDigits = (language: Language): Digits => (language === 'ar' ? 'arab' : 'latn');

/** The digits asked for by a BCP 47 `-u-nu-` extension in Accept-Language (`ar-u-nu-latn`), else the language's own. */
export function pickDigits(header: string | undefined | null, language: Language): Digits {
  const asked = /-u(?:-[a-z0-9]{2,8})*?-nu-(arab|latn)\b/i.exec(header ?? '')?.[1]?.toLowerCase();
  return DIGITS.find((d) => d === asked) ?? defaultDigits(language);
}

/** The locale Intl formats numbers with, e.g. `ar-SA-u-nu-latn`. */
export const numberLocale = (language: Language, digits: Digits) => `${language === 'ar' ? 'ar-SA' : 'en-US'}-u-nu-${digits}`;

export function dirOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
