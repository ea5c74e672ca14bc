import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';

/**
 * Safe Exam Browser's Config Key (https://safeexambrowser.org/developer/seb-config-key.html): the SHA-256 of the
 * settings as "SEB-JSON". The rules, as SEB states them: drop the root's `originatorVersion`; sort every
 * dictionary's keys case-insensitively (ordinal, not locale), recursively, also inside arrays; drop empty
 * dictionaries; `<data>` becomes Base64, `<date>` ISO 8601; no whitespace and no character escaping (a
 * backslash in a URL filter stays one backslash). SEB for Windows, macOS and iOS compute the same key, and so
 * must we, for a configuration we generate (no key to paste) and for one an operator uploads.
 */
type PlistValue = string | number | boolean | PlistValue[] | { [key: string]: PlistValue };

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  // A .seb file is the operator's upload: no DOCTYPE entities are ever expanded.
  htmlEntities: false,
});

const tagOf = (node: Node) => Object.keys(node).find((k) => k !== ':@') ?? '';
const textOf = (node: Node): string => {
  const children = node[tagOf(node)] as Node[];
  return children.map((c) => (typeof c['#text'] === 'string' ? c['#text'] : '')).join('');
};

function valueOf(node: Node): PlistValue {
  const tag = tagOf(node);
  const children = (node[tag] as Node[]).filter((c) => tagOf(c) !== '#text');
  switch (tag) {
    case 'dict': {
      const dict: Record<string, PlistValue> = {};
      for (let i = 0; i < children.length; i += 2) {
        const key = children[i];
        const value = children[i + 1];
        if (!key || !value || tagOf(key) !== 'key') throw new Error('a plist <dict> must alternate <key> and a value');
        dict[textOf(key)] = valueOf(value);
      }
      return dict;
    }
    case 'array':
      return children.map(valueOf);
    case 'string':
      return textOf(node);
    case 'integer':
      return Number.parseInt(textOf(node).trim(), 10);
    case 'real':
      return Number.parseFloat(textOf(node).trim());
    case 'true':
      return true;
    case 'false':
      return false;
    case 'data':
      return textOf(node).replace(/\s+/g, '');
    case 'date':
      return new Date(textOf(node).trim()).toISOString().replace('.000Z', 'Z');
    default:
      throw new Error(`unknown plist element <${tag}>`);
  }
}

/** The settings of a plist XML document (an unencrypted .seb file). */
export function parsePlist(xml: string): Record<string, PlistValue> {
  const document = parser.parse(xml) as Node[];
  const plist = document.find((n) => tagOf(n) === 'plist');
  const root = plist && (plist['plist'] as Node[]).find((n) => tagOf(n) === 'dict');
  if (!root) throw new Error('not a plist with a root <dict>');
  return valueOf(root) as Record<string, PlistValue>;
}

const isDict = (v: PlistValue): v is Record<string, PlistValue> => typeof v === 'object' && !Array.isArray(v);
const byKey = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

function serialize(value: PlistValue): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  const entries = Object.keys(value)
    .filter((k) => !(isDict(value[k] as PlistValue) && Object.keys(value[k] as object).length === 0))
    .sort(byKey)
    .map((k) => `"${k}":${serialize(value[k] as PlistValue)}`);
  return `{${entries.join(',')}}`;
}

/** The SEB-JSON string the Config Key hashes. */
export function sebJson(settings: Record<string, PlistValue>): string {
  const { originatorVersion: _meta, ...rest } = settings;
  return serialize(rest);
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The Config Key of a .seb file's settings: 64 lower-case hex characters. */
export const configKey = (settings: Record<string, PlistValue>) => sha256(sebJson(settings));

/**
 * What SEB sends in `X-SafeExamBrowser-ConfigKeyHash` (with the Config Key) or `X-SafeExamBrowser-RequestHash`
 * (with the Browser Exam Key): SHA-256 of the absolute URL without its fragment followed by the key.
 */
export const sebRequestHash = (url: string, key: string) => sha256(url.split('#')[0] + key);

export type { PlistValue };
