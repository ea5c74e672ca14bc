import type { Language } from '@mizan/contract/i18n';

const locale = (lang: Language) => (lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US');

/** A SAR decimal string as the reader expects it: "٤٩٫٠٠ ر.س" or "SAR 49.00". */
export function formatPrice(price: string, lang: Language): string {
  return new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 }).format(Number(price));
}

export function formatNumber(value: number, lang: Language, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits }).format(value);
}

/** Percentages arrive as 0–100. */
export function formatPercent(value: number, lang: Language): string {
  return new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

export function formatDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A countdown or elapsed time as m:ss, or h:mm:ss from an hour up, in the language's digits. */
export function formatClock(totalSeconds: number, lang: Language): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const two = new Intl.NumberFormat(locale(lang), { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(locale(lang), { useGrouping: false });
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`;
}
