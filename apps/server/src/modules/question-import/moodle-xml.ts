import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  accept,
  blankQuestion,
  categoryPath,
  emptyReport,
  toText,
  type FormattedText,
  type ImportedMedia,
  type ImportedQuestion,
  type ImportedQuestionType,
  type ImportReport,
  type TextFormat,
} from './model.js';
import { escapeToRichText } from '../../lib/rich-text.js';
import { MAX_XML_DEPTH, parseBoundedXml } from './bounded-xml.js';

type Node = Record<string, unknown>;

const ARRAYS = new Set(['question', 'answer', 'subquestion', 'file', 'tag', 'unit', 'hint']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Texts stay strings: "007" or "1e3" in a question must not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  maxNestedTags: MAX_XML_DEPTH,
  isArray: (name) => ARRAYS.has(name),
});

const FORMATS: Record<string, TextFormat> = {
  html: 'html',
  markdown: 'markdown',
  plain_text: 'plain',
  moodle_auto_format: 'moodle',
};

/** Types Mizan can hold; every other `type` attribute (cloze, calculated, ddimageortext, …) is skipped. */
const SUPPORTED = new Set(['multichoice', 'truefalse', 'shortanswer', 'numerical', 'matching', 'ordering', 'essay']);

function child(node: unknown, key: string): unknown {
  return typeof node === 'object' && node !== null ? (node as Node)[key] : undefined;
}

function list(node: unknown, key: string): Node[] {
  const value = child(node, key);
  return Array.isArray(value) ? (value as Node[]) : [];
}

/** `<x><text>…</text></x>` → the text; fast-xml-parser gives '' for an empty element. */
function text(node: unknown): string {
  const value = child(node, 'text');
  if (typeof value === 'string') return value;
  return typeof child(value, '#text') === 'string' ? (child(value, '#text') as string) : '';
}

function formatted(node: unknown, fallback: TextFormat = 'moodle'): FormattedText {
  const format = child(node, '@_format');
  return { text: text(node), format: typeof format === 'string' ? (FORMATS[format] ?? fallback) : fallback };
}

function feedback(node: unknown): FormattedText | null {
  const f = child(node, 'feedback');
  return f === undefined || text(f) === '' ? null : formatted(f);
}

function fraction(answer: Node): number {
  return Number(answer['@_fraction'] ?? 0) / 100;
}

/** Every `<file>` anywhere in the question, whichever text it belongs to. */
function files(node: unknown, found: ImportedMedia[] = []): ImportedMedia[] {
  if (Array.isArray(node)) node.forEach((n) => files(n, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node as Node)) {
      if (key === 'file') {
        for (const f of value as Node[]) {
          found.push({ name: String(f['@_name'] ?? ''), base64: String(f['#text'] ?? '').trim() });
        }
      } else files(value, found);
    }
  }
  return found;
}

const TYPES: Record<string, ImportedQuestionType> = {
  truefalse: 'true_false',
  shortanswer: 'short_text',
  numerical: 'numeric',
  matching: 'matching',
  ordering: 'ordering',
  essay: 'essay',
};

function mizanType(q: Node): ImportedQuestionType {
  const type = String(q['@_type']);
  if (type !== 'multichoice') return TYPES[type] ?? 'single_choice';
  return ['true', '1'].includes(String(q.single ?? 'true')) ? 'single_choice' : 'multiple_response';
}

function convert(q: Node, line: number, category: string[]): ImportedQuestion {
  const kind = mizanType(q);
  const out = blankQuestion(kind, line, category);
  out.name = text(q.name);
  out.text = formatted(q.questiontext, 'html');
  out.generalFeedback = text(q.generalfeedback) === '' ? null : formatted(q.generalfeedback);
  out.tags = list(q.tags, 'tag').map(text);
  out.media = files(q);
  // Moodle 1.9's one image per question, as Moodle's reader (qformat_xml::import_headers) takes it: a file of the
  // question text, shown after it (named, since Mizan keeps no image without a description). An image whose data
  // isn't in the file stays a @@PLUGINFILE@@ reference, which the import reports as missing and takes out.
  const image = typeof q.image === 'string' ? q.image.trim() : '';
  if (image) {
    const name = image.split('/').pop()!;
    const remote = /^https?:\/\//i.test(image);
    const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const src = remote ? escape(image) : `@@PLUGINFILE@@/${encodeURIComponent(name)}`;
    const before = out.text.format === 'plain' || out.text.format === 'markdown' ? escapeToRichText(out.text.text) : out.text.text;
    out.text = { text: `${before} <img src="${src}" alt="${escape(name)}" />`, format: 'html' };
    const data = typeof q.image_base64 === 'string' ? q.image_base64.trim() : '';
    if (!remote && data) out.media.push({ name, base64: data });
  }
  out.combinedFeedback = ['correctfeedback', 'partiallycorrectfeedback', 'incorrectfeedback'].flatMap((key) =>
    text(q[key]) === '' ? [] : [formatted(q[key])],
  );
  out.hints = list(q, 'hint').flatMap((h) => (text(h) === '' ? [] : [formatted(h)]));
  const penalty = Number(child(q, 'penalty'));
  if (Number.isFinite(penalty) && penalty > 0) out.penalty = penalty;
  const idnumber = child(q, 'idnumber');
  if (typeof idnumber === 'string' && idnumber.trim() !== '') out.idnumber = idnumber.trim();
  const mark = Number(child(q, 'defaultgrade'));
  if (Number.isFinite(mark) && mark > 0) out.mark = mark;
  const answers = list(q, 'answer');
  if (kind === 'essay') {
    // qtype_essay's export: word limits (empty for none), the answer box's template, information for graders.
    const words = (key: string) => {
      const n = Number(child(q, key));
      return Number.isInteger(n) && n > 0 ? n : null;
    };
    const optional = (key: string) => (text(q[key]) === '' ? null : formatted(q[key], 'html'));
    out.essay = {
      minWords: words('minwordlimit'),
      maxWords: words('maxwordlimit'),
      template: optional('responsetemplate'),
      markerInfo: optional('graderinfo'),
    };
    // No text box, only attachments: what Mizan calls a file answer (its own export writes it so).
    const attachments = Number(child(q, 'attachments'));
    if (String(child(q, 'responseformat') ?? '') === 'noinline' && attachments !== 0 && Number.isFinite(attachments)) {
      const types = String(child(q, 'filetypeslist') ?? '');
      const kinds = (['pdf', 'image'] as const).filter((k) => (k === 'pdf' ? /\.?pdf/.test(types) : /image/.test(types)));
      const bytes = Number(child(q, 'maxbytes'));
      out.type = 'file_upload';
      out.fileUpload = {
        maxFiles: attachments < 0 ? 10 : attachments,
        ...(bytes > 0 ? { maxSizeMb: Math.ceil(bytes / 1024 / 1024) } : {}),
        ...(kinds.length ? { kinds: [...kinds] } : {}),
      };
    }
  } else if (kind === 'short_text') {
    out.shortTextAnswers = answers.map((a) => ({ text: text(a), fraction: fraction(a), feedback: feedback(a) }));
    out.exact = String(q.usecase ?? '0') === '1';
  } else if (kind === 'numeric') {
    out.numericAnswers = answers.map((a) => ({
      kind: 'tolerance',
      value: Number(text(a)),
      tolerance: Number(child(a, 'tolerance') ?? 0),
      fraction: fraction(a),
      feedback: feedback(a),
    }));
    // Moodle converts other units by their multiplier; Mizan shows one unit beside the input.
    const unit = list(q.units, 'unit').find((u) => Number(u.multiplier ?? 1) === 1);
    if (unit && typeof unit.unit_name === 'string' && unit.unit_name.trim() !== '') out.unit = unit.unit_name.trim();
  } else if (kind === 'matching') {
    // `answer` is one of the tags always read as a list, so a subquestion's answer is its first.
    out.pairs = list(q, 'subquestion').map((s) => ({ prompt: formatted(s), answer: text(list(s, 'answer')[0]) }));
  } else {
    // Ordering lists its items in the correct order; each carries its position, not a mark.
    out.options = answers.map((a) => ({
      text: formatted(a),
      fraction: kind === 'ordering' ? 0 : fraction(a),
      feedback: feedback(a),
    }));
  }
  return out;
}

/** 1-based line of each `<question` tag, in document order, so items can be reported by line. */
function questionLines(source: string): number[] {
  const lines: number[] = [];
  // Counted incrementally: a 5,000-question file must not rescan from the start for each one.
  let line = 1;
  let from = 0;
  for (const match of source.matchAll(/<question[\s>]/g)) {
    for (let i = from; i < match.index; i++) if (source.charCodeAt(i) === 10) line++;
    from = match.index;
    lines.push(line);
  }
  return lines;
}

export function parseMoodleXml(input: string | Buffer): ImportReport {
  const report = emptyReport();
  const source = toText(input);
  // fast-xml-parser never fetches external entities, but a DOCTYPE has no place in a Moodle
  // export, so refusing it outright closes XXE and entity-expansion bombs for good.
  const doctype = /<!(DOCTYPE|ENTITY)/i.exec(source);
  if (doctype) {
    report.errors.push({
      line: source.slice(0, doctype.index).split('\n').length,
      message_key: 'import.doctype_refused',
    });
    return report;
  }
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    report.errors.push({ line: valid.err.line, message_key: 'import.syntax_error' });
    return report;
  }
  const parsed = parseBoundedXml(parser, source);
  if ('tooDeepAt' in parsed) {
    report.errors.push({ line: parsed.tooDeepAt, message_key: 'import.too_deep' });
    return report;
  }
  const quiz = child(parsed.tree, 'quiz');
  if (quiz === undefined) {
    report.errors.push({ line: 1, message_key: 'import.not_moodle_xml' });
    return report;
  }
  const lines = questionLines(source);
  let category: string[] = [];
  list(quiz, 'question').forEach((q, i) => {
    const type = String(q['@_type'] ?? '');
    const line = lines[i] ?? 1;
    if (type === 'category') category = categoryPath(text(q.category));
    else if (!SUPPORTED.has(type)) {
      report.skipped.push({ line, message_key: 'import.unsupported_type', detail: type });
    } else accept(report, convert(q, line, category));
  });
  return report;
}
