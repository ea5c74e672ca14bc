/** Number inputs and selects give "" when cleared: that means "none" for the nullable settings. */
export const numberOrNull = (value: unknown): number | null => (value === '' || value == null ? null : Number(value));

/** Rich text as a one-line summary for lists (the tags are the server-sanitized subset; this only reads them). */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
