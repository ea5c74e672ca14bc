import type { QuestionInput } from '@mizan/contract/admin/questions';
import type { TransferQuestion } from './transfer.js';
import { decimal, exportTags, moodlePath, multilang, percent, plainMultilang, questionName } from './writer-text.js';

/** GIFT's control characters, escaped with a backslash; a line break is `\n` so a text never ends a question. */
const escape = (text: string) => text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

const rich = (text: { ar: string; en: string }) => `[html]${escape(multilang(text))}`;

/** Every choice carries its weight, so a text starting with `%` can't be read as one. */
const choice = (mark: '=' | '~', fraction: number, text: string) => `\t${mark}%${percent(fraction)}%${text}`;

function answers(q: QuestionInput): string[] | null {
  if (q.type === 'single_choice') {
    return (q.options ?? []).map((o) => choice(o.correct ? '=' : '~', o.correct ? 1 : (o.fraction ?? 0), rich(o.text)));
  }
  const key = q.key;
  switch (key?.type) {
    case 'multiple_response':
      // Only `~` answers: GIFT reads any `=` as single choice.
      return key.options.map((o) => choice('~', o.fraction, rich(o.text)));
    case 'true_false':
      return [key.correct ? 'TRUE' : 'FALSE'];
    case 'matching':
      return [
        ...key.pairs.map((p) => `\t=${escape(plainMultilang(p.prompt))} -> ${escape(plainMultilang(p.answer))}`),
        ...key.distractors.map((d) => `\t= -> ${escape(plainMultilang(d))}`),
      ];
    case 'numeric':
      return [
        '#',
        ...key.accepted.map((a) =>
          choice('=', a.fraction, 'value' in a ? `${decimal(a.value)}:${decimal(a.tolerance)}` : `${decimal(a.min)}..${decimal(a.max)}`),
        ),
      ];
    case 'short_text':
      return key.accepted.map((a) => choice('=', a.fraction, escape(a.text)));
    case 'essay':
      // GIFT's essay is an empty answer block; its word limits and marker notes have no GIFT notation.
      return [];
    default:
      return null;
  }
}

/**
 * What GIFT can't hold is left out of a GIFT export: ordering and file answers (no such GIFT types: a file answer
 * written as an essay would come back as one), and short text with an accepted answer containing `->` (gift-pegjs
 * reads it as a matching pair, and GIFT has no escape for it).
 */
export const giftCanWrite = (q: QuestionInput) =>
  q.type !== 'ordering' && q.type !== 'file_upload' && !(q.key?.type === 'short_text' && q.key.accepted.some((a) => a.text.includes('->')));

/**
 * GIFT as Moodle writes it: `$CATEGORY:` whenever the path changes, tags as `// [tag:…]` comments, `::name::`,
 * texts as `[html]`, fractions as `%n%`, the mark as a `mark:N` tag. Questions GIFT can't hold are named in a
 * comment at the top. What GIFT can't carry: numeric units, short text's exact mode, all-or-nothing scoring,
 * single choice's profile points.
 */
export function writeGift(questions: TransferQuestion[]): string {
  const blocks: string[] = [];
  const leftOut: string[] = [];
  let category: string | null = null;
  for (const { question: q, categoryPath } of questions) {
    const body = giftCanWrite(q) ? answers(q) : null;
    if (!body) {
      leftOut.push(`// - ${q.type}: ${questionName(q).replace(/\r?\n/g, ' ')}`);
      continue;
    }
    const path = moodlePath(categoryPath);
    if (path !== category) blocks.push(`$CATEGORY: ${path}`);
    category = path;
    const tags = exportTags(q, true).map((t) => `// [tag:${t}]`);
    const head = `::${escape(questionName(q))}::${rich(q.text)} {`;
    blocks.push([...tags, ...(body.length ? [head, ...body, '}'] : [`${head}}`])].join('\n'));
  }
  // Said in the file itself (a comment paragraph, which readers skip), so whoever opens it knows it isn't all.
  if (leftOut.length) {
    const count = leftOut.length === 1 ? '1 question is' : `${leftOut.length} questions are`;
    blocks.unshift([`// Mizan: ${count} not in this file (GIFT has no such question):`, ...leftOut].join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
