import i18next, { type BackendModule, type FormatterModule, type InitOptions, type ReadCallback, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, dirOf, type Language } from '@mizan/contract/i18n';
import { afterFirstPaint, firstPaintDone } from '@/lib/first-paint';
import { currentLanguage } from '@/lib/language';
import { NUMBERS_CHANGED } from '@/lib/number-preferences';
import { formatAmount, formatNumber } from '@/lib/quiz/format';
import { languageDetector } from './language-detector';

function applyDocumentLanguage(): void {
  const lng = currentLanguage();
  document.documentElement.lang = lng;
  document.documentElement.dir = dirOf(lng);
}

/**
 * Every number a translation interpolates (counts, seconds, lengths…) goes through the app's one formatter, in
 * the reader's digits; `{{price, price}}` is an amount with two decimals. Strings pass through untouched.
 */
const numbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format(value: unknown, format: string | undefined, lng: string | undefined): string {
    const lang: Language = LANGUAGES.find((l) => l === lng) ?? currentLanguage();
    if (format === 'price' && (typeof value === 'string' || typeof value === 'number')) return formatAmount(value, lang);
    // Anything else is i18next's to stringify, as it would without a formatter.
    return typeof value === 'number' ? formatNumber(value, lang, 2) : (value as string);
  },
};

/** Reads one locale file; a network failure or a server error is worth retrying (i18next does), a 4xx is not. */
function readLocale(language: string, namespace: string, callback: ReadCallback): void {
  fetch(`/locales/${language}/${namespace}.json`).then(
    async (res) => {
      if (!res.ok) return callback(`${res.status} loading /locales/${language}/${namespace}.json`, res.status >= 500);
      try {
        callback(null, (await res.json()) as Record<string, unknown>);
      } catch {
        callback(`invalid JSON in /locales/${language}/${namespace}.json`, false);
      }
    },
    (error: unknown) => callback(String(error), true),
  );
}

/**
 * Locale files from /locales/{lng}/{ns}.json (client-spec §7), with a plain fetch: i18next-http-backend's options
 * (XHR, query strings, custom parsers) were 13 KB of the first paint's script the app never used (issue #17).
 * The fallback language's files (Arabic, for a reader in English) are read after the first paint: both languages
 * have every key, so they are a safety net the first paint does not show, and fetching them at start cost the
 * sign-in page two requests before its first paint. Until then the fallback is an empty bundle.
 */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const reading = (i18next.language ?? '').split('-')[0];
    if (!firstPaintDone() && language === DEFAULT_LANGUAGE && reading && reading !== DEFAULT_LANGUAGE) {
      callback(null, {});
      void afterFirstPaint().then(() => i18next.reloadResources([language], [namespace]));
      return;
    }
    readLocale(language, namespace, callback);
  },
};

const sharedOptions: InitOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false, alwaysFormat: true },
  // A change of digits or calendar redraws like a change of language, without refetching anything.
  react: { bindI18n: `languageChanged ${NUMBERS_CHANGED}` },
};

/**
 * Language detection and caching exactly as client-spec §9 fixes them (./language-detector.ts). Resolves once the
 * `common` translations are in (or failed to load: i18next then shows keys, and retries).
 */
export function initI18n(): Promise<unknown> {
  i18next.on('languageChanged', applyDocumentLanguage);
  return i18next.use(localeBackend).use(languageDetector).use(initReactI18next).use(numbers).init(sharedOptions);
}

/**
 * For the build's drawing of the sign-in page (src/prerender): every file of both languages given at once, nothing
 * fetched or detected; the caller picks the language with `changeLanguage`. The same options as the browser's, so
 * the page it draws is the one the browser then hydrates.
 */
export function initI18nWith(resources: Resource): Promise<unknown> {
  return i18next
    .use(initReactI18next)
    .use(numbers)
    .init({ ...sharedOptions, resources, initAsync: false });
}
