import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mizan/contract/i18n';

type Tree = { [key: string]: string | Tree };
export type Translate = (lang: Language, key: string, params?: Record<string, string | number>) => string;

/**
 * Server-side messages come from the same locale files the web app loads (`/locales/{lng}/{ns}.json`),
 * so a message is written once for both. Keys are `namespace:dotted.path`; missing → Arabic → the key.
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
  return (lang, key, params = {}) => {
    const template = lookup(lang, key) ?? lookup(DEFAULT_LANGUAGE, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}
