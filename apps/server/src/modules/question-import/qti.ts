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
  packagePath,
  parseOrdered,
  showsSomething,
  toHtml,
  type Found,
  type OrderedNode,
} from './qti-body.js';
import { richTextOf } from './qti-rich-text.js';
import { MIZAN_ESCAPED_FORMAT, MizanMetadata } from './qti-xml.js';
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

const SUPPORTED = [
  'choice-interaction',
  'order-interaction',
  'match-interaction',
  'text-entry-interaction',
  'extended-text-interaction',
  'upload-interaction',
];

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

/** How a Mizan export wrote its rich texts: XHTML (`mizan-question/3`) or escaped markup (earlier exports). */
type OwnTexts = 'xhtml' | 'escaped';

const ownTexts = (meta: MizanMetadata | null): OwnTexts | null =>
  meta === null ? null : meta.format === MIZAN_ESCAPED_FORMAT ? 'escaped' : 'xhtml';

interface Content {
  html: string;
  /** Mizan's text read as rich text, and as a plain one (ordering and matching items). */
  pair: Bilingual | null;
  plain: Bilingual | null;
  feedback: string | null;
}

/** A prompt's or choice's content: Mizan's texts when it wrote them (`mizan`: how, when the item is Mizan's), else its HTML; inline feedback apart. */
function content(nodes: OrderedNode[], itemDir: string, found: Found, mizan: OwnTexts | null, dir?: string): Content {
  const own = nothingFound();
  const html = clean(toHtml(nodes, itemDir, own, dir));
  const shown: string[] = [];
  const rich =
    mizan === 'xhtml' ? (children: OrderedNode[]) => richTextOf(children, (attrs) => packagedImage(attrs, itemDir, shown)) : undefined;
  const pair = mizanPair(nodes, mizan !== null, rich);
  // Mizan's own text names the package files it shows; otherwise the HTML read from the markup does.
  found.media.push(...(pair && rich ? shown : own.media));
  found.dropped.push(...own.dropped);
  const feedback = own.feedback.map((f) => f.html).join(' ');
  return { html, pair, plain: mizanPair(nodes, mizan !== null), feedback: feedback || null };
}

/**
 * An image of Mizan's export: a file of the package (`media/…` beside the item) is stored with the question, as
 * another tool's images are (`@@PLUGINFILE@@/`); an address (a Mizan upload the export couldn't read) stays.
 */
function packagedImage(attrs: Record<string, string>, itemDir: string, shown: string[]): Record<string, string> {
  const src = attrs.src ?? '';
  if (src === '' || src.startsWith('/') || src.startsWith('@@PLUGINFILE@@') || /^[a-z][a-z0-9+.-]*:/i.test(src)) return attrs;
  const file = packagePath(itemDir, src);
  shown.push(file);
  return { ...attrs, src: `@@PLUGINFILE@@/${file}` };
}

const bilingual = (c: Content): Bilingual => c.pair ?? { ar: c.html, en: '' };
const plainOf = (c: Content): Bilingual => c.plain ?? { ar: plainText(c.html), en: '' };

interface Fields {
  fields: Record<string, unknown>;
  feedback: (string | null)[];
}

/** A QTI item (its one interaction) as a bank question's fields, before Mizan's metadata adds what QTI lacks. */
function questionFields(item: Node, found: Found, stem: OrderedNode[], itemDir: string, mizan: OwnTexts | null): Fields | ImportMessageKey {
  const fromMizan = mizan !== null;
  const interaction = found.interactions[0]!;
  const node = interaction.node;
  const parts = childrenOf(node);
  const prompt = findFirst(parts, 'prompt');
  const promptContent = content(prompt ? childrenOf(prompt) : [], itemDir, found, mizan, interaction.dir);
  const stemContent = content(stem, itemDir, found, mizan);
  const html = [stemContent.html, promptContent.html].filter(Boolean).join(' ');
  if (!showsSomething(html)) return 'import.empty_stem';
  const text = stemContent.pair ??
    promptContent.pair ?? { ar: interaction.dir ? `<div dir="${interaction.dir}">${html}</div>` : html, en: '' };
  // An essay is marked by a person: nothing in the item scores it (Mizan's metadata adds its limits and template).
  if (interaction.name === 'extended-text-interaction') return { fields: { type: 'essay', text, key: { type: 'essay' } }, feedback: [] };
  // A file answer likewise: QTI's upload takes one file; Mizan's metadata restores its own limits.
  if (interaction.name === 'upload-interaction')
    return { fields: { type: 'file_upload', text, key: { type: 'file_upload' } }, feedback: [] };
  const d = declaration(item, attrsOf(node)['response-identifier'] ?? attrsOf(node)['responseIdentifier']);
  // Mizan's own export is read as written: a profile question has no correct response by design.
  const problem = fromMizan ? null : scoringProblem(item, d);
  if (problem) return problem;
  const template = attr(kids(item, 'response-processing')[0], 'template') ?? '';
  const matchCorrect = template.endsWith('match_correct.xml') || template.endsWith('match_correct');
  const choiceNodes = parts.filter((p) => nameOf(p) === 'simple-choice');
  const choices = choiceNodes.map((c) => ({
    id: attrsOf(c).identifier ?? '',
    ...content(childrenOf(c), itemDir, found, mizan, interaction.dir),
  }));
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
            .map((c) => [attrsOf(c).identifier ?? '', plainOf(content(childrenOf(c), itemDir, found, mizan))]),
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
  const feedback = (i: number) => (meta.feedback?.[i] ? { feedback: meta.feedback[i] } : {});
  const withFeedback = (list: unknown) => (list as Record<string, unknown>[]).map((o, i) => ({ ...o, ...feedback(i) }));
  return {
    ...base,
    ...(meta.name ? { name: meta.name } : {}),
    ...(meta.general_feedback ? { general_feedback: meta.general_feedback } : {}),
    mark: meta.mark,
    difficulty: meta.difficulty,
    tags: meta.tags,
    options: options?.map((o, i) => ({ ...o, points: meta.points?.[i] ?? null, fraction: meta.fractions?.[i] ?? null, ...feedback(i) })),
    key: key && {
      ...key,
      ...(key.options ? { options: withFeedback(key.options) } : {}),
      ...(key.pairs ? { pairs: withFeedback(key.pairs) } : {}),
      ...(key.accepted && key.type === 'short_text' ? { accepted: withFeedback(key.accepted) } : {}),
      ...(meta.all_or_nothing !== undefined ? { all_or_nothing: meta.all_or_nothing } : {}),
      ...(meta.exact !== undefined ? { exact: meta.exact } : {}),
      ...(meta.accepted ? { accepted: meta.accepted, unit: meta.unit ?? null } : {}),
      ...meta.essay,
      ...meta.file_upload,
    },
  };
}

const isText = (v: unknown): v is Bilingual =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 2 && 'ar' in v && 'en' in v;

/**
 * The question read from its Arabic item with the English of another reading of the same question: its English
 * item, or itself when every English text is a copy. Both readings have one shape, so texts pair up by place.
 */
function withEnglish(arabic: unknown, english: unknown, englishOf: (text: Bilingual) => string): unknown {
  if (isText(arabic) && isText(english)) return { ar: arabic.ar, en: englishOf(english) };
  if (typeof arabic !== 'object' || arabic === null || typeof english !== 'object' || english === null) return arabic;
  if (Array.isArray(arabic)) return arabic.map((v, i) => withEnglish(v, (english as unknown[])[i], englishOf));
  return Object.fromEntries(
    Object.entries(arabic).map(([k, v]) => [k, withEnglish(v, (english as Record<string, unknown>)[k], englishOf)]),
  );
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

/** An item file as read: text or parsed, or why it can't be. */
type ItemFile = { href: string; source: string; parsed: Node };

async function itemFile(pkg: Package, href: string): Promise<ItemFile | ImportMessageKey> {
  const source = await pkg.text(href);
  if (source === null) return 'import.unreadable_file';
  const parsed = parseXml(source);
  return typeof parsed === 'string' ? parsed : { href, source, parsed };
}

interface ItemReading {
  item: Node;
  fields: Fields;
  reading: Found;
  outcomeFeedback: string[];
}

/** One item's question fields (with what its texts show beside them) or why it was skipped. */
function readFields({ source, parsed, href }: ItemFile, mizan: OwnTexts | null): ItemReading | { skip: ImportMessageKey; detail?: string } {
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
  // Catalogs hold an item's supports (a sign-language video, a glossary's pictures): the bank has no place for them.
  const catalogs = nothingFound();
  toHtml(
    children.filter((c) => nameOf(c) === 'catalog-info'),
    itemDir,
    catalogs,
  );
  const unsupported = found.interactions.find((f) => !SUPPORTED.includes(f.name));
  if (unsupported || found.interactions.length !== 1)
    return { skip: 'import.unsupported_type', detail: unsupported?.name ?? `${found.interactions.length} interactions` };
  const interaction = found.interactions[0]!;
  // The stem is written again (without the interaction's content) once its interaction is known.
  const reading: Found = { ...nothingFound(), interactions: [interaction], dropped: [...catalogs.media, ...catalogs.dropped] };
  const fields = questionFields(item, reading, stem, itemDir, mizan);
  if (typeof fields === 'string') return { skip: fields };
  return { item, fields, reading, outcomeFeedback: found.feedback.map((f) => f.html) };
}

/**
 * One question: its item file (the Arabic one of a Mizan export, whose English item, if any, comes as `english`)
 * with the package files its texts show, or why it was skipped.
 */
async function readItem(
  file: ItemFile,
  meta: MizanMetadata | null,
  english: ItemFile | null,
  pkg: Package,
): Promise<{ question?: TransferQuestion; problems: TransferProblem[] }> {
  const skip = (at: string, message_key: ImportMessageKey, detail?: string) => ({
    problems: [{ at: { item: at }, message_key, ...(detail === undefined ? {} : { detail }), skipped: true }],
  });
  const href = file.href;
  const read = readFields(file, ownTexts(meta));
  if ('skip' in read) return skip(href, read.skip, read.detail);
  const { item, fields, reading, outcomeFeedback } = read;
  let bankFields: unknown = fields.fields;
  // The package files both languages' texts show.
  const shown = [...reading.media];
  if (meta?.english_copies_arabic) bankFields = withEnglish(bankFields, bankFields, (text) => text.ar);
  else if (english) {
    const other = readFields(english, ownTexts(meta));
    if ('skip' in other) return skip(english.href, other.skip, other.detail);
    bankFields = withEnglish(bankFields, other.fields.fields, (text) => text.en);
    shown.push(...other.reading.media);
  }
  const question = QuestionInput.safeParse(withMetadata(bankFields as Record<string, unknown>, item, meta));
  if (!question.success) return skip(href, 'import.no_correct_answer', String(question.error.issues[0]?.path.join('.')));
  const media: ImportedMedia[] = [];
  const dropped = [...reading.dropped];
  const kept = JSON.stringify(question.data);
  for (const name of [...new Set(shown)]) {
    // A picture in a part the bank keeps as plain text (an ordering item, a matching pair) is not shown.
    if (!kept.includes(`@@PLUGINFILE@@/${name}`)) {
      dropped.push(name);
      continue;
    }
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

/** Mizan's metadata of an item: the JSON file its manifest entry depends on, when it is one Mizan wrote. */
async function metadataOf(resource: Node, byId: Map<string, Node>, pkg: Package): Promise<MizanMetadata | null> {
  for (const dependency of kids(resource, 'dependency')) {
    const href = attr(byId.get(attr(dependency, 'identifierref') ?? ''), 'href') ?? '';
    if (!href.endsWith('.json')) continue;
    let json: unknown;
    try {
      json = JSON.parse((await pkg.text(href)) ?? '');
    } catch {
      continue; // Not JSON after all: another tool's file.
    }
    const meta = MizanMetadata.safeParse(json);
    if (meta.success) return meta.data;
  }
  return null;
}

/**
 * A QTI 3.0 (or 2.1) content package: imsmanifest.xml lists the items; each item's one interaction (choice,
 * order, match, text entry, extended text) becomes a question, any other interaction is reported as skipped.
 * A Mizan export's English items join their Arabic ones. Problems are placed by the item's file path in the package.
 */
export async function readQti(file: Buffer, maxBytes?: number): Promise<TransferReport> {
  const report: TransferReport = { questions: [], problems: [] };
  try {
    const pkg = await openPackage(file, maxBytes);
    const manifestText = await pkg.text(MANIFEST);
    if (manifestText === null) return { ...report, problems: [refusal(MANIFEST, 'import.no_manifest')] };
    const manifest = parseXml(manifestText);
    if (typeof manifest === 'string') return { ...report, problems: [refusal(MANIFEST, manifest)] };
    const tree = byNamespace(manifest, knownNamespace);
    const all = kids(kids(kids(tree, 'manifest')[0], 'resources')[0], 'resource');
    const byId = new Map(all.map((r) => [attr(r, 'identifier') ?? '', r]));
    const resources = all.filter((r) => (attr(r, 'type') ?? '').startsWith('imsqti_item'));
    if (resources.length === 0) return { ...report, problems: [refusal(MANIFEST, 'import.no_items')] };
    for (const resource of resources) {
      const meta = await metadataOf(resource, byId, pkg);
      // An English item is read with its Arabic one.
      if (meta?.items.en !== undefined && meta.items.en === attr(resource, 'identifier')) continue;
      const href = attr(resource, 'href') ?? '';
      const arabic = await itemFile(pkg, href);
      if (typeof arabic === 'string') {
        report.problems.push(refusal(href, arabic));
        continue;
      }
      const englishHref = meta?.items.en === undefined ? undefined : attr(byId.get(meta.items.en), 'href');
      const english = englishHref === undefined ? null : await itemFile(pkg, englishHref);
      if (typeof english === 'string') {
        report.problems.push(refusal(englishHref ?? '', english));
        continue;
      }
      const read = await readItem(arabic, meta, english, pkg);
      if (read.question) report.questions.push(read.question);
      report.problems.push(...read.problems);
    }
  } catch (error) {
    if (error instanceof PackageRefused) return { questions: [], problems: [refusal(MANIFEST, error.key)] };
    throw error;
  }
  return report;
}
