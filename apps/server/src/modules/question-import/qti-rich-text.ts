import { sanitizeRichText } from '../../lib/rich-text.js';
import { attrsOf, childrenOf, nameOf, parseOrdered, tagOf, type OrderedNode } from './qti-body.js';

/**
 * Mizan's rich text (the sanitizer's subset, see lib/rich-text.ts) as QTI 3.0 content and back. QTI's body is
 * XHTML in the item's namespace, with its own content model: `p`, `span`, `strong`… hold inline content only,
 * `ul`/`ol` hold `li` only, `a` needs an `href`, there is no `u` (QTI's shared vocabulary says
 * `<span class="qti-underline">`), and MathML sits in its own namespace. An editor formula (TeX) becomes
 * `<span class="math-tex">\(…\)</span>`, which players that typeset TeX (MathJax, KaTeX) render and the others show
 * as its source: QTI has no TeX element, and the server has no TeX-to-MathML converter (KaTeX is the web's).
 */

const MATHML = 'http://www.w3.org/1998/Math/MathML';
const UNDERLINE = 'qti-underline';
const MATH_TEX = 'math-tex';
const INLINE = new Set(['b', 'strong', 'i', 'em', 'sub', 'sup']);
const BLOCK = new Set(['p', 'div', 'ul', 'ol', 'li']);
const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const attribute = (name: string, value: string | undefined) => (value === undefined ? '' : ` ${name}="${escapeAttr(value)}"`);
const direction = (attrs: Record<string, string>) => attribute('dir', DIRECTIONS.has(attrs.dir ?? '') ? attrs.dir : undefined);

/** Where content goes: flow (blocks and inline), inline only (inside `p`, `span`, `a`…) or a list's items. */
type Context = 'flow' | 'inline' | 'list';

function textOf(nodes: OrderedNode[]): string {
  return nodes.map((node) => (tagOf(node) === '#text' ? String(node['#text']) : textOf(childrenOf(node)))).join('');
}

/** MathML as written (the sanitizer kept MathML Core's elements and attributes only), its root naming MathML's namespace. */
function mathXml(node: OrderedNode, root = false): string {
  const tag = tagOf(node);
  if (tag === '#text') return escapeText(String(node['#text']));
  const attributes = Object.entries(attrsOf(node))
    .map(([key, value]) => attribute(key, value))
    .join('');
  const inner = childrenOf(node)
    .map((child) => mathXml(child))
    .join('');
  return `<${tag}${root ? ` xmlns="${MATHML}"` : ''}${attributes}>${inner}</${tag}>`;
}

/** Where an image's `src` points in the package (a packaged file), or the same address. */
export type ImageSource = (src: string) => string;

function nodeXml(node: OrderedNode, context: Context, image: ImageSource): string {
  const contentXml = (nodes: OrderedNode[], inner: Context) => contentOf(nodes, inner, image);
  if (context === 'list') {
    // A list holds items only: stray text or elements become an item of their own, blank space goes.
    if (tagOf(node) === 'li') return `<li>${contentXml(childrenOf(node), 'flow')}</li>`;
    if (tagOf(node) === '#text' && String(node['#text']).trim() === '') return '';
    return `<li>${nodeXml(node, 'flow', image)}</li>`;
  }
  const tag = tagOf(node);
  if (tag === '#text') return escapeText(String(node['#text']));
  const attrs = attrsOf(node);
  const inline = () => contentXml(childrenOf(node), 'inline');
  if (tag === 'br') return '<br/>';
  if (tag === 'img')
    return `<img${attribute('src', image(attrs.src ?? ''))}${attribute('alt', attrs.alt ?? '')}${attribute('width', attrs.width)}${attribute('height', attrs.height)}/>`;
  if (tag === 'math') return mathXml(node, true);
  if (tag === 'span' && attrs['data-type'] === 'inline-math' && attrs['data-latex'])
    return `<span class="${MATH_TEX}" dir="ltr">${escapeText(`\\(${attrs['data-latex']}\\)`)}</span>`;
  if (tag === 'span') return `<span${direction(attrs)}>${inline()}</span>`;
  if (tag === 'u') return `<span class="${UNDERLINE}">${inline()}</span>`;
  // QTI's link needs its address; Mizan adds rel and target itself when it reads the link back.
  if (tag === 'a') return attrs.href ? `<a${attribute('href', attrs.href)}>${inline()}</a>` : `<span>${inline()}</span>`;
  if (INLINE.has(tag)) return `<${tag}>${inline()}</${tag}>`;
  if (BLOCK.has(tag) && context === 'inline') return contentXml(childrenOf(node), 'inline');
  if (tag === 'p') return `<p${direction(attrs)}>${inline()}</p>`;
  if (tag === 'div') return `<div${direction(attrs)}>${contentXml(childrenOf(node), 'flow')}</div>`;
  if (tag === 'ul' || tag === 'ol') return `<${tag}>${contentXml(childrenOf(node), 'list')}</${tag}>`;
  // An item outside a list (or anything the sanitizer let through that QTI has no place for) keeps its content.
  if (tag === 'li') return `<div>${contentXml(childrenOf(node), 'flow')}</div>`;
  return contentXml(childrenOf(node), context);
}

function contentOf(nodes: OrderedNode[], context: Context, image: ImageSource): string {
  // A block met where only inline content may be (a paragraph inside a link) gives way to its content,
  // separated from what follows it by a line break, so no word runs into the next.
  return nodes
    .map(
      (node, i) => nodeXml(node, context, image) + (context === 'inline' && BLOCK.has(tagOf(node)) && i < nodes.length - 1 ? '<br/>' : ''),
    )
    .join('');
}

/**
 * A rich text as QTI flow content (what `qti-prompt`, `qti-simple-choice` and a `div` of the item body take).
 * Sanitizing again first is the HTML parsing: the sanitizer's parser (htmlparser2) reads the HTML as a browser
 * would and writes it back well-formed (every element closed, void ones self-closed, text escaped), so the XML
 * parser can take its tree, and nothing outside the safe subset ever reaches a package.
 */
export function richTextXml(html: string, image: ImageSource = (src) => src): string {
  return contentOf(parsed(html), 'flow', image);
}

function parsed(html: string): OrderedNode[] {
  // One root around the fragment: the XML parser drops text that stands outside every element.
  const [root] = parseOrdered(`<rich-text>${sanitizeRichText(html)}</rich-text>`);
  return root ? childrenOf(root) : [];
}

/** The addresses of the images a rich text shows. */
export function imagesOf(html: string): string[] {
  const walk = (nodes: OrderedNode[]): string[] =>
    nodes.flatMap((node) => (tagOf(node) === 'img' ? [attrsOf(node).src ?? ''] : tagOf(node) === '#text' ? [] : walk(childrenOf(node))));
  return walk(parsed(html));
}

const VOID = new Set(['br', 'img']);

/** Some QTI content as HTML again, Mizan's own mappings undone (`qti-underline`, `math-tex`). */
function html(nodes: OrderedNode[], image: (attrs: Record<string, string>) => Record<string, string>): string {
  return nodes
    .map((node) => {
      const tag = tagOf(node);
      if (tag === '#text') return escapeText(String(node['#text']));
      const name = nameOf(node);
      const attrs = attrsOf(node);
      const classes = (attrs.class ?? '').split(/\s+/);
      if (name === 'span' && classes.includes(MATH_TEX)) {
        const tex = textOf(childrenOf(node))
          .trim()
          .replace(/^\\\(([\s\S]*)\\\)$/, '$1');
        return `<span data-type="inline-math" data-latex="${escapeAttr(tex)}" dir="ltr">${escapeText(tex)}</span>`;
      }
      const own = name === 'span' && classes.includes(UNDERLINE) ? 'u' : name;
      const kept = Object.entries(name === 'img' ? image(attrs) : attrs).filter(
        ([key]) => key !== 'class' && !key.includes(':') && !key.startsWith('xmlns'),
      );
      const attributes = kept.map(([key, value]) => attribute(key, value)).join('');
      return VOID.has(own) ? `<${own}${attributes} />` : `<${own}${attributes}>${html(childrenOf(node), image)}</${own}>`;
    })
    .join('');
}

/**
 * The rich text a Mizan export wrote with `richTextXml`, read back as the bank stores it (sanitized again, so
 * what reaches the bank is the safe subset whoever edited the package). `image` may point an image elsewhere
 * (at a file of the package).
 */
export function richTextOf(nodes: OrderedNode[], image: (attrs: Record<string, string>) => Record<string, string> = (a) => a): string {
  return sanitizeRichText(html(nodes, image));
}
