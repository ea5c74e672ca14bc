/** RFC 5987 `attr-char`s are sent as they are; everything else (Arabic, spaces, `'()*`) percent-encoded. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` named after something an operator wrote (an Arabic category name, say): an ASCII `filename` for
 * old clients and the exact name as UTF-8 in `filename*`, which every current browser prefers.
 */
export function attachmentDisposition(name: string, extension: string, fallback: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');
  const plain = /[A-Za-z0-9]/.test(ascii) ? ascii : fallback;
  return `attachment; filename="${plain}.${extension}"; filename*=UTF-8''${encodeRfc5987(name)}.${extension}`;
}
