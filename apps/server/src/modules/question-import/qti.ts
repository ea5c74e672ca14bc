import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Bilingual } from '@mizan/contract/admin/common';
import { QuestionInput } from '@mizan/contract/admin/questions';
import { MAX_XML_DEPTH, parseBoundedXml } from './bounded-xml.js';
import type { ImportMessageKey } from './model.js';
import { bilingualOf, type MizanMetadata } from './qti-xml.js';
import { openPackage, PackageRefused } from './bounded-zip.js';
import type { TransferProblem, TransferReport } from './transfer.js';

type Node = Record<string, unknown>;

/** QTI 3.0 writes `qti-simple-choice`, 2.1 `simpleChoice`: every lookup accepts both. */
const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const RAW = ['prompt', 'simple-choice', 'simple-associable-choice'];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  maxNestedTags: MAX_XML_DEPTH,
  // Every element as a list, so one lookup reads a single child and many alike.
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  // Prompts and choices keep their inner XHTML as written (Mizan's two-language form, or another tool's markup).
  stopNodes: RAW.flatMap((name) => [`*.qti-${name}`, `*.${camel(name)}`]),
});

const kids = (node: unknown, kebab: string): Node[] => {
  if (typeof node !== 'object' || node === null) return [];
  const n = node as Node;
  return ((n[`qti-${kebab}`] ?? n[camel(kebab)] ?? n[kebab] ?? []) as unknown[]).map((x) =>
    typeof x === 'object' && x ? (x as Node) : { '#text': x },
  );
};
const attr = (node: Node | undefined, kebab: string) => (node?.[`@_${kebab}`] ?? node?.[`@_${camel(kebab)}`]) as string | undefined;
const textOf = (node: Node) => String(node['#text'] ?? '');

const SUPPORTED = ['choice-interaction', 'order-interaction', 'match-interaction', 'text-entry-interaction'];

/** The interactions in an item body, wherever they are nested, by their kebab name. */
function interactions(node: unknown, found: { name: string; node: Node }[] = []) {
  if (typeof node !== 'object' || node === null) return found;
  for (const [key, value] of Object.entries(node as Node)) {
    if (key.startsWith('@_') || key === '#text') continue;
    const kebab = key.replace(/^qti-/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    for (const child of value as Node[]) {
      if (kebab.endsWith('-interaction')) found.push({ name: kebab, node: child });
      else interactions(child, found);
    }
  }
  return found;
}

/** The text of a body without interactions: Mizan's two `lang` divs, or every text joined (as the Arabic). */
function bodyText(body: Node): Bilingual {
  const parts: string[] = [];
  const lang: Partial<Record<string, string>> = {};
  const walk = (node: Node) => {
    for (const [key, value] of Object.entries(node)) {
      if (key === '#text') parts.push(String(value));
      else if (!key.startsWith('@_') && !/interaction$/i.test(key))
        for (const child of value as unknown[]) {
          if (typeof child !== 'object' || child === null) parts.push(String(child));
          else {
            const c = child as Node;
            if (key === 'div' && (c['@_lang'] === 'ar' || c['@_lang'] === 'en')) lang[c['@_lang']] = textOf(c);
            else walk(c);
          }
        }
    }
  };
  walk(body);
  return lang.ar !== undefined ? { ar: lang.ar, en: lang.en ?? '' } : { ar: parts.join(' ').trim(), en: '' };
}

const rawText = (node: Node) => bilingualOf(textOf(node));

interface Declaration {
  cardinality: string;
  baseType: string;
  correct: string[];
  mapping: Map<string, { value: number; caseSensitive: boolean }>;
}

function declaration(item: Node, id: string | undefined): Declaration {
  const decl = kids(item, 'response-declaration').find((d) => attr(d, 'identifier') === (id ?? 'RESPONSE'));
  const mapping = new Map(
    kids(kids(decl, 'mapping')[0], 'map-entry').map((e) => [
      attr(e, 'map-key') ?? '',
      { value: Number(attr(e, 'mapped-value')), caseSensitive: attr(e, 'case-sensitive') === 'true' },
    ]),
  );
  return {
    cardinality: attr(decl, 'cardinality') ?? 'single',
    baseType: attr(decl, 'base-type') ?? 'identifier',
    correct: kids(kids(decl, 'correct-response')[0], 'value').map(textOf),
    mapping,
  };
}

/** A QTI item (its one interaction) as a bank question's fields, before Mizan's metadata adds what QTI lacks. */
function questionFields(item: Node, found: { name: string; node: Node }): Record<string, unknown> {
  const { node } = found;
  const body = kids(item, 'item-body')[0] ?? {};
  const prompt = kids(node, 'prompt')[0];
  const text = prompt ? rawText(prompt) : bodyText(body);
  const d = declaration(item, attr(node, 'response-identifier'));
  const template = attr(kids(item, 'response-processing')[0], 'template') ?? '';
  const matchCorrect = template.endsWith('match_correct.xml') || template.endsWith('match_correct');
  const choices = kids(node, 'simple-choice').map((c) => ({ id: attr(c, 'identifier') ?? '', text: rawText(c) }));
  const fractionOf = (id: string, share: number) => d.mapping.get(id)?.value ?? (d.correct.includes(id) ? share : 0);
  switch (found.name) {
    case 'choice-interaction': {
      const ids = choices.map((c) => c.id).sort();
      if (d.cardinality === 'single' && ids.length === 2 && ids[0] === 'false' && ids[1] === 'true')
        return { type: 'true_false', text, key: { type: 'true_false', correct: d.correct[0] === 'true' } };
      if (d.cardinality === 'single')
        return { type: 'single_choice', text, options: choices.map((c) => ({ text: c.text, correct: d.correct.includes(c.id) })) };
      const share = 1 / Math.max(1, d.correct.length);
      return {
        type: 'multiple_response',
        text,
        key: {
          type: 'multiple_response',
          options: choices.map((c) => ({ text: c.text, fraction: fractionOf(c.id, share) })),
          all_or_nothing: matchCorrect,
        },
      };
    }
    case 'order-interaction': {
      const byId = new Map(choices.map((c) => [c.id, c.text]));
      return {
        type: 'ordering',
        text,
        key: { type: 'ordering', items: d.correct.map((id) => byId.get(id)), all_or_nothing: matchCorrect },
      };
    }
    case 'match-interaction': {
      const [left = {}, right = {}] = kids(node, 'simple-match-set');
      const side = (set: Node) => new Map(kids(set, 'simple-associable-choice').map((c) => [attr(c, 'identifier') ?? '', rawText(c)]));
      const prompts = side(left);
      const answers = side(right);
      const pairs = d.correct.map((v) => v.trim().split(/\s+/) as [string, string]);
      const used = new Set(pairs.map(([, a]) => a));
      return {
        type: 'matching',
        text,
        key: {
          type: 'matching',
          pairs: pairs.map(([p, a]) => ({ prompt: prompts.get(p), answer: answers.get(a) })),
          distractors: [...answers].filter(([id]) => !used.has(id)).map(([, t]) => t),
          all_or_nothing: matchCorrect,
        },
      };
    }
    default: {
      if (d.baseType === 'float' || d.baseType === 'integer') {
        const values = d.mapping.size
          ? [...d.mapping].map(([k, m]) => ({ value: Number(k), fraction: m.value }))
          : d.correct.map((v) => ({ value: Number(v), fraction: 1 }));
        return { type: 'numeric', text, key: { type: 'numeric', accepted: values.map((v) => ({ ...v, tolerance: 0 })) } };
      }
      const accepted = d.mapping.size
        ? [...d.mapping].map(([k, m]) => ({ text: k, fraction: m.value }))
        : d.correct.map((v) => ({ text: v, fraction: 1 }));
      return {
        type: 'short_text',
        text,
        key: { type: 'short_text', accepted, exact: [...d.mapping.values()].some((m) => m.caseSensitive) },
      };
    }
  }
}

/** Mizan's own metadata, when the package came from Mizan: what QTI has no place for. */
function withMetadata(fields: Record<string, unknown>, item: Node, meta: MizanMetadata | null): Record<string, unknown> {
  const maxScore = Number(
    textOf(
      kids(
        kids(
          kids(item, 'outcome-declaration').find((o) => attr(o, 'identifier') === 'MAXSCORE'),
          'default-value',
        )[0],
        'value',
      )[0] ?? {},
    ),
  );
  const base: Record<string, unknown> = {
    ...fields,
    category: null,
    ...(Number.isInteger(maxScore) && maxScore >= 1 ? { mark: maxScore } : {}),
  };
  if (!meta) return base;
  const key = base.key as Record<string, unknown> | undefined;
  const options = base.options as Record<string, unknown>[] | undefined;
  return {
    ...base,
    mark: meta.mark,
    difficulty: meta.difficulty,
    tags: meta.tags,
    options: options?.map((o, i) => ({ ...o, points: meta.points?.[i] ?? null, fraction: meta.fractions?.[i] ?? null })),
    key: key && {
      ...key,
      ...(meta.all_or_nothing !== undefined ? { all_or_nothing: meta.all_or_nothing } : {}),
      ...(meta.exact !== undefined ? { exact: meta.exact } : {}),
      ...(meta.accepted ? { accepted: meta.accepted, unit: meta.unit ?? null } : {}),
    },
  };
}

const refusal = (item: string, key: ImportMessageKey, detail?: string): TransferProblem => ({
  at: { item },
  message_key: key,
  detail,
  skipped: false,
});

/** Parses XML after refusing any DOCTYPE (XXE, entity bombs), as the Moodle XML reader does. */
function parseXml(source: string): Node | ImportMessageKey {
  if (/<!(DOCTYPE|ENTITY)/i.test(source)) return 'import.doctype_refused';
  if (XMLValidator.validate(source) !== true) return 'import.syntax_error';
  const parsed = parseBoundedXml(parser, source);
  return 'tree' in parsed ? (parsed.tree as Node) : 'import.too_deep';
}

const MANIFEST = 'imsmanifest.xml';

/**
 * A QTI 3.0 (or 2.1) content package: imsmanifest.xml lists the items; each item's one interaction (choice,
 * order, match, text entry) becomes a question, any other interaction is reported as skipped. Problems are
 * placed by the item's file path in the package.
 */
export async function readQti(file: Buffer, maxBytes?: number): Promise<TransferReport> {
  const report: TransferReport = { questions: [], problems: [] };
  try {
    const pkg = await openPackage(file, maxBytes);
    const manifestText = await pkg.text(MANIFEST);
    if (manifestText === null) return { ...report, problems: [refusal(MANIFEST, 'import.no_manifest')] };
    const manifest = parseXml(manifestText);
    if (typeof manifest === 'string') return { ...report, problems: [refusal(MANIFEST, manifest)] };
    const resources = kids(kids(kids(manifest, 'manifest')[0], 'resources')[0], 'resource').filter((r) =>
      (attr(r, 'type') ?? '').startsWith('imsqti_item'),
    );
    for (const resource of resources) {
      const href = attr(resource, 'href') ?? '';
      const source = await pkg.text(href);
      if (source === null) {
        report.problems.push(refusal(href, 'import.unreadable_file'));
        continue;
      }
      const parsed = parseXml(source);
      if (typeof parsed === 'string') {
        report.problems.push(refusal(href, parsed));
        continue;
      }
      const item = kids(parsed, 'assessment-item')[0] ?? {};
      const found = interactions(kids(item, 'item-body')[0] ?? {});
      const unsupported = found.find((f) => !SUPPORTED.includes(f.name));
      if (unsupported || found.length !== 1) {
        report.problems.push({
          at: { item: href },
          message_key: 'import.unsupported_type',
          detail: unsupported?.name ?? `${found.length} interactions`,
          skipped: true,
        });
        continue;
      }
      const metaText = textOf(kids(kids(resource, 'metadata')[0], 'mizan:question')[0] ?? {});
      let meta: MizanMetadata | null = null;
      try {
        meta = metaText ? (JSON.parse(metaText) as MizanMetadata) : null;
      } catch {
        meta = null;
      }
      const question = QuestionInput.safeParse(withMetadata(questionFields(item, found[0]!), item, meta));
      if (!question.success)
        report.problems.push({
          ...refusal(href, 'import.no_correct_answer', String(question.error.issues[0]?.path.join('.'))),
          skipped: true,
        });
      else report.questions.push({ question: question.data, categoryPath: meta?.category_path ?? [], at: { item: href } });
    }
  } catch (error) {
    if (error instanceof PackageRefused) return { questions: [], problems: [refusal(MANIFEST, error.key)] };
    throw error;
  }
  return report;
}
