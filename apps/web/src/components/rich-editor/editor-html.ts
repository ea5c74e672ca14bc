/**
 * The editor's value is the HTML the server's sanitizer keeps (apps/server/src/lib/rich-text.ts is the authority);
 * these helpers keep what the editor hands the form in that shape without a DOM, so they run in unit tests too.
 */

/** Tiptap writes an empty document as one empty paragraph: the form stores '' so "required" still means typed. */
export function storedHtml(html: string): string {
  return /^(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/.test(html.trim()) ? '' : html;
}

/** The protocols a link may use, as the sanitizer allows them. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL a link dialog accepts, normalised, or null: http, https or mailto only (never `javascript:` or
 * `data:`); "mizan.sa/x" is read as https, an address with an @ and no scheme as mailto.
 */
export function safeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const candidate = hasScheme ? text : /^[^@/]+@[^@/]+\.[^@/]+$/.test(text) ? `mailto:${text}` : `https://${text.replace(/^\/\//, '')}`;
  try {
    const url = new URL(candidate);
    if (!LINK_PROTOCOLS.has(url.protocol)) return null;
    if (url.protocol === 'mailto:') return /^[^@]+@[^@]+\.[^@]+$/.test(decodeURIComponent(url.pathname)) ? url.href : null;
    return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : null;
  } catch {
    return null;
  }
}

/** Our own uploads only: the sanitizer drops an image from anywhere else, so the editor never inserts one. */
export const isOwnImage = (src: string) => /^\/uploads\/[a-z-]+\/[A-Za-z0-9-]+\.[a-z0-9]+$/.test(src);
