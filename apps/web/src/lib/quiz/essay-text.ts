/**
 * An essay typed in the player's text box travels as the rich text the server keeps and markers read: each
 * paragraph a `<p>`, line breaks `<br>`, everything typed escaped (nothing typed becomes markup).
 */
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export function essayHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The text box's content for a saved essay (or a template): paragraphs as blank lines, tags dropped, entities read. */
export function essayText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|div)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', '#160': ' ' };
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp|#160);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
