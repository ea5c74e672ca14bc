import type { Language } from '@mizan/contract/i18n';
import { formatNumber } from './format';

/** A file's size for people: KB under a megabyte, MB with one decimal above (the digits of the reader's language). */
export function fileSize(bytes: number, lang: Language, units: { kb: string; mb: string }): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), lang)} ${units.kb}`;
  return `${formatNumber(bytes / 1024 / 1024, lang, 1)} ${units.mb}`;
}
