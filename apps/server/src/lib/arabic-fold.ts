import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The SQL twin of the contract's normalizeForSearch for names: drops harakat and tatweel, folds alef forms,
 * ta marbuta and alef maqsura, and case, so «أحمد» finds «احمد» and «فاطمة» finds «فاطمه».
 */
export const folded = (text: SQL | PgColumn | string) =>
  sql`lower(translate(regexp_replace(${text}, ${'[\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u0640]'}, '', 'g'), 'أإآٱةى', 'ااااهي'))`;
