import type { QuestionInput } from '@mizan/contract/admin/questions';
import { plainText } from '../../lib/rich-text.js';
import type { BilingualText } from './bilingual.js';
import { difficultyTag, markTag } from './transfer-tags.js';

/**
 * Mizan's two languages as one source text: Moodle's multilang spans when they differ, the Arabic alone when
 * English is empty or the same (English falls back to Arabic, so nothing is lost), which the importer reads
 * back by script.
 */
export function multilang({ ar, en }: BilingualText): string {
  if (en === '' || en === ar) return ar;
  return `<span lang="ar" class="multilang">${ar}</span><span lang="en" class="multilang">${en}</span>`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain item (ordering, matching) as HTML: escaped, so its `<` or `&` survive the importer's plain-text reading. */
export const plainMultilang = ({ ar, en }: BilingualText) => multilang({ ar: escapeHtml(ar), en: escapeHtml(en) });

/** Both formats want a name; the bank has none, so it is the start of the Arabic text. */
export function questionName(q: QuestionInput): string {
  const text = plainText(q.text.ar).replace(/\s+/g, ' ') || '-';
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The operator's tags plus the difficulty (and, where the format has no grade, the mark) as tags. */
export function exportTags(q: QuestionInput, withMark: boolean): string[] {
  return [...q.tags, difficultyTag(q.difficulty), ...(withMark && q.mark !== 1 ? [markTag(q.mark)] : [])];
}

/** Numbers as GIFT and Moodle read them: never in exponent form. */
export const decimal = (n: number) => n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/** A fraction as a percentage with Moodle's seven significant decimals of the fraction. */
export const percent = (fraction: number) => decimal(Number((fraction * 100).toFixed(5)));

/** Category names joined as Moodle writes paths: `$course$/A/B`, a `/` inside a name doubled. */
export const moodlePath = (path: string[]) => ['$course$', ...path.map((name) => name.replace(/\//g, '//'))].join('/');
