import type { LanguageDetectorModule } from 'i18next';

/** Where client-spec §9 looks for the language, in its order, and where §3 keeps it. */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const COOKIE_MINUTES = 10;

/** What the browser offers; each source may be missing (storage can throw in a locked-down browser). */
export interface LanguageSources {
  cookie: string;
  localStorage: string | null;
  sessionStorage: string | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
  pathname: string;
  hostname: string;
}

/**
 * index.html's boot script repeats the first sources of this order before any module runs (to tell whether the
 * drawn sign-in page is in the reader's language): keep the two alike.
 *
 * The candidate languages in client-spec §9's order: cookie, local storage, session storage, browser languages,
 * html tag, first path segment, subdomain. i18next takes the first it supports (`supportedLngs`).
 */
export function detectLanguages(s: LanguageSources): string[] {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(s.cookie)?.[1];
  const pathSegment = /^\/([a-zA-Z-]+)/.exec(s.pathname)?.[1];
  const subdomain = /^(\w{2,5})\.(?:[a-z0-9-]{1,63}\.[a-z]{2,6}|localhost)/i.exec(s.hostname)?.[1];
  return [
    cookie && decodeURIComponent(cookie),
    s.localStorage,
    s.sessionStorage,
    ...s.navigatorLanguages,
    s.htmlLang,
    pathSegment,
    subdomain,
  ].filter((lng): lng is string => typeof lng === 'string' && lng !== '');
}

/** The cookie that keeps the language for ten minutes (client-spec §3). */
export function languageCookie(lng: string, now: number): string {
  const expires = new Date(now + COOKIE_MINUTES * 60_000).toUTCString();
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; expires=${expires}; path=/; SameSite=Strict`;
}

function readStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The browser side of detectLanguages, and the cache of the chosen language in local storage and the cookie.
 * It replaces i18next-browser-languagedetector, whose other sources and options were 10 KB of the first paint's
 * script the app never used (issue #17).
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init: () => undefined,
  detect: () =>
    detectLanguages({
      cookie: document.cookie,
      localStorage: readStorage(() => window.localStorage),
      sessionStorage: readStorage(() => window.sessionStorage),
      navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
      htmlLang: document.documentElement.getAttribute('lang'),
      pathname: window.location.pathname,
      hostname: window.location.hostname,
    }),
  cacheUserLanguage(lng) {
    if (lng === 'cimode') return;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Storage refused (private mode): the cookie still keeps the language for this visit.
    }
    document.cookie = languageCookie(lng, Date.now());
  },
};
