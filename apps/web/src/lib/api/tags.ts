/**
 * Provided by every query whose content the server writes in the request's language (titles, questions,
 * names) and that does not carry the language in its arguments: a language switch refetches them.
 * Its own module, so the store can name it without loading RTK Query before the first paint.
 */
export const LOCALIZED = 'Localized';
