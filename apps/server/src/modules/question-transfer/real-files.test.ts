import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ImportFormat } from '@mizan/contract/admin/question-transfer';
import type { Db } from '../../db/client.js';
import type { Translate } from '../../lib/messages.js';
import type { FileStorage } from '../../lib/storage.js';
import type { TransferPosition, TransferQuestion } from '../question-import/transfer.js';
import { withKeptExtras } from '../question-import/kept-extras.js';
import { questionImportService } from './import-service.js';
import { READERS } from './readers.js';

/**
 * Issue #29's acceptance: about a hundred real files nobody here wrote (Moodle's own format fixtures, the GIFT
 * grammar's test suite, 1EdTech's QTI examples; see question-import/fixtures/README.md), each read as the import's
 * dry run reads it (its format's reader, then the media and "not kept" step of import-service.ts, no database).
 * The test counts each file's questions, names, feedback texts and media itself, from the raw file, and checks
 * zero silent loss: every question is created or skipped with a reason, and every name, feedback text and media
 * file of a created question is kept on it or named in the report. WRITE_INTERCHANGE_TABLE=<file> writes the per-file
 * summary docs/interchange.md is rendered from (scripts/interchange-table.mjs).
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../question-import/fixtures');

/** A question (or QTI item) as the test finds it in the raw file. */
interface RawQuestion {
  /** Lines it spans (text formats) or its item file (QTI). */
  at: { from: number; to: number } | { item: string };
  type: string;
  name?: string;
  feedback: string[];
  media: string[];
}

const unescapeXml = (s: string) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
/** Words of a text as they would survive any reader: tags, entities, escapes and spacing dropped. */
const words = (s: string) =>
  unescapeXml(s)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\\(.)/g, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;
/** Files a text shows or plays: images, objects, sources, and Moodle's `@@PLUGINFILE@@` references. */
const mediaRefs = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(/<(?:img|source|video|audio|object|track)\b[^>]*?\b(?:src|data)\s*=\s*["']([^"']+)["']/gi)]
      .map((m) => m[1]!)
      .concat([...html.matchAll(/@@PLUGINFILE@@\/([^"'\s<>)]+)/g)].map((m) => m[1]!))
      .filter((ref) => !ref.startsWith('data:'))
      // A media fragment (`#t=10`) plays part of the file: the file is what is kept or not.
      .map((ref) => ref.replace(/^@@PLUGINFILE@@\//, '').replace(/#.*$/, '')),
  ),
];

// ---- GIFT: blank-line blocks, as Moodle's own reader splits a file --------------------------------------------

/** The answer part of a GIFT question: between its first unescaped `{` and the last unescaped `}`. */
const giftAnswer = (text: string) => {
  const open = text.search(/(?<!\\)\{/);
  const close = text.search(/(?<!\\)\}(?![\s\S]*(?<!\\)\})/);
  return open < 0 || close < open ? null : text.slice(open + 1, close);
};

function giftType(text: string): string {
  // An HTML comment's `-->` is no matching arrow.
  const answer = giftAnswer(text.replace(/<!--[\s\S]*?-->/g, ''));
  if (answer === null) return 'description';
  const a = answer.trim();
  if (a === '') return 'essay';
  if (/^(T|F|TRUE|FALSE)(?:\s|#|$)/.test(a)) return 'truefalse';
  if (a.startsWith('#')) return 'numerical';
  // Wrong answers (`~`) make a choice, whatever arrows its texts hold; a matching question has none.
  if (/(?<!\\)~/.test(a)) return 'multichoice';
  if (/(?<!\\)->/.test(a)) return 'matching';
  return 'shortanswer';
}

function giftQuestions(source: string): RawQuestion[] {
  const out: RawQuestion[] = [];
  const rows = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  let block: { from: number; rows: string[] } | null = null;
  const flush = (to: number) => {
    // Comments and `$CATEGORY:` lines are no question.
    const text = (block?.rows ?? []).filter((r) => !r.trimStart().startsWith('//') && !r.trimStart().startsWith('$CATEGORY:')).join('\n');
    if (block && text.trim() !== '') {
      const name = /^\s*::([\s\S]*?)(?<!\\)::/.exec(text)?.[1];
      const answer = giftAnswer(text) ?? '';
      const type = giftType(text);
      // Per-answer `#feedback` and the general `####feedback`; a numeric answer's leading `#` is its marker.
      const body = type === 'numerical' ? answer.trim().slice(1) : answer;
      const feedback = body
        .split(/(?<!\\)####/)
        .flatMap((part, i) => (i > 0 ? [part] : part.split(/(?<!\\)[=~]/).flatMap((a) => a.split(/(?<!\\)#/).slice(1))))
        // A `[html]` (or `[plain]`…) before a text says its format, it is not part of it.
        .map((f) => f.trim().replace(/^\[(html|plain|moodle|markdown)\]/, ''))
        .filter((f) => words(f) !== '');
      out.push({
        at: { from: block.from, to },
        type,
        ...(name?.trim() ? { name: name.trim() } : {}),
        feedback,
        media: mediaRefs(text),
      });
    }
    block = null;
  };
  rows.forEach((row, i) => {
    if (row.trim() === '') return flush(i);
    block ??= { from: i + 1, rows: [] };
    block.rows.push(row);
  });
  flush(rows.length);
  return out;
}

// ---- Aiken: a question ends at its ANSWER line, or where a new question's text follows options -----------------

function aikenQuestions(source: string): RawQuestion[] {
  const out: RawQuestion[] = [];
  let current: { from: number; to: number; options: boolean } | null = null;
  const close = () => {
    if (current) out.push({ at: { from: current.from, to: current.to }, type: 'multichoice', feedback: [], media: [] });
    current = null;
  };
  source
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const row = raw.trim();
      if (row === '') return;
      const option = /^[A-Z][.)]/.test(row);
      if (!option && !row.startsWith('ANSWER:') && current?.options) close();
      current ??= { from: i + 1, to: i + 1, options: false };
      current.to = i + 1;
      current.options ||= option;
      if (row.startsWith('ANSWER:')) close();
    });
  close();
  return out;
}

// ---- Moodle XML: every <question> but categories ---------------------------------------------------------------

const FEEDBACK_TAGS = ['feedback', 'generalfeedback', 'correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback', 'hint'];

function moodleXmlQuestions(source: string): RawQuestion[] {
  const out: RawQuestion[] = [];
  for (const m of source.matchAll(/<question\s+type="([^"]*)"[^>]*>([\s\S]*?)<\/question>/g)) {
    const [whole, type, body] = m as unknown as [string, string, string];
    if (type === 'category') continue;
    const from = lineAt(source, m.index);
    const name = /<name>\s*<text>([\s\S]*?)<\/text>/.exec(body)?.[1];
    const feedback = FEEDBACK_TAGS.flatMap((tag) =>
      [...body.matchAll(new RegExp(`<${tag}\\b[^>]*>\\s*<text>([\\s\\S]*?)</text>`, 'g'))].map((f) => f[1]!),
    ).filter((f) => words(f) !== '');
    // Moodle 1.x's `<image>` tag and today's embedded files both name a file the question shows.
    const oldImage = [...body.matchAll(/<image>([^<]+)<\/image>/g)].map((i) => i[1]!.trim());
    out.push({
      at: { from, to: from + whole.split('\n').length - 1 },
      type,
      ...(name && words(name) ? { name: unescapeXml(name).trim() } : {}),
      feedback,
      media: [...new Set([...mediaRefs(unescapeXml(body)), ...oldImage])],
    });
  }
  return out;
}

// ---- QTI: the manifest's item resources, each item file read for its interactions, title, feedback, media -----

const QTI_FEEDBACK =
  /<(?:qti-)?(feedback-inline|feedback-block|modal-feedback|feedbackInline|feedbackBlock|modalFeedback)\b[^>]*>([\s\S]*?)<\/(?:qti-)?\1>/g;

/** A package's files by path: its folder, or its zip as 1EdTech published some. */
type PackageFiles = (name: string) => Promise<string | null>;

async function packageFiles(full: string): Promise<{ files: PackageFiles; zipped: Buffer }> {
  if (!full.endsWith('.zip')) {
    const files: PackageFiles = (name) => readFile(path.join(full, name), 'utf8').catch(() => null);
    return { files, zipped: await zipFolder(full) };
  }
  const zipped = await readFile(full);
  const zip = await JSZip.loadAsync(zipped);
  return { files: async (name) => (await zip.file(name)?.async('string')) ?? null, zipped };
}

async function qtiQuestions(files: PackageFiles): Promise<RawQuestion[]> {
  // What a comment holds is not in the package (1EdTech comment out an item they found broken).
  const manifest = ((await files('imsmanifest.xml')) ?? '').replace(/<!--[\s\S]*?-->/g, '');
  const out: RawQuestion[] = [];
  for (const [tag] of manifest.matchAll(/<(?:\w+:)?resource\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (!attr('type')?.startsWith('imsqti_item')) continue;
    const href = attr('href') ?? '';
    // Listed but absent: the reader must say so.
    const source = ((await files(href)) ?? '').replace(/<!--[\s\S]*?-->/g, '');
    const interactions = [...source.matchAll(/<(?:qti-([a-z-]+)-interaction|([a-zA-Z]+)Interaction)\b/g)].map((i) =>
      (i[1] ?? i[2]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).replace(/^-/, ''),
    );
    const title = /<(?:qti-assessment-item|assessmentItem)\b[^>]*\stitle="([^"]*)"/.exec(source)?.[1];
    const dir = path.posix.dirname(href);
    out.push({
      at: { item: href },
      type: interactions.length ? [...new Set(interactions)].join('+') : source ? 'no interaction' : 'file missing',
      ...(title && words(title) ? { name: unescapeXml(title) } : {}),
      feedback: [...source.matchAll(QTI_FEEDBACK)].map((f) => f[2]!).filter((f) => words(f) !== ''),
      // Paths as the package names them (relative to the item file).
      media: mediaRefs(source).map((ref) => (/^https?:/.test(ref) ? ref : path.posix.normalize(path.posix.join(dir, ref)))),
    });
  }
  return out;
}

async function zipFolder(root: string): Promise<Buffer> {
  const zip = new JSZip();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      zip.file(path.relative(root, full), await readFile(full));
    }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

// ---- The files ---------------------------------------------------------------------------------------------------

interface RealFile {
  /** Path under fixtures/ (a QTI package's folder, or its zip). */
  file: string;
  source: 'Moodle' | 'GIFT-grammar-PEG.js' | '1EdTech qti-examples';
  format: ImportFormat;
}

async function realFiles(): Promise<RealFile[]> {
  const top = await readdir(FIXTURES);
  const list = (dir: string, ext: string) =>
    readdir(path.join(FIXTURES, dir)).then((names) => names.filter((n) => n.endsWith(ext)).map((n) => `${dir}/${n}`));
  const moodle: RealFile[] = [
    ...top.filter((n) => n.startsWith('moodle-')).map((n) => n),
    ...(await readdir(path.join(FIXTURES, 'moodle'))).filter((n) => n !== 'SOURCE.md').map((n) => `moodle/${n}`),
  ]
    .sort()
    .map((file) => ({
      file,
      source: 'Moodle',
      format: file.endsWith('.xml') ? 'moodle_xml' : file.includes('gift') ? 'gift' : 'aiken',
    }));
  const gift: RealFile[] = (await list('gift-peg', '.gift'))
    .sort()
    .map((file) => ({ file, source: 'GIFT-grammar-PEG.js', format: 'gift' }));
  const manifests = (await readdir(path.join(FIXTURES, 'qti-examples'), { recursive: true }))
    .filter((n) => n.endsWith('imsmanifest.xml') || n.endsWith('.zip'))
    .map((n) => `qti-examples/${n.endsWith('.zip') ? n : path.dirname(n)}`);
  const qti: RealFile[] = ['qti-bbqs', 'qti-case-outcome', 'qti-1edtech-items', ...manifests.sort()].map((file) => ({
    file,
    source: '1EdTech qti-examples',
    format: 'qti',
  }));
  return [...moodle, ...gift, ...qti];
}

// ---- The check ---------------------------------------------------------------------------------------------------

const noDb = {} as Db;
const service = questionImportService(noDb, (() => '') as unknown as Translate, {} as FileStorage);

const inside = (raw: RawQuestion['at'], at: TransferPosition) =>
  'item' in raw ? 'item' in at && at.item === raw.item : 'line' in at && at.line >= raw.from && at.line <= raw.to;

/** Problems that leave their item out (the others note what a kept question lost). */
const KEPT_IN = new Set(['import.partial_credit', 'import.media_skipped', 'import.not_kept']);

interface FileSummary {
  file: string;
  source: string;
  format: ImportFormat;
  questions: number;
  byType: Record<string, number>;
  created: number;
  skipped: number;
  reasons: Record<string, number>;
  /** Names, feedback texts and media files the test found on the questions created. */
  found: { names: number; feedback: number; media: number };
  /** Of those, on created questions, named in the report as not kept. */
  notKept: { names: number; feedback: number; media: number };
  silentLoss: string[];
  /** Per question of the file, in order: the type Mizan created it as, or null when skipped. */
  createdTypes: (string | null)[];
  /** Each created question's category path, by its name. */
  placed: Record<string, string[]>;
}

async function check(real: RealFile): Promise<FileSummary> {
  const full = path.join(FIXTURES, real.file);
  const rawText = real.format === 'qti' ? '' : await readFile(full, 'utf8');
  const pkg = real.format === 'qti' ? await packageFiles(full) : null;
  const raw = pkg
    ? await qtiQuestions(pkg.files)
    : real.format === 'gift'
      ? giftQuestions(rawText)
      : real.format === 'aiken'
        ? aikenQuestions(rawText)
        : moodleXmlQuestions(rawText);
  const parsed = await READERS[real.format](pkg ? pkg.zipped : Buffer.from(rawText));
  const report = await service.withMedia(parsed, null);
  const loss: string[] = [];
  const notKept = { names: 0, feedback: 0, media: 0 };
  let createdFor = 0;
  const found = { names: 0, feedback: 0, media: 0 };
  const createdTypes: (string | null)[] = [];
  const placed: Record<string, string[]> = {};
  const where = (r: RawQuestion) => ('item' in r.at ? r.at.item : `line ${r.at.from}`);
  for (const r of raw) {
    const created = report.questions.filter((q) => inside(r.at, q.at));
    const problems = report.problems.filter((p) => inside(r.at, p.at));
    const refused = problems.filter((p) => !KEPT_IN.has(p.message_key));
    if (created.length + refused.length === 0) {
      loss.push(`${where(r)}: question neither created nor reported`);
      createdTypes.push(null);
      continue;
    }
    if (created.length > 1) loss.push(`${where(r)}: one question read as ${created.length}`);
    createdTypes.push(created.length === 1 ? created[0]!.question.type : null);
    if (created.length !== 1) continue;
    createdFor++;
    found.names += r.name ? 1 : 0;
    found.feedback += r.feedback.length;
    found.media += r.media.length;
    const q = created[0] as TransferQuestion;
    placed[q.question.name ?? ''] = q.categoryPath;
    const kept = words(JSON.stringify(q.question));
    const named = (part: string) => problems.some((p) => p.message_key === 'import.not_kept' && (p.detail ?? '').split(',').includes(part));
    if (r.name && !words(q.question.name ?? '').includes(words(r.name).slice(0, 40))) {
      if (named('name')) notKept.names++;
      else loss.push(`${where(r)}: name "${r.name}" lost`);
    }
    for (const text of r.feedback) {
      if (kept.includes(words(text).slice(0, 40))) continue;
      if (named('feedback') || named('outcome_feedback') || named('hints')) notKept.feedback++;
      else loss.push(`${where(r)}: feedback "${words(text).slice(0, 40)}" lost`);
    }
    // A file is kept when the question read shows it and the media step pointed it at the stored file (a dry run
    // resolves it all the same); a `@@PLUGINFILE@@` reference left behind would be a broken image.
    const read = parsed.questions.find((p) => inside(r.at, p.at));
    const before = read ? JSON.stringify(withKeptExtras(read.question, read.extras)) : '';
    const after = JSON.stringify(q.question);
    for (const ref of r.media) {
      const base = path.posix.basename(ref);
      const reported = problems.some((p) => p.message_key === 'import.media_skipped' && (p.detail ?? '').includes(base));
      const shown = /^https?:/.test(ref) ? after.includes(ref) : before.includes(base) && !after.includes(`@@PLUGINFILE@@`);
      if (reported) notKept.media++;
      else if (!shown) loss.push(`${where(r)}: media ${ref} lost`);
    }
  }
  const byType: Record<string, number> = {};
  for (const r of raw) byType[r.type] = (byType[r.type] ?? 0) + 1;
  const reasons: Record<string, number> = {};
  const skippedAt = new Set<string>();
  for (const p of report.problems)
    if (!KEPT_IN.has(p.message_key) && !skippedAt.has(JSON.stringify(p.at))) {
      skippedAt.add(JSON.stringify(p.at));
      const reason =
        p.message_key.replace(/^import\./, '') + (p.message_key === 'import.unsupported_type' && p.detail ? ` (${p.detail})` : '');
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
  // Nothing is created that the file doesn't hold.
  if (report.questions.length !== createdFor) loss.push(`${report.questions.length - createdFor} questions created from nowhere`);
  return {
    file: real.file,
    source: real.source,
    format: real.format,
    questions: raw.length,
    byType,
    created: createdFor,
    skipped: raw.length - createdFor,
    reasons,
    found,
    notKept,
    silentLoss: loss,
    createdTypes,
    placed,
  };
}

type MoodleExpectation = { created: number; inCategory?: Record<string, string[]> };

/**
 * What Moodle's own PHP tests expect of their fixtures: the questions imported and the category each lands in.
 * - question/format/aiken/tests/aikenformat_test.php (test_readquestions): aiken_errors.txt gives 2 good questions.
 * - question/format/xml/tests/qformat_xml_import_export_test.php: test_import_category and
 *   test_deprecated_category_import (the Alpha question), test_import_nested_categories (Zeta),
 *   test_import_nested_categories_with_questions, test_import_old_format and test_import_categories_in_reverse_order
 *   (each question in its category, by name), test_import_invalid_grades (the file is refused: nothing imported).
 */
const MOODLE_EXPECTS: Record<string, MoodleExpectation> = {
  'moodle-aiken_errors.txt': { created: 2 },
  'moodle-error_invalid_grades.xml': { created: 0 },
  'moodle-nested_categories_with_questions.xml': {
    created: 5,
    inCategory: {
      'Iota Question': ['Iota'],
      'Kappa Question': ['Iota', 'Kappa'],
      'Lambda Question': ['Iota', 'Kappa', 'Lambda'],
      'Mu Question': ['Iota', 'Mu'],
    },
  },
  'moodle/category_with_description.xml': { created: 1, inCategory: { 'Alpha Question': ['Alpha'] } },
  'moodle/deprecated_category.xml': { created: 1, inCategory: { 'Alpha Question': ['Alpha'] } },
  'moodle/nested_categories.xml': { created: 1, inCategory: { 'Zeta Question': ['Delta', 'Epsilon', 'Zeta'] } },
  'moodle/old_format_file.xml': { created: 2, inCategory: { 'Pi Question': ['Pi'], 'Rho Question': ['Pi', 'Rho'] } },
  'moodle/categories_reverse_order.xml': {
    created: 2,
    inCategory: { 'Sigma Question': ['Sigma'], 'Tau Question': ['Sigma', 'Tau'] },
  },
};

/** The grammar's expected parse (its `.json` beside each `.gift`): its question types, in file order. */
const GRAMMAR_TYPES: Record<string, { raw: string; mizan: string[] }> = {
  MC: { raw: 'multichoice', mizan: ['single_choice', 'multiple_response'] },
  TF: { raw: 'truefalse', mizan: ['true_false'] },
  Short: { raw: 'shortanswer', mizan: ['short_text'] },
  Numerical: { raw: 'numerical', mizan: ['numeric'] },
  Matching: { raw: 'matching', mizan: ['matching'] },
  Essay: { raw: 'essay', mizan: ['essay'] },
  Description: { raw: 'description', mizan: [] },
};

async function compareWithGrammar(file: string, summary: FileSummary) {
  const expected = JSON.parse(await readFile(path.join(FIXTURES, file.replace(/\.gift$/, '.json')), 'utf8')) as { type: string }[];
  const questions = expected.filter((q) => q.type !== 'Category');
  const byType: Record<string, number> = {};
  for (const q of questions) byType[GRAMMAR_TYPES[q.type]!.raw] = (byType[GRAMMAR_TYPES[q.type]!.raw] ?? 0) + 1;
  expect(summary.byType).toEqual(byType);
  // Question by question, in file order: what Mizan created has the grammar's type.
  expect(summary.createdTypes).toHaveLength(questions.length);
  summary.createdTypes.forEach((type, i) => {
    if (type !== null) expect(GRAMMAR_TYPES[questions[i]!.type]!.mizan).toContain(type);
  });
}

describe('real files of other systems: zero silent loss (issue #29)', async () => {
  const files = await realFiles();
  const summaries: FileSummary[] = [];

  it('has the files the issue names', () => {
    expect(files.filter((f) => f.source === 'GIFT-grammar-PEG.js')).toHaveLength(51);
    expect(files.length).toBeGreaterThanOrEqual(90);
  });

  it.each(files)('$file: every question created or skipped with a reason, nothing lost unnamed', async (real) => {
    const summary = await check(real);
    summaries.push(summary);
    expect(summary.silentLoss).toEqual([]);
    const moodle = MOODLE_EXPECTS[real.file];
    if (moodle) {
      expect(summary.created).toBe(moodle.created);
      for (const [name, category] of Object.entries(moodle.inCategory ?? {})) expect(summary.placed[name]).toEqual(category);
    }
    if (real.source === 'GIFT-grammar-PEG.js') await compareWithGrammar(real.file, summary);
  });

  it('writes the per-file table when asked', async () => {
    const out = process.env['WRITE_INTERCHANGE_TABLE'];
    if (out)
      await writeFile(
        out,
        JSON.stringify(
          summaries.map(({ createdTypes: _types, placed: _placed, ...row }) => row),
          null,
          2,
        ),
      );
    expect(summaries).toHaveLength(files.length);
  });
});
