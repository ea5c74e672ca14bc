import { z } from 'zod';
import { requiredBilingual } from './common.js';

/** A question-bank category; the tree is a flat list in display order (parents before children) with depth. */
export const BankCategory = z.object({
  id: z.number().int(),
  parent: z.number().int().nullable(),
  name: z.object({ ar: z.string(), en: z.string() }),
  /** `A / B / C` in the request's language. */
  path: z.string(),
  depth: z.number().int(),
  questions_count: z.number().int(),
});
export type BankCategory = z.infer<typeof BankCategory>;
export const BankCategoryListResponse = z.array(BankCategory);

export const BankCategoryInput = z.strictObject({ name: requiredBilingual(500), parent: z.number().int().min(1).nullable().default(null) });
export type BankCategoryInput = z.infer<typeof BankCategoryInput>;
export const UpdateBankCategoryRequest = BankCategoryInput.partial();

/** A catalogue category (what students filter quizzes by). */
export const QuizCategory = z.object({
  id: z.number().int(),
  name: z.object({ ar: z.string(), en: z.string() }),
  position: z.number().int(),
  quizzes_count: z.number().int(),
});
export type QuizCategory = z.infer<typeof QuizCategory>;
export const QuizCategoryListResponse = z.array(QuizCategory);
export const QuizCategoryInput = z.strictObject({ name: requiredBilingual(500), position: z.number().int().min(0).max(10_000).default(0) });
export const UpdateQuizCategoryRequest = QuizCategoryInput.partial();
