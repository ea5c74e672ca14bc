import { describe, expect, it } from 'vitest';
import { detectLanguages, languageCookie, type LanguageSources } from './language-detector';

const none: LanguageSources = {
  cookie: '',
  localStorage: null,
  sessionStorage: null,
  navigatorLanguages: [],
  htmlLang: null,
  pathname: '/auth/login',
  hostname: 'mizan.example',
};

describe('language detection (client-spec §9)', () => {
  it('lists every source in order: cookie, local storage, session storage, browser, html tag, path, subdomain', () => {
    expect(
      detectLanguages({
        cookie: 'theme=dark; i18next=en; other=1',
        localStorage: 'ar',
        sessionStorage: 'fr',
        navigatorLanguages: ['de-DE', 'de'],
        htmlLang: 'ar',
        pathname: '/en/quizzes',
        hostname: 'fr.mizan.example',
      }),
    ).toEqual(['en', 'ar', 'fr', 'de-DE', 'de', 'ar', 'en', 'fr']);
  });

  it('skips sources that say nothing, so a later one decides', () => {
    expect(detectLanguages(none)).toEqual(['auth']);
    expect(detectLanguages({ ...none, cookie: 'i18nextLng=en', navigatorLanguages: ['en-US'], htmlLang: '' })).toEqual(['en-US', 'auth']);
    expect(detectLanguages({ ...none, pathname: '/', hostname: 'localhost' })).toEqual([]);
  });

  it('keeps the language in a cookie for ten minutes', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(languageCookie('ar', now)).toBe('i18next=ar; expires=Mon, 23 Nov 2026 12:10:00 GMT; path=/; SameSite=Strict');
  });
});
