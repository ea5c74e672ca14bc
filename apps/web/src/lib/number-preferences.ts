import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { DIGITS, defaultDigits, type Digits, type Language } from '@mizan/contract/i18n';
import { currentLanguage } from './language';

/** Calendars dates are shown in: Gregorian, Hijri (Umm al-Qura, Saudi Arabia's official one) or both side by side. */
export const CALENDARS = ['gregory', 'islamic-umalqura', 'both'] as const;
export type Calendar = (typeof CALENDARS)[number];

export interface NumberPreferences {
  digits: Digits;
  calendar: Calendar;
}

/** Emitted on i18next so every component using `useTranslation` redraws its numbers (react-i18next binds it). */
export const NUMBERS_CHANGED = 'numbersChanged';

const KEYS = { digits: 'digits', calendar: 'calendar' } as const;
const defaults = (lang: Language): NumberPreferences => ({
  digits: defaultDigits(lang),
  calendar: lang === 'ar' ? 'both' : 'gregory',
});

/** The reader's choice once made (for every language), else the language's defaults: Arabic-Indic and both calendars in Arabic. */
export function readNumberPreferences(lang: Language = currentLanguage()): NumberPreferences {
  const fallback = defaults(lang);
  const digits = DIGITS.find((d) => d === localStorage.getItem(KEYS.digits)) ?? fallback.digits;
  const calendar = CALENDARS.find((c) => c === localStorage.getItem(KEYS.calendar)) ?? fallback.calendar;
  return { digits, calendar };
}

const listeners = new Set<() => void>();

export function setNumberPreference<K extends keyof NumberPreferences>(key: K, value: NumberPreferences[K]): void {
  localStorage.setItem(KEYS[key], value);
  listeners.forEach((notify) => notify());
  i18next.emit(NUMBERS_CHANGED);
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};
// A stable snapshot for useSyncExternalStore: the same string while nothing changed.
const snapshot = () => JSON.stringify(readNumberPreferences());

export function useNumberPreferences(): NumberPreferences {
  return JSON.parse(useSyncExternalStore(subscribe, snapshot)) as NumberPreferences;
}
