import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { Bilingual } from '@mizan/contract/admin/common';
import { MAX_XML_DEPTH } from './bounded-xml.js';

/** An element as fast-xml-parser's ordered mode gives it: `{ name: children, ':@': attributes }`, or `{ '#text' }`. */
export type OrderedNode = Record<string, unknown>;

/** Documents in order, so an item body's markup can be written back as HTML around what is taken out of it. */
const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Numeric references (`&#160;`) are XML; the parser decodes them only with its HTML table on.
  htmlEntities: true,
  maxNestedTags: MAX_XML_DEPTH,
});

export const parseOrdered = (source: string) => orderedParser.parse(source) as OrderedNode[];

export const tagOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@') ?? '#text';
export const childrenOf = (node: OrderedNode) => (node[tagOf(node)] as OrderedNode[] | undefined) ?? [];
export const attrsOf = (node: OrderedNode) => (node[':@'] ?? {}) as Record<string, string>;

/**
 * One name for QTI 3.0's `qti-simple-choice` and 2.x's `simpleChoice` (`simple-choice`), any prefix dropped
 * (`m:math` is `math`): the body mixes QTI, XHTML and MathML, each known by its local name.
 */
export const nameOf = (node: OrderedNode) =>
  tagOf(node)
    .slice(tagOf(node).indexOf(':') + 1)
    .replace(/^qti-/, '')
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** QTI's own elements (3.0 prefixes them, 2.x writes them in camelCase; `prompt` is 2.x's one lowercase). */
const isQti = (node: OrderedNode) => /^qti-|[A-Z]/.test(tagOf(node).slice(tagOf(node).indexOf(':') + 1)) || nameOf(node) === 'prompt';

export function findFirst(nodes: OrderedNode[], name: string): OrderedNode | undefined {
  for (const node of nodes) {
    if (tagOf(node) === '#text') continue;
    if (nameOf(node) === name) return node;
    const inner = findFirst(childrenOf(node), name);
    if (inner) return inner;
  }
  return undefined;
}

const VOID = new Set(['br', 'img', 'hr', 'col', 'wbr', 'source', 'track', 'area', 'embed', 'param']);
const FEEDBACK = new Set(['feedback-inline', 'feedback-block', 'modal-feedback']);
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|svg|bmp|tiff?)$/i;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** What writing a part of the body found beside its HTML. */
export interface Found {
  interactions: { name: string; node: OrderedNode; dir?: string }[];
  /** Feedback shown for an outcome or a choice: taken out of the text it sits in. */
  feedback: { identifier: string; html: string }[];
  /** Package files the HTML now references as `@@PLUGINFILE@@/path`, to be stored with the question. */
  media: string[];
  /** Files Mizan can't keep (audio, video, their tracks, non-image objects): reported, never left dangling. */
  dropped: string[];
}

export const nothingFound = (): Found => ({ interactions: [], feedback: [], media: [], dropped: [] });

/**
 * Writes a part of an item as HTML: interactions and feedback are taken out (into `found`), QTI's wrappers
 * (rubric blocks, content bodies) give way to their content, images point at the package file, media Mizan
 * can't play is named and left out. `itemDir` resolves the package paths the item's files use.
 */
export function toHtml(nodes: OrderedNode[], itemDir: string, found: Found, dir?: string): string {
  let html = '';
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === '#text') {
      html += escapeText(String(node['#text']));
      continue;
    }
    const name = nameOf(node);
    const attrs = attrsOf(node);
    const children = childrenOf(node);
    if (name.endsWith('-interaction')) {
      found.interactions.push({ name, node, dir });
      // A text entry stands in a sentence: its blank stays visible.
      if (name === 'text-entry-interaction') html += ' _____ ';
    } else if (FEEDBACK.has(name))
      found.feedback.push({ identifier: attrs.identifier ?? '', html: clean(toHtml(children, itemDir, found)) });
    else if (isQti(node)) html += toHtml(children, itemDir, found, dir);
    else if (name === 'object' && !IMAGE_FILE.test(attrs.data ?? '') && children.some((c) => ['object', 'img'].includes(nameOf(c)))) {
      // An object the browser can't show (an EPS picture, a video) falls back to the one it holds: that is kept.
      found.dropped.push(...(attrs.data ? [isRemote(attrs.data) ? attrs.data : packagePath(itemDir, attrs.data)] : []));
      html += toHtml(children, itemDir, found, dir);
    } else if (name === 'audio' || name === 'video' || (name === 'object' && !isImage(attrs))) {
      found.dropped.push(...sources(node, itemDir));
    } else if (name === 'object')
      html += image(attrs.data ?? '', attrs['title'] || plain(children) || path.basename(attrs.data ?? ''), attrs, itemDir, found);
    else if (name === 'img') html += image(attrs.src ?? '', attrs.alt ?? '', attrs, itemDir, found);
    else {
      const own = attrs.dir ?? dir;
      const attributes = Object.entries(attrs)
        .filter(([key]) => !key.includes(':') && !key.startsWith('xmlns'))
        .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
        .join('');
      // Whitespace between MathML elements is layout, not content (MathML ignores it; "E = m c 2" came from it).
      const inner = name === 'math' ? mathml(children) : toHtml(children, itemDir, found, own);
      html += VOID.has(name) ? `<${name}${attributes}/>` : `<${name}${attributes}>${inner}</${name}>`;
    }
  }
  return html;
}

const isImage = (attrs: Record<string, string>) => (attrs.type ?? '').startsWith('image/') || IMAGE_FILE.test(attrs.data ?? '');

const isRemote = (src: string) => /^(https?:)?\/\//i.test(src) || src.startsWith('data:');

/** A package-relative path as the manifest lists it (`images/a.png` beside `items/q.xml` is `items/images/a.png`). */
export const packagePath = (itemDir: string, src: string) => path.posix.normalize(path.posix.join(itemDir, decodeURI(src)));

function image(src: string, alt: string, attrs: Record<string, string>, itemDir: string, found: Found): string {
  const size = ['width', 'height'].map((key) => (attrs[key] ? ` ${key}="${escapeAttr(attrs[key])}"` : '')).join('');
  // The bank shows only its own uploads: an image from elsewhere (or inline data) is named, not kept.
  if (isRemote(src)) {
    found.dropped.push(src.startsWith('data:') ? src.slice(0, src.search(/[;,]/)) : src);
    return '';
  }
  const file = packagePath(itemDir, src);
  found.media.push(file);
  return `<img src="@@PLUGINFILE@@/${escapeAttr(file)}" alt="${escapeAttr(alt)}"${size}/>`;
}

/** Every file a media element plays or shows (its `src`/`data`, its sources and tracks). */
function sources(node: OrderedNode, itemDir: string): string[] {
  const attrs = attrsOf(node);
  const own = [attrs.src, attrs.data].filter((s): s is string => !!s).map((s) => (isRemote(s) ? s : packagePath(itemDir, s)));
  return [...own, ...childrenOf(node).flatMap((child) => (tagOf(child) === '#text' ? [] : sources(child, itemDir)))];
}

function mathml(nodes: OrderedNode[]): string {
  return nodes
    .map((node) => {
      if (tagOf(node) === '#text') return escapeText(String(node['#text']).trim());
      const attributes = Object.entries(attrsOf(node))
        .filter(([key]) => !key.includes(':') && !key.startsWith('xmlns'))
        .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
        .join('');
      return `<${nameOf(node)}${attributes}>${mathml(childrenOf(node))}</${nameOf(node)}>`;
    })
    .join('');
}

/** The text of some markup, for an `alt` (an object's fallback content). */
function plain(nodes: OrderedNode[]): string {
  return nodes
    .map((node) => (tagOf(node) === '#text' ? String(node['#text']) : plain(childrenOf(node))))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

const BLOCK = 'div|p|li|ul|ol|blockquote|table|tr|td|th';

const EMPTY = new RegExp(`<(${BLOCK}|span)\\b[^>]*>\\s*</\\1>`, 'g');

/**
 * Source indentation is not content: runs of white space become one space, none inside a block's edges; blocks
 * left empty by what was taken out of them (an interaction's wrapper) go too.
 */
export function clean(html: string): string {
  let text = html
    .replace(/\s+/g, ' ')
    .replace(new RegExp(`(<(?:${BLOCK})\\b[^>]*>) `, 'g'), '$1')
    .replace(new RegExp(` (</(?:${BLOCK})>)`, 'g'), '$1');
  for (let before = ''; before !== text;) [before, text] = [text, text.replace(EMPTY, '')];
  return text.replace(/\s+/g, ' ').trim();
}

/** Whether HTML shows anything: text, an image or a formula. */
export const showsSomething = (html: string) => /<(img|math)\b/.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';

/**
 * Mizan's own texts wherever they sit in these nodes, read as written: they are not HTML to be tidied but the
 * bank's texts, escaped. An export writes one `<div xml:lang dir>` per text in the item's language (see
 * qti-xml.ts): read only when `ownLanguage` says the item is Mizan's, as `{ar}` or `{en}` by its label. Exports
 * before the one-language items wrote both languages, `<div lang="ar">…</div><div lang="en">…</div>`. Since
 * `mizan-question/3` a rich text's div holds XHTML, which `richText` reads back.
 */
export function mizanPair(nodes: OrderedNode[], ownLanguage = false, richText?: (nodes: OrderedNode[]) => string): Bilingual | null {
  const elements = nodes.filter((n) => tagOf(n) !== '#text' || String(n['#text']).trim() !== '');
  const lang = (n: OrderedNode | undefined) => (n && nameOf(n) === 'div' ? (attrsOf(n)['xml:lang'] ?? attrsOf(n).lang) : undefined);
  const textIn = (n: OrderedNode) =>
    childrenOf(n)
      .map((c) => (tagOf(c) === '#text' ? String(c['#text']) : '\0'))
      .join('');
  if (elements.length === 2 && lang(elements[0]) === 'ar' && lang(elements[1]) === 'en') {
    const [ar, en] = [textIn(elements[0]!), textIn(elements[1]!)];
    if (!ar.includes('\0') && !en.includes('\0')) return { ar, en };
  }
  const only = elements.length === 1 ? elements[0]! : undefined;
  const label = lang(only);
  if (ownLanguage && only && (label === 'ar' || label === 'en')) {
    const text = richText ? richText(childrenOf(only)) : textIn(only);
    if (!text.includes('\0')) return label === 'ar' ? { ar: text, en: '' } : { ar: '', en: text };
  }
  for (const node of elements) {
    if (tagOf(node) === '#text' || nameOf(node).endsWith('-interaction')) continue;
    const inner = mizanPair(childrenOf(node), ownLanguage, richText);
    if (inner) return inner;
  }
  return null;
}
