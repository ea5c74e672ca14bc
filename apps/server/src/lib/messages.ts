import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, defaultDigits, numberLocale, type Digits, type Language } from '@mizan/contract/i18n';

type Tree = { [key: string]: string | Tree };
/** A language, or a language with the digits the reader chose (Accept-Language `ar-u-nu-latn`). */
export type MessageLocale = Language | { lang: Language; digits: Digits };
export type Translate = (locale: MessageLocale, key: string, params?: Record<string, string | number>) => string;

/**
 * Server-side messages come from the same locale files the web app loads (`/locales/{lng}/{ns}.json`),
 * so a message is written once for both. Keys are `namespace:dotted.path`; missing → Arabic → the key.
 * As in the web app (i18next), a numeric `count` picks the plural form (`key_one`, `key_few`…, Arabic has six)
 * and every number is written in the reader's digits.
 */
export function loadMessages(localesDir: string, namespaces: readonly string[]): Translate {
  const trees = new Map<string, Tree>();
  for (const lang of LANGUAGES) {
    for (const ns of namespaces) {
      trees.set(`${lang}:${ns}`, JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Tree);
    }
  }
  const lookup = (lang: Language, key: string): string | undefined => {
    const [ns, dotted] = key.includes(':') ? key.split(':', 2) : ['errors', key];
    let node: string | Tree | undefined = trees.get(`${lang}:${ns}`);
    for (const part of (dotted ?? '').split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const plurals = new Map(LANGUAGES.map((lang) => [lang, new Intl.PluralRules(lang)]));
  const find = (lang: Language, key: string, count: unknown) => {
    const form = typeof count === 'number' ? `${key}_${plurals.get(lang)?.select(count)}` : undefined;
    return (form && lookup(lang, form)) ?? lookup(lang, key);
  };
  return (locale, key, params = {}) => {
    const { lang, digits } = typeof locale === 'string' ? { lang: locale, digits: defaultDigits(locale) } : locale;
    const numbers = new Intl.NumberFormat(numberLocale(lang, digits), { maximumFractionDigits: 2 });
    const template = find(lang, key, params['count']) ?? find(DEFAULT_LANGUAGE, key, params['count']) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
      const value = params[name];
      return typeof value === 'number' ? numbers.format(value) : String(value ?? '');
    });
  };
}
