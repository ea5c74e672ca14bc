// Harakat, Quranic marks, superscript alef and tatweel carry no meaning for a title search.
const IGNORED = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Folds the spellings people use interchangeably when typing Arabic, plus case for Latin text. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(IGNORED, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Case- and spelling-insensitive substring match on `title`; an empty query matches nothing. */
export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [];
  return items.filter((item) => normalizeForSearch(item.title).includes(needle));
}
