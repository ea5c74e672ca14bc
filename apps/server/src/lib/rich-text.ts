import sanitizeHtml from 'sanitize-html';

/**
 * The safe subset operators may write (bold, italic, underline, lists, line breaks, links, images with alt
 * text). Inline TeX stays text between `\(` and `\)` and is typeset by the client. Everything else — scripts,
 * event handlers, styles, `javascript:` URLs — is removed before storage.
 */
const RICH: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'br', 'p', 'a', 'img', 'sub', 'sup', 'span'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], span: ['dir'], p: ['dir'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  // An image without a description is not accessible: it is dropped rather than kept silent.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['alt']?.trim(),
};
RICH.allowedAttributes = { ...RICH.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

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
