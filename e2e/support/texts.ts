import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from './fixtures.js';

const cache = new Map<string, unknown>();

/** The product's own wording (`ns:dotted.key`, interpolated), so specs assert what a user reads in each language. */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [ns, dotted] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  const file = path.resolve('apps/web/public/locales', lang, `${ns}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const found = dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], cache.get(file));
  if (typeof found !== 'string') throw new Error(`missing text ${lang}/${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A helper bound to one language. */
export const textsFor = (lang: Lang) => (key: string, values?: Record<string, string | number>) => text(lang, key, values);
