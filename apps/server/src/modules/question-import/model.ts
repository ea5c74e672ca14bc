/**
 * The one shape every import format (GIFT, Moodle XML, Aiken, later CSV/XLSX/QTI) parses into.
 * Parsers are pure: they never touch the database, so a dry run and a real run see the same report.
 */
export type ImportedQuestionType =
  'single_choice' | 'multiple_response' | 'true_false' | 'ordering' | 'matching' | 'numeric' | 'short_text' | 'essay' | 'file_upload';

export type TextFormat = 'html' | 'markdown' | 'plain' | 'moodle';

export interface FormattedText {
  text: string;
  format: TextFormat;
}

export interface ImportedOption {
  text: FormattedText;
  /** Share of the mark in [-1, 1]; Moodle's percentages divided by 100. */
  fraction: number;
  feedback: FormattedText | null;
}

export interface ImportedMatchingPair {
  prompt: FormattedText;
  answer: string;
}

export type ImportedNumericAnswer = (
  { kind: 'tolerance'; value: number; tolerance: number } | { kind: 'range'; min: number; max: number }
) & { fraction: number; feedback: FormattedText | null };

export interface ImportedShortTextAnswer {
  text: string;
  fraction: number;
  feedback: FormattedText | null;
}

/** A file embedded in the source (Moodle XML `<file encoding="base64">`), referenced as `@@PLUGINFILE@@/name`. */
export interface ImportedMedia {
  name: string;
  /** Base64 as found in the file, so no decoding cost until the media is stored. */
  base64: string;
}

export interface ImportedQuestion {
  type: ImportedQuestionType;
  name: string;
  text: FormattedText;
  generalFeedback: FormattedText | null;
  /** Choice-like types (single/multiple, true/false, ordering in the listed correct order). */
  options: ImportedOption[];
  pairs: ImportedMatchingPair[];
  numericAnswers: ImportedNumericAnswer[];
  shortTextAnswers: ImportedShortTextAnswer[];
  /** Category path below the import's target category, `$course$`/`$system$` prefix removed. */
  categoryPath: string[];
  tags: string[];
  /** `@@PLUGINFILE@@/name` references found in this question's texts, resolved to embedded files. */
  media: ImportedMedia[];
  /** 1-based line where the item starts in the source file. */
  line: number;
  /** Moodle XML `<defaultgrade>`; absent in formats without a mark. */
  mark?: number;
  /** Moodle XML numerical `<units>`: the unit whose multiplier is 1. */
  unit?: string;
  /** Moodle XML shortanswer `<usecase>1</usecase>`: compared as typed. */
  exact?: boolean;
  /** Moodle XML's correct / partially correct / incorrect feedback (GIFT numeric's `~#` catch-all), in that order. */
  combinedFeedback: FormattedText[];
  /** Moodle XML `<hint>`s, shown one per wrong try. */
  hints: FormattedText[];
  /** Moodle XML `<penalty>`: the share of the mark lost per wrong try. */
  penalty?: number;
  /** Moodle XML `<idnumber>`: the question's id in the source bank. */
  idnumber?: string;
  /** Essays: Moodle XML's word limits, response template and information for graders. */
  essay?: { minWords: number | null; maxWords: number | null; template: FormattedText | null; markerInfo: FormattedText | null };
  /** File answers: how many files (Moodle's attachments; QTI's upload interaction is one). */
  fileUpload?: { maxFiles: number; maxSizeMb?: number; kinds?: ('pdf' | 'image')[] };
}

/** Message keys, not sentences: the server localizes them (ar/en) when it answers. */
export type ImportMessageKey =
  | 'import.unsupported_type'
  /** A background import stopped: its file can't be read at all, it was interrupted too often, or it failed. */
  | 'import.unreadable'
  | 'import.interrupted'
  | 'import.failed'
  | 'import.syntax_error'
  /** GIFT: an unescaped symbol (params: column, found), the text ending early or another character (column, found, expected). */
  | 'import.gift_symbol'
  | 'import.gift_cut_short'
  | 'import.gift_unexpected'
  /** GIFT: a question longer than GIFT_QUESTION_MAX_CHARS (params: length, max), refused before parsing. */
  | 'import.gift_too_long'
  | 'import.doctype_refused'
  | 'import.not_moodle_xml'
  | 'import.no_correct_answer'
  | 'import.missing_answers'
  | 'import.bad_fraction'
  /** A grade that is not in Moodle's list (detail: the grades in percent), refused as Moodle refuses it. */
  | 'import.invalid_grade'
  | 'import.invalid_question'
  | 'import.partial_credit'
  | 'import.media_skipped'
  /** Spreadsheets: required columns absent from the header row (detail: their names, comma-separated). */
  | 'import.missing_column'
  /** Spreadsheets: a row whose cells don't make a valid question (detail: the column). */
  | 'import.bad_cell'
  /** A text file that isn't UTF-8 (e.g. saved as Windows-1256). */
  | 'import.not_utf8'
  /** A file that can't be opened as the format it claims (not an XLSX workbook, not a zip). */
  | 'import.unreadable_file'
  /** A zip whose entries inflate past the limit, or with too many entries. */
  | 'import.zip_too_large'
  /** XML nested deeper than the parser reads (placed by its line, or its QTI item). */
  | 'import.too_deep'
  /** A QTI package without imsmanifest.xml at its root. */
  | 'import.no_manifest'
  /** A QTI manifest that lists no item (only tests, or nothing): nothing to import, and the report says so. */
  | 'import.no_items'
  /** A QTI item scored by its own rules rather than a declared key (e.g. compared with a constant). */
  | 'import.custom_scoring'
  /** A question whose text is empty once its interaction is taken out. */
  | 'import.empty_stem'
  /** Aiken: an option or ANSWER line before any question text. */
  | 'import.aiken_not_started'
  /** Aiken: an ANSWER line after fewer than two options. */
  | 'import.aiken_too_few_options'
  /** Aiken: a question whose options never got an ANSWER line (placed at the question's first line). */
  | 'import.aiken_unfinished'
  /** Parts of a question the bank can't store yet (detail: their keys, see not-kept.ts); the question is kept. */
  | 'import.not_kept';

export interface ImportSkip {
  line: number;
  message_key: ImportMessageKey;
  /** Machine detail for the message (e.g. the source type name), never user-facing prose. */
  detail: string;
}

export interface ImportError {
  line: number;
  message_key: ImportMessageKey;
  /** Values the message names (a column, a character found), never user-facing prose. */
  params?: ImportParams;
}

export type ImportParams = Record<string, string | number>;

export interface ImportReport {
  questions: ImportedQuestion[];
  skipped: ImportSkip[];
  errors: ImportError[];
}

export function emptyReport(): ImportReport {
  return { questions: [], skipped: [], errors: [] };
}

/** Accepts a Buffer or a string; decodes UTF-8 and drops a leading BOM, leaving every other byte as is. */
export function toText(input: string | Buffer): string {
  const text = typeof input === 'string' ? input : input.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** `$course$/A/B` → ['A', 'B']; Moodle writes `//` for a literal slash inside one category name. */
export function categoryPath(raw: string): string[] {
  return raw
    .trim()
    .split(/(?<!\/)\/(?!\/)/)
    .map((part) => part.replace(/\/\//g, '/').trim())
    .filter((part, i) => part !== '' && !(i === 0 && /^\$[a-z]+\$$/.test(part)));
}

export function blankQuestion(type: ImportedQuestionType, line: number, categories: string[]): ImportedQuestion {
  return {
    type,
    name: '',
    text: { text: '', format: 'plain' },
    generalFeedback: null,
    options: [],
    pairs: [],
    numericAnswers: [],
    shortTextAnswers: [],
    categoryPath: categories,
    tags: [],
    media: [],
    line,
    combinedFeedback: [],
    hints: [],
  };
}

/**
 * The grades Moodle's importers accept (question_bank::fraction_options_full() in question/engine/bank.php, matched
 * by match_grade_options() in lib/questionlib.php within 0.00001): a file with any other grade is one Moodle
 * refuses, and Mizan refuses it too rather than store a question that can't reach 100 %.
 */
const MOODLE_GRADES = [
  1, 0.9, 0.8333333, 0.8, 0.75, 0.7, 0.6666667, 0.6, 0.5, 0.4, 0.3333333, 0.3, 0.25, 0.2, 0.1666667, 0.1428571, 0.125, 0.1111111, 0.1, 0.05,
].flatMap((g) => [g, -g]);
export const moodleGrade = (f: number) => f === 0 || MOODLE_GRADES.some((g) => Math.abs(f - g) < 0.00001);

/** A question with no way to score full marks is a mangled import: skip it rather than store it. */
function problem(q: ImportedQuestion): { key: ImportMessageKey; detail?: string } | null {
  const fractions = [
    ...q.options.map((o) => o.fraction),
    ...q.numericAnswers.map((a) => a.fraction),
    ...q.shortTextAnswers.map((a) => a.fraction),
  ];
  if (fractions.some((f) => !Number.isFinite(f) || f < -1 || f > 1)) return { key: 'import.bad_fraction' };
  const invalid = [...new Set(fractions.filter((f) => !moodleGrade(f)))];
  if (invalid.length) return { key: 'import.invalid_grade', detail: invalid.map((f) => String(Number((f * 100).toFixed(5)))).join(', ') };
  if (q.type === 'matching') return q.pairs.length > 0 ? null : { key: 'import.missing_answers' };
  if (q.type === 'ordering') return q.options.length > 1 ? null : { key: 'import.missing_answers' };
  // A person marks an essay: it has no answer to score.
  if (q.type === 'essay' || q.type === 'file_upload') return null;
  return fractions.some((f) => f > 0) ? null : { key: 'import.no_correct_answer' };
}

/** The last step of every parser: the question goes to `questions` or, with its reason, to `skipped`. */
export function accept(report: ImportReport, q: ImportedQuestion): void {
  const found = problem(q);
  if (found === null) report.questions.push(q);
  else report.skipped.push({ line: q.line, message_key: found.key, detail: found.detail ?? q.type });
}
