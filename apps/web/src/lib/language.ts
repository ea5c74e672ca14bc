import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mizan/contract/i18n';

/** The active UI language, narrowed to the supported ones (Arabic when i18next has not decided yet). */
export function currentLanguage(): Language {
  const lng = (i18next.resolvedLanguage ?? i18next.language ?? '').split('-')[0];
  return LANGUAGES.find((l) => l === lng) ?? DEFAULT_LANGUAGE;
}
