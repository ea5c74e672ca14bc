import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The SQL twin of the contract's normalizeForSearch for names: drops harakat and tatweel, folds alef forms,
 * ta marbuta and alef maqsura, and case, so «أحمد» finds «احمد» and «فاطمة» finds «فاطمه».
 */
export const folded = (column: SQL | SQLWrapper): SQL =>
  sql`lower(translate(regexp_replace(${column}, ${'[\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u0640]'}, '', 'g'), 'أإآٱةى', 'ااااهي'))`;
