import type { Bilingual } from '@mizan/contract/admin/common';
import { QuestionInput } from '@mizan/contract/admin/questions';
import type { AnswerKeyInput, NumericAccepted } from '@mizan/contract/question-types';
import { categoryPath } from './model.js';
import type { TransferProblem, TransferQuestion, TransferReport } from './transfer.js';

/**
 * The spreadsheet layout shared by CSV and XLSX: one row per question, the header naming the columns (any order,
 * case-insensitive). Options, ordering items, matching pairs and short-text answers take the numbered option
 * columns; the other cells are small notations, documented in the template's instructions sheet:
 * - `correct`: option numbers `1;3` (single choice, multiple response sharing the mark equally), or with
 *   fractions `1=0.5;3=0.5;2=-1` (multiple response, short-text answers worth less than full marks, a single
 *   choice's wrong options that keep partial credit: `1;2=0.5`); `true` or `false` for true/false.
 * - `points` (profile quizzes, single choice): `1:R=2,I=1;2:I=1` — option number, then dimension=points.
 * - `accepted` (numeric): `;`-separated `12.5`, `12.5:0.1` (value:tolerance) or `10..20` (range), each optionally
 *   `=0.5` for part of the mark.
 * - matching options: `prompt => answer`; an option with no prompt (`=> answer`) is a distractor.
 * - `category`: names separated by `/` (`//` for a slash inside a name); `tags`: `;`-separated.
 */
export const TEMPLATE_OPTIONS = 10;
export const REQUIRED_COLUMNS = ['type', 'text_ar'] as const;
const TAIL_COLUMNS = ['correct', 'points', 'accepted', 'unit', 'exact', 'all_or_nothing', 'mark', 'category', 'tags', 'difficulty'];

export const optionColumn = (n: number, lang: 'ar' | 'en') => `option_${n}_${lang}`;

/** The header for `options` numbered option columns. */
export function headerFor(options: number): string[] {
  const numbered = Array.from({ length: options }, (_, i) => [optionColumn(i + 1, 'ar'), optionColumn(i + 1, 'en')]).flat();
  return ['type', 'text_ar', 'text_en', ...numbered, ...TAIL_COLUMNS];
}

export type Cells = Record<string, string>;

const list = (cell: string, separator = ';') =>
  cell
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/** A cell that can't be read: the row is reported with this column and the other rows go on. */
class BadCell extends Error {
  constructor(readonly column: string) {
    super(column);
  }
}

const number = (text: string, column: string): number => {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new BadCell(column);
  return value;
};

/** `n` or `n=fraction` items, as a map from 1-based option number to fraction (null: no fraction given). */
function numbered(cell: string, column: string): Map<number, number | null> {
  const entries = list(cell).map((item): [number, number | null] => {
    const [n, fraction] = item.split('=');
    return [number(n!, column), fraction === undefined ? null : number(fraction, column)];
  });
  return new Map(entries);
}

/** A yes/no cell; empty gives `fallback` (null: the cell is required). */
function bool(cell: string, column: string, fallback: boolean | null): boolean {
  const value = cell.trim().toLowerCase();
  if (value === '' && fallback !== null) return fallback;
  if (['true', 't', 'yes', '1', 'صح', 'صواب', 'نعم'].includes(value)) return true;
  if (['false', 'f', 'no', '0', 'خطأ', 'خطا', 'لا'].includes(value)) return false;
  throw new BadCell(column);
}

/** The option columns up to the last one filled in. */
function options(cells: Cells): Bilingual[] {
  const found: Bilingual[] = [];
  for (let n = 1; optionColumn(n, 'ar') in cells || optionColumn(n, 'en') in cells; n++)
    found.push({ ar: cells[optionColumn(n, 'ar')] ?? '', en: cells[optionColumn(n, 'en')] ?? '' });
  while (found.length && !found.at(-1)!.ar.trim() && !found.at(-1)!.en.trim()) found.pop();
  return found;
}

const PAIR = '=>';
const splitPair = (cell: string) => {
  const at = cell.indexOf(PAIR);
  return at < 0 ? { prompt: cell.trim(), answer: '' } : { prompt: cell.slice(0, at).trim(), answer: cell.slice(at + PAIR.length).trim() };
};

function points(cell: string): Map<number, Record<string, number>> {
  return new Map(
    list(cell).map((item): [number, Record<string, number>] => {
      const [n, dims = ''] = item.split(':');
      const entries = list(dims, ',').map((dim): [string, number] => {
        const [code, value] = dim.split('=');
        return [code!.trim(), number(value ?? '', 'points')];
      });
      return [number(n!, 'points'), Object.fromEntries(entries)];
    }),
  );
}

function numericAccepted(cell: string): NumericAccepted[] {
  return list(cell).map((item) => {
    const [body, fractionText] = item.split('=');
    const fraction = fractionText === undefined ? 1 : number(fractionText, 'accepted');
    if (body!.includes('..')) {
      const [min, max] = body!.split('..');
      return { min: number(min!, 'accepted'), max: number(max!, 'accepted'), fraction };
    }
    const [value, tolerance] = body!.split(':');
    return { value: number(value!, 'accepted'), tolerance: tolerance === undefined ? 0 : number(tolerance, 'accepted'), fraction };
  });
}

function keyOf(type: string, cells: Cells, texts: Bilingual[]): AnswerKeyInput | undefined {
  const cell = (name: string) => cells[name] ?? '';
  const allOrNothing = () => bool(cell('all_or_nothing'), 'all_or_nothing', false);
  switch (type) {
    case 'multiple_response': {
      const marked = numbered(cell('correct'), 'correct');
      const share = 1 / Math.max(1, [...marked.values()].filter((f) => f === null).length);
      const options = texts.map((text, i) => {
        const fraction = marked.has(i + 1) ? (marked.get(i + 1) ?? share) : 0;
        return { text, fraction };
      });
      return { type, options, all_or_nothing: allOrNothing() };
    }
    case 'true_false':
      return { type, correct: bool(cell('correct'), 'correct', null) };
    case 'ordering':
      return { type, items: texts, all_or_nothing: allOrNothing() };
    case 'matching': {
      const sides = texts.map((text) => ({ ar: splitPair(text.ar), en: splitPair(text.en) }));
      const isDistractor = (side: (typeof sides)[number]) => side.ar.prompt === '' && side.en.prompt === '';
      return {
        type,
        pairs: sides
          .filter((s) => !isDistractor(s))
          .map((s) => ({ prompt: { ar: s.ar.prompt, en: s.en.prompt }, answer: { ar: s.ar.answer, en: s.en.answer } })),
        distractors: sides.filter(isDistractor).map((s) => ({ ar: s.ar.answer, en: s.en.answer })),
        all_or_nothing: allOrNothing(),
      };
    }
    case 'numeric':
      return { type, accepted: numericAccepted(cell('accepted')), unit: cell('unit').trim() || null };
    case 'short_text': {
      const fractions = numbered(cell('correct'), 'correct');
      return {
        type,
        accepted: texts.map((text, i) => ({ text: text.ar, fraction: fractions.get(i + 1) ?? 1 })),
        exact: bool(cell('exact'), 'exact', false),
      };
    }
    case 'file_upload': {
      // `files=2;mb=10;kinds=pdf,image` as the writer puts it; what is missing takes the defaults, the schema checks the rest.
      const parts = new Map<string, string>(
        cell('accepted')
          .split(';')
          .map((part): [string, string] => [part.split('=')[0]!.trim(), (part.split('=')[1] ?? '').trim()]),
      );
      const whole = (name: string) => (parts.get(name) ? Number(parts.get(name)) : undefined);
      const kinds = parts
        .get('kinds')
        ?.split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      return {
        type,
        max_files: whole('files') ?? 1,
        max_size_mb: whole('mb') ?? 10,
        kinds: (kinds?.length ? kinds : ['pdf', 'image']) as ('pdf' | 'image')[],
        marker_info: { ar: '', en: '' },
      };
    }
    default:
      return undefined;
  }
}

/** Which column a schema complaint points at, for the row's error. */
const COLUMN_OF: Record<string, string> = { type: 'type', text: 'text_ar', tags: 'tags', difficulty: 'difficulty', mark: 'mark' };

/** One row's cells → a question, or the column to blame. */
export function questionOf(cells: Cells): { question: QuestionInput; categoryPath: string[] } | { column: string } {
  const cell = (name: string) => cells[name] ?? '';
  try {
    const type = cell('type').trim().toLowerCase();
    const texts = options(cells);
    const optional = (name: string) => (cell(name).trim() === '' ? undefined : number(cell(name), name));
    const optionPoints = points(cell('points'));
    const correct = type === 'single_choice' ? numbered(cell('correct'), 'correct') : null;
    const raw = {
      type,
      text: { ar: cell('text_ar'), en: cell('text_en') },
      category: null,
      tags: list(cell('tags')),
      difficulty: optional('difficulty'),
      mark: optional('mark'),
      ...(correct
        ? {
            options: texts.map((text, i) => {
              // `n` (or `n=1`) is the right option; `n=0.5` a wrong one's partial credit.
              const share = correct.get(i + 1);
              const full = correct.has(i + 1) && (share === null || share === undefined || share >= 1);
              return { text, correct: full, fraction: full ? null : share || null, points: optionPoints.get(i + 1) ?? null };
            }),
          }
        : { key: keyOf(type, cells, texts) }),
    };
    const parsed = QuestionInput.safeParse(raw);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'type');
      return { column: COLUMN_OF[field] ?? (field === 'options' || field === 'key' ? 'correct' : field) };
    }
    return { question: parsed.data, categoryPath: categoryPath(cell('category')) };
  } catch (error) {
    if (error instanceof BadCell) return { column: error.column };
    throw error;
  }
}

const fractionList = (fractions: readonly number[], keep: (f: number) => boolean) =>
  fractions.flatMap((f, i) => (keep(f) ? [`${i + 1}=${f}`] : [])).join(';');

const pairCell = (prompt: string, answer: string) => (prompt || answer ? `${prompt} ${PAIR} ${answer}`.trim() : '');

/** The option texts and notation cells of one question: the writer's half of `questionOf`. */
function keyCells(q: QuestionInput): { texts: Bilingual[]; cells: Cells } {
  if (q.type === 'single_choice' || !q.key || q.key.type === 'single_choice') {
    const opts = q.options ?? [];
    const dims = opts.flatMap((o, i) =>
      o.points && Object.keys(o.points).length
        ? [
            `${i + 1}:${Object.entries(o.points)
              .map(([code, value]) => `${code}=${value}`)
              .join(',')}`,
          ]
        : [],
    );
    return {
      texts: opts.map((o) => o.text),
      cells: {
        correct: opts.flatMap((o, i) => (o.correct ? [String(i + 1)] : o.fraction ? [`${i + 1}=${o.fraction}`] : [])).join(';'),
        points: dims.join(';'),
      },
    };
  }
  const key = q.key;
  const aon = (value: boolean) => ({ all_or_nothing: String(value) });
  switch (key.type) {
    case 'multiple_response':
      return {
        texts: key.options.map((o) => o.text),
        cells: {
          correct: fractionList(
            key.options.map((o) => o.fraction),
            (f) => f !== 0,
          ),
          ...aon(key.all_or_nothing),
        },
      };
    case 'true_false':
      return { texts: [], cells: { correct: String(key.correct) } };
    case 'ordering':
      return { texts: key.items, cells: aon(key.all_or_nothing) };
    case 'matching':
      return {
        texts: [
          ...key.pairs.map((p) => ({ ar: pairCell(p.prompt.ar, p.answer.ar), en: pairCell(p.prompt.en, p.answer.en) })),
          ...key.distractors.map((d) => ({ ar: pairCell('', d.ar), en: pairCell('', d.en) })),
        ],
        cells: aon(key.all_or_nothing),
      };
    case 'numeric':
      return {
        texts: [],
        cells: {
          accepted: key.accepted
            .map((a) => {
              const body = 'min' in a ? `${a.min}..${a.max}` : a.tolerance ? `${a.value}:${a.tolerance}` : String(a.value);
              return a.fraction === 1 ? body : `${body}=${a.fraction}`;
            })
            .join(';'),
          unit: key.unit ?? '',
        },
      };
    case 'short_text':
      return {
        texts: key.accepted.map((a) => ({ ar: a.text, en: '' })),
        cells: {
          correct: fractionList(
            key.accepted.map((a) => a.fraction),
            (f) => f !== 1,
          ),
          exact: String(key.exact),
        },
      };
    case 'essay':
      // A person marks it: no key cells (its word limits and marker notes have no column yet).
      return { texts: [], cells: {} };
    case 'file_upload':
      // Its limits go in the `accepted` cell (`files=2;mb=10;kinds=pdf,image`), which the reader parses back.
      return { texts: [], cells: { accepted: `files=${key.max_files};mb=${key.max_size_mb};kinds=${key.kinds.join(',')}` } };
  }
}

/** The header and rows of questions: as many option columns as the longest needs, at least the template's ten. */
export function rowsOf(questions: readonly TransferQuestion[]): { header: string[]; rows: string[][] } {
  const written = questions.map(({ question: q, categoryPath: path }) => {
    const { texts, cells } = keyCells(q);
    const numberedCells = Object.fromEntries(
      texts.flatMap((t, i) => [
        [optionColumn(i + 1, 'ar'), t.ar],
        [optionColumn(i + 1, 'en'), t.en],
      ]),
    );
    return {
      count: texts.length,
      cells: {
        type: q.type,
        text_ar: q.text.ar,
        text_en: q.text.en,
        ...numberedCells,
        ...cells,
        mark: String(q.mark),
        category: path.map((name) => name.replace(/\//g, '//')).join('/'),
        tags: q.tags.join(';'),
        difficulty: String(q.difficulty),
      } as Cells,
    };
  });
  const header = headerFor(Math.max(TEMPLATE_OPTIONS, ...written.map((w) => w.count)));
  return { header, rows: written.map((w) => header.map((column) => w.cells[column] ?? '')) };
}

/**
 * Reads a sheet given as its header and rows (`rowNumber` counts the header as row 1): a missing required column
 * refuses the whole sheet in one problem naming them; a bad row is reported and the others still import.
 */
export function readRows(header: readonly string[], rows: Iterable<{ row: number; values: readonly string[] }>): TransferReport {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length)
    return {
      questions: [],
      problems: [{ at: { row: 1 }, message_key: 'import.missing_column', detail: missing.join(', '), skipped: false }],
    };
  const report: TransferReport = { questions: [], problems: [] };
  for (const { row, values } of rows) {
    if (values.every((value) => value.trim() === '')) continue;
    const cells: Cells = Object.fromEntries(names.flatMap((name, i) => (name ? [[name, values[i] ?? '']] : [])));
    const read = questionOf(cells);
    if ('column' in read) {
      // The row is left out, so it counts as skipped (as a question the other formats can't read does).
      const problem: TransferProblem = { at: { row }, message_key: 'import.bad_cell', detail: read.column, skipped: true };
      report.problems.push(problem);
    } else report.questions.push({ question: read.question, categoryPath: read.categoryPath, at: { row } });
  }
  return report;
}
