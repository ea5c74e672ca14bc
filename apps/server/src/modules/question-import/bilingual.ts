import { escapeToRichText, plainText, sanitizeRichText } from '../../lib/rich-text.js';
import type { FormattedText } from './model.js';

export interface BilingualText {
  ar: string;
  en: string;
}

/** Moodle's multilang filter: `<span lang="ar" class="multilang">…</span>` (attributes in either order). */
const SPAN = /<span\s+(?:lang="([a-zA-Z_-]+)"\s+class="multilang"|class="multilang"\s+lang="([a-zA-Z_-]+)")\s*>([\s\S]*?)<\/span>/gi;
/** The multilang2 filter's `{mlang ar}…{mlang}`. */
const MLANG = /\{mlang\s+([a-zA-Z_-]+)\}([\s\S]*?)\{mlang\}/gi;
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

function languageParts(text: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const m of text.matchAll(SPAN)) parts.set((m[1] ?? m[2] ?? '').toLowerCase().slice(0, 2), m[3] ?? '');
  for (const m of text.matchAll(MLANG)) parts.set((m[1] ?? '').toLowerCase().slice(0, 2), m[2] ?? '');
  return parts;
}

/**
 * One source text → Mizan's two languages. Multilang markup gives each language its own part. Without it the
 * script decides: Arabic text is the Arabic version (English then falls back to it); other text is put in both,
 * because a quiz can't be published without Arabic and an English reader should still see it as English.
 */
export function splitLanguages(text: string): BilingualText {
  const parts = languageParts(text);
  const ar = parts.get('ar');
  const en = parts.get('en');
  if (ar !== undefined || en !== undefined) return { ar: ar ?? en ?? '', en: en ?? '' };
  return ARABIC_LETTER.test(text) ? { ar: text, en: '' } : { ar: text, en: text };
}

function html(source: FormattedText): string {
  // Markdown is kept as its plain text: the bank stores HTML only and has no Markdown renderer.
  return source.format === 'plain' || source.format === 'markdown' ? escapeToRichText(source.text) : source.text;
}

/** A question or option text: rich text sanitized exactly as the bank does before storing it. */
export function richBilingual(source: FormattedText): BilingualText {
  const { ar, en } = splitLanguages(html(source));
  return { ar: sanitizeRichText(ar), en: sanitizeRichText(en) };
}

/** An ordering item, a matching prompt or answer: the bank keeps these as plain text. */
export function plainBilingual(source: FormattedText | string): BilingualText {
  const { ar, en } = splitLanguages(typeof source === 'string' ? source : html(source));
  return { ar: plainText(ar), en: plainText(en) };
}
