import { normalizeForSearch } from './arabic-search.js';

/**
 * The longest text a student may type as an answer (and an operator as an accepted one). Here rather than beside
 * the zod schemas, so the player's text box loads no zod.
 */
export const MAX_RESPONSE_TEXT = 500;
/** The longest essay answer (rich text, counted before the server sanitizes it). */
export const MAX_ESSAY_TEXT = 50_000;

/**
 * Whether a student's short text equals an accepted answer. The default folds what Arabic spellers
 * vary without meaning a different word (tashkeel, tatweel, alef/hamza forms, ta marbuta/ha, alef
 * maqsura), Latin case and inner spacing, exactly as the title search does; `exact` only trims.
 */
export function shortTextMatches(response: string, accepted: string, exact: boolean): boolean {
  if (exact) return response.trim() === accepted.trim();
  const folded = normalizeForSearch(response);
  return folded !== '' && folded === normalizeForSearch(accepted);
}
