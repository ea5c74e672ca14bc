import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A user's search text as a LIKE pattern that matches it anywhere: `%` and `_` in it are literal. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The SQL twin of the contract's normalizeForSearch for names and titles: drops harakat and tatweel, folds alef
 * forms, ta marbuta and alef maqsura, and case, so «أحمد» finds «احمد» and «فاطمة» finds «فاطمه».
 * Compare it with `like` against containsPattern(normalizeForSearch(text)), or fold both sides (a string is a
 * parameter) to compare names.
 */
export const folded = (column: SQLWrapper | string): SQL =>
  sql`lower(translate(regexp_replace(${column}, ${'[\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u0640]'}, '', 'g'), 'أإآٱةى', 'ااااهي'))`;
