import sanitizeHtml from 'sanitize-html';

/**
 * MathML Core's presentation elements (what browsers render natively), so a formula imported from Moodle or QTI
 * stays a formula instead of becoming "E = m c 2". Left out on purpose: annotations (another notation of the same
 * formula, hidden by browsers; `annotation-xml` can hold HTML, and TeX in one would be typeset as text), `maction`
 * and `mglyph` (not Core; `mglyph` fetches an image), and every link or style attribute.
 */
const MATHML_TAGS = (
  'math semantics mrow mi mn mo ms mtext mspace mfrac msqrt mroot msub msup msubsup munder mover munderover ' +
  'mmultiscripts mprescripts mtable mtr mtd mstyle mpadded mphantom merror mfenced'
).split(' ');
const MATHML_ATTRIBUTES: Record<string, string[]> = {
  math: ['display'],
  mo: ['form', 'fence', 'separator', 'lspace', 'rspace', 'stretchy', 'symmetric', 'maxsize', 'minsize', 'largeop', 'movablelimits'],
  mfrac: ['linethickness'],
  mspace: ['width', 'height', 'depth'],
  mpadded: ['width', 'height', 'depth', 'lspace', 'voffset'],
  munder: ['accentunder'],
  mover: ['accent'],
  munderover: ['accent', 'accentunder'],
  mtd: ['columnspan', 'rowspan'],
  mfenced: ['open', 'close', 'separators'],
};
const MATHML_GLOBAL = ['dir', 'displaystyle', 'mathvariant', 'scriptlevel'];

/**
 * Mizan's editor stores a formula as its TeX source (`<span data-type="inline-math" data-latex="x^2">`), which
 * clients typeset with KaTeX; KaTeX's own HTML is never stored. Always left-to-right, even inside Arabic text.
 */
function mathSpan(attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag | null {
  if (attribs['data-type'] !== 'inline-math' || !attribs['data-latex']?.trim()) return null;
  return { tagName: 'span', attribs: { 'data-type': 'inline-math', 'data-latex': attribs['data-latex'], dir: 'ltr' } };
}

/** Editors outside Mizan (Moodle's, Word's) write emphasis as styled spans: kept as the elements Mizan allows. */
function styledSpan(_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const math = mathSpan(attribs);
  if (math) return math;
  const style = (attribs.style ?? '').toLowerCase().replace(/\s+/g, '');
  if (/font-style:(italic|oblique)/.test(style)) return { tagName: 'em', attribs: {} };
  if (/font-weight:(bold|bolder|[6-9]00)/.test(style)) return { tagName: 'strong', attribs: {} };
  return { tagName: 'span', attribs: attribs.dir ? { dir: attribs.dir } : {} };
}

/**
 * Images come only from Mizan's own uploads (the editor's upload, imported question media), so a question can't
 * make every student's browser fetch from someone else's server. `@@PLUGINFILE@@/` is an import's reference to
 * a file in the same package: the import points it at the stored upload or removes the image.
 */
const OWN_IMAGE = /^(\/uploads\/[a-z-]+\/[A-Za-z0-9-]+\.[a-z0-9]+|@@PLUGINFILE@@\/.+)$/;

/**
 * The safe subset operators may write (bold, italic, underline, lists, line breaks, links, images with alt
 * text from our own uploads, a text direction, MathML formulas, editor formulas as TeX). Inline TeX stays text
 * between `\\(` and `\\)` or in a math span and is typeset by the client. Everything else (scripts, event
 * handlers, styles, `javascript:` URLs, images from elsewhere) is removed before storage.
 */
const RICH: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'br', 'p', 'div', 'a', 'img', 'sub', 'sup', 'span', ...MATHML_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['dir', 'data-type', 'data-latex'],
    p: ['dir'],
    div: ['dir'],
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, [...MATHML_GLOBAL, ...(MATHML_ATTRIBUTES[tag] ?? [])]])),
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // Removed with their content, not unwrapped: a formula's annotation is not text to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'annotation', 'annotation-xml'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }), span: styledSpan },
  // An image without a description is not accessible: it is dropped rather than kept silent.
  exclusiveFilter: (frame) => frame.tag === 'img' && (!frame.attribs['alt']?.trim() || !OWN_IMAGE.test(frame.attribs['src'] ?? '')),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text fields (titles, names): every tag removed; the text itself is kept as typed ("R&D" stays "R&D"). */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

/** Legacy plain text shown as rich text: escaped, line breaks kept. */
export function escapeToRichText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br />');
}
