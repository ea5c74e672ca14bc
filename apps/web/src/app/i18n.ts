import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, dirOf } from '@mizan/contract/i18n';
import { currentLanguage } from '@/lib/language';

function applyDocumentLanguage(): void {
  const lng = currentLanguage();
  document.documentElement.lang = lng;
  document.documentElement.dir = dirOf(lng);
}

/** Language detection and caching exactly as client-spec §9 fixes them. */
export function initI18n(): void {
  i18next.on('languageChanged', applyDocumentLanguage);
  void i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag', 'path', 'subdomain'],
        lookupCookie: 'i18next',
        cookieMinutes: 10,
        lookupLocalStorage: 'i18nextLng',
        caches: ['localStorage', 'cookie'],
      },
      interpolation: { escapeValue: false },
    });
}
