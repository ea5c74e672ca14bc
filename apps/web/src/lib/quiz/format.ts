import { numberLocale, type Language } from '@mizan/contract/i18n';
import { readNumberPreferences, type Calendar } from '@/lib/number-preferences';

/**
 * The one place numbers, prices and dates become text: Intl with the reader's digits (Arabic-Indic or Latin)
 * and calendar (Gregorian, Hijri Umm al-Qura or both). i18next's interpolation goes through it too (app/i18n).
 */
const locale = (lang: Language) => numberLocale(lang, readNumberPreferences(lang).digits);

// Building an Intl formatter costs far more than using one (a dashboard's first render spent about 100 ms of a
// phone's CPU building them, once per number and date): each locale and options pair is built once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = locale(lang);
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

/** A SAR decimal string as the reader expects it: "٤٩٫٠٠ ر.س" or "SAR 49.00". */
export function formatPrice(price: string, lang: Language): string {
  return numberFormat(lang, { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 }).format(Number(price));
}

/** An amount with its two decimals and no currency sign (the text around it names the riyal): "٤٩٫٠٠". */
export function formatAmount(price: string | number, lang: Language): string {
  return numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(price));
}

export function formatNumber(value: number, lang: Language, maximumFractionDigits = 0): string {
  // signDisplay 'negative': a value that rounds to zero (−0.0004 → 0) is written without a minus.
  return numberFormat(lang, { maximumFractionDigits, signDisplay: 'negative' }).format(value);
}

/** A number as a student would type it back: every decimal kept, no thousands separator (which could read as a decimal point). */
export function formatTypedNumber(value: number, lang: Language): string {
  return numberFormat(lang, { maximumFractionDigits: 20, useGrouping: false }).format(value);
}

/** Percentages arrive as 0–100. */
export function formatPercent(value: number, lang: Language): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'negative' }).format(value / 100);
}

export interface DateOptions {
  dateOnly?: boolean;
  dateStyle?: 'medium' | 'long';
  timeZone?: string;
  /** A calendar the text needs whatever the reader chose (the certificate's two dates). */
  calendar?: Calendar;
}

/** A date (and time, unless `dateOnly`) in the reader's calendar; "both" gives the Gregorian date, then the Hijri one. */
export function formatDate(iso: string, lang: Language, options: DateOptions = {}): string {
  const { dateOnly = false, dateStyle = 'medium', timeZone, calendar = readNumberPreferences(lang).calendar } = options;
  const date = new Date(iso);
  const inCalendar = (ca: Exclude<Calendar, 'both'>, withTime: boolean) =>
    dateFormat(`${locale(lang)}-ca-${ca}`, { dateStyle, timeZone, ...(withTime ? { timeStyle: 'short' } : {}) }).format(date);
  if (calendar !== 'both') return inCalendar(calendar, !dateOnly);
  return `${inCalendar('gregory', !dateOnly)} (${inCalendar('islamic-umalqura', false)})`;
}

/** A calendar day (`YYYY-MM-DD`) as a short Gregorian label in the reader's digits, for charts: "1 Mar". */
export function formatDay(day: string, lang: Language): string {
  return dateFormat(`${locale(lang)}-ca-gregory`, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(day));
}

/** A spoken duration such as "3 hours", in the reader's digits. */
export function formatUnit(value: number, unit: 'second' | 'minute' | 'hour' | 'day', lang: Language): string {
  return numberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A countdown or elapsed time as m:ss, or h:mm:ss from an hour up, in the reader's digits. */
export function formatClock(totalSeconds: number, lang: Language): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const two = numberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false });
  const one = numberFormat(lang, { useGrouping: false });
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`;
}
