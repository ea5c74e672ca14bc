import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Bilingual } from '@mizan/contract/admin/common';
import { QuestionInput } from '@mizan/contract/admin/questions';
import { plainText } from '../../lib/rich-text.js';
import { MAX_XML_DEPTH, parseBoundedXml } from './bounded-xml.js';
import { openPackage, PackageRefused } from './bounded-zip.js';
import type { ImportedMedia, ImportMessageKey } from './model.js';
import {
  attrsOf,
  childrenOf,
  clean,
  findFirst,
  mizanPair,
  nameOf,
  nothingFound,
  parseOrdered,
  showsSomething,
  toHtml,
  type Found,
  type OrderedNode,
} from './qti-body.js';
import { MIZAN_NS, type MizanMetadata } from './qti-xml.js';
import type { TransferExtras, TransferProblem, TransferQuestion, TransferReport } from './transfer.js';
import { byNamespace } from './xml-namespaces.js';

type Node = Record<string, unknown>;

/** QTI 3.0 writes `qti-simple-choice`, 2.1 `simpleChoice`: every lookup accepts both. */
const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  maxNestedTags: MAX_XML_DEPTH,
  // Every element as a list, so one lookup reads a single child and many alike.
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** Content packaging and QTI namespaces of every version (1EdTech's all sit under this address). */
const knownNamespace = (uri: string) => uri === '' || uri.startsWith('http://www.imsglobal.org/xsd/');

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

interface Declaration {
  cardinality: string;
  baseType: string;
  correct: string[];
  mapping: Map<string, { value: number; caseSensitive: boolean }>;
  /** What the mapped values are out of. */
  scale: number;
}

function declaration(item: Node, id: string | undefined): Declaration {
  const decl = kids(item, 'response-declaration').find((d) => attr(d, 'identifier') === (id ?? 'RESPONSE'));
  const map = kids(decl, 'mapping')[0];
  const mapping = new Map(
    kids(map, 'map-entry').map((e) => [
      attr(e, 'map-key') ?? '',
      // QTI's map entries compare as written unless `case-sensitive="false"` says otherwise.
      { value: Number(attr(e, 'mapped-value')), caseSensitive: attr(e, 'case-sensitive') !== 'false' },
    ]),
  );
  const upper = Number(attr(map, 'upper-bound'));
  const score = kids(item, 'outcome-declaration').find((o) => attr(o, 'identifier') === 'SCORE');
  const maximum = Number(attr(score, 'normal-maximum'));
  return {
    cardinality: attr(decl, 'cardinality') ?? 'single',
    baseType: attr(decl, 'base-type') ?? 'identifier',
    correct: kids(kids(decl, 'correct-response')[0], 'value').map(textOf),
    mapping,
    // The mapped values add up to the score; the mapping's upper bound (or the score's stated maximum) is full marks.
    scale: upper > 0 ? upper : maximum > 0 ? maximum : 1,
  };
}

/** Whether a node (response processing) uses the declared key anywhere: `<qti-correct>` or `<qti-map-response>`. */
function usesKey(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node as Node).some(
    ([key, value]) =>
      /^(qti-)?(correct|map-?response)$/i.test(key) || (!key.startsWith('@_') && Array.isArray(value) && value.some(usesKey)),
  );
}

/**
 * Items Mizan can't score as their author meant are skipped, never stored as broken graded questions: no correct
 * response nor mapping (a survey item), or custom response processing that never consults the declared key.
 */
function scoringProblem(item: Node, d: Declaration): ImportMessageKey | null {
  const processing = kids(item, 'response-processing')[0];
  const custom = processing !== undefined && attr(processing, 'template') === undefined;
  if (d.correct.length === 0 && d.mapping.size === 0) return custom ? 'import.custom_scoring' : 'import.no_correct_answer';
  return custom && !usesKey(processing) ? 'import.custom_scoring' : null;
}

interface Content {
  html: string;
  pair: Bilingual | null;
  feedback: string | null;
}

/** A prompt's or choice's content: Mizan's two languages when it wrote them, else its HTML; inline feedback apart. */
function content(nodes: OrderedNode[], itemDir: string, found: Found, dir?: string): Content {
  const own = nothingFound();
  const html = clean(toHtml(nodes, itemDir, own, dir));
  found.media.push(...own.media);
  found.dropped.push(...own.dropped);
  const feedback = own.feedback.map((f) => f.html).join(' ');
  return { html, pair: mizanPair(nodes), feedback: feedback || null };
}

const bilingual = (c: Content): Bilingual => c.pair ?? { ar: c.html, en: '' };
const plainOf = (c: Content): Bilingual => c.pair ?? { ar: plainText(c.html), en: '' };

interface Fields {
  fields: Record<string, unknown>;
  feedback: (string | null)[];
}

/** A QTI item (its one interaction) as a bank question's fields, before Mizan's metadata adds what QTI lacks. */
function questionFields(item: Node, found: Found, stem: OrderedNode[], itemDir: string, fromMizan: boolean): Fields | ImportMessageKey {
  const interaction = found.interactions[0]!;
  const node = interaction.node;
  const parts = childrenOf(node);
  const prompt = findFirst(parts, 'prompt');
  const promptContent = content(prompt ? childrenOf(prompt) : [], itemDir, found, interaction.dir);
  const stemContent = content(stem, itemDir, found);
  const html = [stemContent.html, promptContent.html].filter(Boolean).join(' ');
  if (!showsSomething(html)) return 'import.empty_stem';
  const text = stemContent.pair ??
    promptContent.pair ?? { ar: interaction.dir ? `<div dir="${interaction.dir}">${html}</div>` : html, en: '' };
  const d = declaration(item, attrsOf(node)['response-identifier'] ?? attrsOf(node)['responseIdentifier']);
  // Mizan's own export is read as written: a profile question has no correct response by design.
  const problem = fromMizan ? null : scoringProblem(item, d);
  if (problem) return problem;
  const template = attr(kids(item, 'response-processing')[0], 'template') ?? '';
  const matchCorrect = template.endsWith('match_correct.xml') || template.endsWith('match_correct');
  const choiceNodes = parts.filter((p) => nameOf(p) === 'simple-choice');
  const choices = choiceNodes.map((c) => ({ id: attrsOf(c).identifier ?? '', ...content(childrenOf(c), itemDir, found, interaction.dir) }));
  const feedback = choices.map((c) => c.feedback);
  const fractionOf = (id: string, share: number) => {
    const mapped = d.mapping.get(id);
    return mapped ? mapped.value / d.scale : d.correct.includes(id) ? share : 0;
  };
  const result = (fields: Record<string, unknown>): Fields => ({ fields, feedback });
  switch (interaction.name) {
    case 'choice-interaction': {
      const ids = choices.map((c) => c.id).sort();
      if (d.cardinality === 'single' && ids.length === 2 && ids[0] === 'false' && ids[1] === 'true')
        return result({ type: 'true_false', text, key: { type: 'true_false', correct: d.correct[0] === 'true' } });
      if (d.cardinality === 'single')
        return result({
          type: 'single_choice',
          text,
          options: choices.map((c) => ({ text: bilingual(c), correct: d.correct.includes(c.id) })),
        });
      const share = 1 / Math.max(1, d.correct.length);
      return result({
        type: 'multiple_response',
        text,
        key: {
          type: 'multiple_response',
          options: choices.map((c) => ({ text: bilingual(c), fraction: fractionOf(c.id, share) })),
          all_or_nothing: matchCorrect,
        },
      });
    }
    case 'order-interaction': {
      const byId = new Map(choices.map((c) => [c.id, plainOf(c)]));
      return result({
        type: 'ordering',
        text,
        key: { type: 'ordering', items: d.correct.map((id) => byId.get(id)), all_or_nothing: matchCorrect },
      });
    }
    case 'match-interaction': {
      const sets = parts.filter((p) => nameOf(p) === 'simple-match-set');
      const side = (set: OrderedNode | undefined) =>
        new Map(
          (set ? childrenOf(set) : [])
            .filter((c) => nameOf(c) === 'simple-associable-choice')
            .map((c) => [attrsOf(c).identifier ?? '', plainOf(content(childrenOf(c), itemDir, found))]),
        );
      const prompts = side(sets[0]);
      const answers = side(sets[1]);
      const pairs = d.correct.map((v) => v.trim().split(/\s+/) as [string, string]);
      const used = new Set(pairs.map(([, a]) => a));
      return result({
        type: 'matching',
        text,
        key: {
          type: 'matching',
          pairs: pairs.map(([p, a]) => ({ prompt: prompts.get(p), answer: answers.get(a) })),
          distractors: [...answers].filter(([id]) => !used.has(id)).map(([, t]) => t),
          all_or_nothing: matchCorrect,
        },
      });
    }
    default: {
      if (d.baseType === 'float' || d.baseType === 'integer') {
        const values = d.mapping.size
          ? [...d.mapping].map(([k, m]) => ({ value: Number(k), fraction: m.value / d.scale }))
          : d.correct.map((v) => ({ value: Number(v), fraction: 1 }));
        return result({ type: 'numeric', text, key: { type: 'numeric', accepted: values.map((v) => ({ ...v, tolerance: 0 })) } });
      }
      const accepted = d.mapping.size
        ? [...d.mapping].map(([k, m]) => ({ text: k, fraction: m.value / d.scale }))
        : d.correct.map((v) => ({ text: v, fraction: 1 }));
      return result({
        type: 'short_text',
        text,
        key: { type: 'short_text', accepted, exact: [...d.mapping.values()].some((m) => m.caseSensitive) },
      });
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

type Package = Awaited<ReturnType<typeof openPackage>>;

/** One item file: its question (with the package files its texts show) or why it was skipped. */
async function readItem(
  source: string,
  parsed: Node,
  href: string,
  meta: MizanMetadata | null,
  pkg: Package,
): Promise<{ question?: TransferQuestion; problems: TransferProblem[] }> {
  const skip = (message_key: ImportMessageKey, detail?: string) => ({
    problems: [{ at: { item: href }, message_key, ...(detail === undefined ? {} : { detail }), skipped: true }],
  });
  const item = kids(byNamespace(parsed, knownNamespace), 'assessment-item')[0] ?? {};
  const root = findFirst(parseOrdered(source), 'assessment-item');
  const itemDir = path.posix.dirname(href);
  const found = nothingFound();
  const children = root ? childrenOf(root) : [];
  const body = children.find((c) => nameOf(c) === 'item-body');
  // The body without its interactions and feedback is the stem; modal feedback joins the body's feedback.
  const stem = body ? childrenOf(body) : [];
  toHtml(stem, itemDir, found);
  toHtml(
    children.filter((c) => nameOf(c) === 'modal-feedback'),
    itemDir,
    found,
  );
  const unsupported = found.interactions.find((f) => !SUPPORTED.includes(f.name));
  if (unsupported || found.interactions.length !== 1)
    return skip('import.unsupported_type', unsupported?.name ?? `${found.interactions.length} interactions`);
  const outcomeFeedback = found.feedback.map((f) => f.html);
  const interaction = found.interactions[0]!;
  // The stem is written again (without the interaction's content) once its interaction is known.
  const reading: Found = { ...nothingFound(), interactions: [interaction] };
  const fields = questionFields(item, reading, stem, itemDir, meta !== null);
  if (typeof fields === 'string') return skip(fields);
  const question = QuestionInput.safeParse(withMetadata(fields.fields, item, meta));
  if (!question.success) return skip('import.no_correct_answer', String(question.error.issues[0]?.path.join('.')));
  const media: ImportedMedia[] = [];
  const dropped = [...reading.dropped];
  for (const name of [...new Set(reading.media)]) {
    const bytes = await pkg.bytes(name);
    if (bytes) media.push({ name, base64: bytes.toString('base64') });
    else dropped.push(name);
  }
  const title = attr(item, 'title');
  const extras: TransferExtras = {
    // Mizan's own export titles an item with its text: only another tool's title is a name.
    ...(title && !meta ? { name: title } : {}),
    ...(fields.feedback.some((f) => f !== null) ? { feedback: fields.feedback.map((f) => (f === null ? null : { ar: f, en: '' })) } : {}),
    ...(outcomeFeedback.length ? { outcome_feedback: outcomeFeedback.map((f) => ({ ar: f, en: '' })) } : {}),
  };
  return {
    question: {
      question: question.data,
      categoryPath: meta?.category_path ?? [],
      at: { item: href },
      ...(media.length ? { media } : {}),
      ...(Object.keys(extras).length ? { extras } : {}),
    },
    problems: dropped.map((detail) => ({ at: { item: href }, message_key: 'import.media_skipped' as const, detail, skipped: false })),
  };
}

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
    const tree = byNamespace(manifest, knownNamespace, { mizan: MIZAN_NS });
    const resources = kids(kids(kids(tree, 'manifest')[0], 'resources')[0], 'resource').filter((r) =>
      (attr(r, 'type') ?? '').startsWith('imsqti_item'),
    );
    if (resources.length === 0) return { ...report, problems: [refusal(MANIFEST, 'import.no_items')] };
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
      const metaText = textOf(kids(kids(resource, 'metadata')[0], 'mizan:question')[0] ?? {});
      let meta: MizanMetadata | null = null;
      try {
        meta = metaText ? (JSON.parse(metaText) as MizanMetadata) : null;
      } catch {
        meta = null;
      }
      const read = await readItem(source, parsed, href, meta, pkg);
      if (read.question) report.questions.push(read.question);
      report.problems.push(...read.problems);
    }
  } catch (error) {
    if (error instanceof PackageRefused) return { questions: [], problems: [refusal(MANIFEST, error.key)] };
    throw error;
  }
  return report;
}
