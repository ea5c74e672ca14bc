/** The `src` of every image an HTML text shows. */
export const imageSources = (html: string): string[] =>
  [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/gi)].map((m) => (m[2] ?? '').replace(/^@@PLUGINFILE@@\//, ''));

/**
 * Images the source shows that the question as read no longer does: the bank keeps only its own uploads (an image
 * from another server is removed), images with a description, and no image in plain-text parts (ordering items,
 * matching pairs). Each is named in the report rather than lost unsaid. `read` is the question as stored, its
 * extras included, in any serialized form.
 */
export function imagesNotShown(sourceHtml: string[], read: string): string[] {
  const shown = new Set(imageSources(read.replace(/\\"/g, '"')));
  return [...new Set(sourceHtml.flatMap(imageSources))].filter((src) => src !== '' && !shown.has(src));
}
