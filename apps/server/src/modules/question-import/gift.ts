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
  if (q.type === 'Category' || q.type === 'Description' || q.type === 'Essay') {
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

export function parseGift(input: string | Buffer): ImportReport {
  const report = emptyReport();
  let category: string[] = [];
  for (const block of blocks(toText(input))) {
    let parsed: GIFTQuestion[];
    try {
      parsed = parse(block.text);
    } catch (error) {
      const line = (error as { location?: { start: { line: number } } }).location?.start.line ?? 1;
      report.errors.push({ line: block.line + line - 1, message_key: 'import.syntax_error' });
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
        accept(report, result);
      }
    }
  }
  return report;
}
