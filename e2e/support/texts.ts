import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from './fixtures.js';

const cache = new Map<string, unknown>();

function lookup(lang: Lang, ns: string, dotted: string): unknown {
  const file = path.resolve('apps/web/public/locales', lang, `${ns}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], cache.get(file));
}

/**
 * The product's own wording (`ns:dotted.key`, interpolated), so specs assert what a user reads in each language:
 * as in the app, a numeric `count` picks the plural form and numbers are written in the language's default digits
 * (Arabic-Indic in Arabic); `{{x, price}}` keeps two decimals.
 */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, dotted] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  const count = values['count'];
  const plural = typeof count === 'number' ? lookup(lang, ns, `${dotted}_${new Intl.PluralRules(lang).select(count)}`) : undefined;
  const found = typeof plural === 'string' ? plural : lookup(lang, ns, dotted);
  if (typeof found !== 'string') throw new Error(`missing text ${lang}/${key}`);
  const locale = lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US-u-nu-latn';
  return found.replace(/\{\{(\w+)(?:,\s*(\w+))?\}\}/g, (_, name: string, format?: string) => {
    const value = values[name];
    if (format === 'price') return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(Number(value));
    return typeof value === 'number' ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value) : String(value);
  });
}

/** A helper bound to one language. */
export const textsFor = (lang: Lang) => (key: string, values?: Record<string, string | number>) => text(lang, key, values);
