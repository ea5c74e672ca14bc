import { parse, type GIFTQuestion, type NumericalFormat, type TextFormat as GiftText } from 'gift-pegjs';
import {
  accept,
  blankQuestion,
  categoryPath,
  emptyReport,
  toText,
  type FormattedText,
  type ImportedNumericAnswer,
  type ImportedQuestion,
  type ImportError,
  type ImportReport,
} from './model.js';

interface Block {
  text: string;
  line: number;
}

const isComment = (row: string): boolean => row.trimStart().startsWith('//');

/**
 * Moodle's own GIFT importer treats blank lines as question separators; parsing block by block
 * gives every error its real line and lets one broken question not sink the rest of the file.
 * A block of comment lines only (a file's header) holds no question: gift-pegjs would call it a syntax error.
 */
function blocks(source: string): Block[] {
  const result: Block[] = [];
  let current: string[] = [];
  let start = 1;
  const flush = () => {
    if (current.length > 0 && !current.every(isComment)) result.push({ text: current.join('\n'), line: start });
    current = [];
  };
  source.split(/\r?\n/).forEach((row, i) => {
    if (row.trim() === '') {
      flush();
      return;
    }
    if (current.length === 0) start = i + 1;
    current.push(row);
  });
  flush();
  return result;
}

/**
 * gift-pegjs leaves escapes in a matching answer (plain text) as its internal codes (`\\=` → `&&061;`); the
 * same table its other texts are decoded with.
 */
const ESCAPE_CODES: Record<string, string> = {
  '&&092;': '\\',
  '&&058;': ':',
  '&&035;': '#',
  '&&061;': '=',
  '&&123;': '{',
  '&&125;': '}',
  '&&126;': '~',
  '&&010': '\n',
};
const decodeEscapes = (text: string) => text.replace(/&&(?:092|058|035|061|123|125|126);|&&010/g, (code) => ESCAPE_CODES[code] ?? code);

function formatted(t: GiftText): FormattedText {
  return { text: t.text, format: t.format };
}

/** gift-pegjs gives `%n%` as a weight in percent, or null when the mark is implied by `=`/`~`. */
function fraction(weight: number | null, isCorrect: boolean): number {
  if (weight === null) return isCorrect ? 1 : 0;
  return weight / 100;
}

function numeric(n: NumericalFormat, frac: number, feedback: FormattedText | null): ImportedNumericAnswer {
  if (n.type === 'high-low') {
    return { kind: 'range', min: n.numberLow ?? 0, max: n.numberHigh ?? 0, fraction: frac, feedback };
  }
  return { kind: 'tolerance', value: n.number ?? 0, tolerance: n.range ?? 0, fraction: frac, feedback };
}

/** Returns the question, or the source type name when Mizan has no such type. */
function convert(q: GIFTQuestion, line: number, category: string[]): ImportedQuestion | string {
  if (q.type === 'Category' || q.type === 'Description') {
    return q.type.toLowerCase();
  }
  const base = (type: ImportedQuestion['type']): ImportedQuestion => ({
    ...blankQuestion(type, line, category),
    name: q.title ?? '',
    text: formatted(q.stem),
    generalFeedback: q.globalFeedback ? formatted(q.globalFeedback) : null,
    tags: q.tags ?? [],
  });
  switch (q.type) {
    case 'Essay':
      return base('essay');
    case 'MC': {
      // Moodle's rule: any `=` answer makes it single choice, only `~%n%` answers make it multiple.
      const single = q.choices.some((c) => c.isCorrect);
      const out = base(single ? 'single_choice' : 'multiple_response');
      out.options = q.choices.map((c) => ({
        text: formatted(c.text),
        fraction: fraction(c.weight, c.isCorrect),
        feedback: c.feedback ? formatted(c.feedback) : null,
      }));
      return out;
    }
    case 'TF': {
      const out = base('true_false');
      const fb = (f: GiftText | null): FormattedText | null => (f ? formatted(f) : null);
      out.options = [
        { text: { text: 'true', format: 'plain' }, fraction: q.isTrue ? 1 : 0, feedback: fb(q.trueFeedback) },
        { text: { text: 'false', format: 'plain' }, fraction: q.isTrue ? 0 : 1, feedback: fb(q.falseFeedback) },
      ];
      return out;
    }
    case 'Short': {
      const out = base('short_text');
      out.shortTextAnswers = q.choices.map((c) => ({
        text: c.text.text,
        fraction: fraction(c.weight, c.isCorrect),
        feedback: c.feedback ? formatted(c.feedback) : null,
      }));
      return out;
    }
    case 'Numerical': {
      const out = base('numeric');
      out.numericAnswers = Array.isArray(q.choices)
        ? q.choices.map((c) => numeric(c.text, fraction(c.weight, c.isCorrect), c.feedback ? formatted(c.feedback) : null))
        : [numeric(q.choices, 1, null)];
      return out;
    }
    case 'Matching': {
      const out = base('matching');
      out.pairs = q.matchPairs.map((p) => ({ prompt: formatted(p.subquestion), answer: decodeEscapes(p.subanswer) }));
      return out;
    }
  }
}

/** What gift-pegjs (a Peggy parser) says when a block doesn't read: where, what it found, what it expected. */
interface PegError {
  location?: { start: { line: number; column: number } };
  found?: string | null;
  expected?: { type: string; text?: string }[];
}

/** GIFT's own symbols: inside a text each is written escaped (`\\:`), which is the fix to tell. */
const GIFT_SYMBOLS = new Set(['~', '=', '#', '{', '}', ':']);

/**
 * The parser's finding in the reader's words. Its English message is not shown (it can't be translated); its
 * parts are: the column, the character found (an unescaped symbol, like the `:` that ends many Arabic stems)
 * or the end of the question, and the symbols it expected.
 */
function syntaxError(error: PegError, blockLine: number): ImportError {
  const start = error.location?.start ?? { line: 1, column: 1 };
  const line = blockLine + start.line - 1;
  const column = start.column;
  const found = error.found ?? null;
  if (found !== null && GIFT_SYMBOLS.has(found)) return { line, message_key: 'import.gift_symbol', params: { column, found } };
  const expected = [...new Set((error.expected ?? []).flatMap((e) => (e.type === 'literal' && e.text ? [`«${e.text}»`] : [])))].join(' ');
  if (!expected) return { line, message_key: 'import.syntax_error' };
  if (found === null) return { line, message_key: 'import.gift_cut_short', params: { column, expected } };
  return { line, message_key: 'import.gift_unexpected', params: { column, found, expected } };
}

/**
 * Moodle's GIFT reader (qformat_gift, numerical) takes everything after a `~` in a numeric answer block as the
 * feedback for any other answer (`{#3:2~#Completely wrong}`, its own questions.gift.txt). gift-pegjs has no such
 * answer, so it is lifted out of the block before parsing and kept as the question's incorrect feedback.
 */
const NUMERIC_CATCH_ALL = /(\{\s*#(?:[^{}~\\]|\\.)*)~((?:[^{}\\]|\\.)*)\}/;

function liftCatchAll(text: string): { text: string; feedback: string | null } {
  const found = NUMERIC_CATCH_ALL.exec(text);
  if (!found) return { text, feedback: null };
  const comment = /(?<!\\)#([\s\S]*)$/.exec(found[2]!)?.[1] ?? '';
  return {
    text: text.slice(0, found.index) + `${found[1]}}` + text.slice(found.index + found[0].length),
    feedback: comment.replace(/\\(.)/g, '$1').trim() || null,
  };
}

/**
 * The longest question GIFT is parsed for, in characters. gift-pegjs (Peggy) builds its texts character by
 * character: a single 10 MB question peaked at about 800 MB, a 1 MB one at 150 MB. No real question comes near
 * this (a page of text is 3,000); a longer block is refused by its line and the rest of the file goes on.
 */
export const GIFT_QUESTION_MAX_CHARS = 100_000;

export function parseGift(input: string | Buffer): ImportReport {
  const report = emptyReport();
  let category: string[] = [];
  for (const block of blocks(toText(input))) {
    if (block.text.length > GIFT_QUESTION_MAX_CHARS) {
      report.errors.push({
        line: block.line,
        message_key: 'import.gift_too_long',
        params: { length: block.text.length, max: GIFT_QUESTION_MAX_CHARS },
      });
      continue;
    }
    let parsed: GIFTQuestion[];
    const lifted = liftCatchAll(block.text);
    try {
      parsed = parse(lifted.text);
    } catch (error) {
      report.errors.push(syntaxError(error as PegError, block.line));
      continue;
    }
    for (const q of parsed) {
      if (q.type === 'Category') {
        category = categoryPath(q.title);
        continue;
      }
      const result = convert(q, block.line, category);
      if (typeof result === 'string') {
        report.skipped.push({ line: block.line, message_key: 'import.unsupported_type', detail: result });
      } else {
        if (result.type === 'numeric' && lifted.feedback) result.combinedFeedback = [{ text: lifted.feedback, format: result.text.format }];
        accept(report, result);
      }
    }
  }
  return report;
}
