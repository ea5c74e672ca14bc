import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AdminListQuery, BooleanQuery, RichBilingual } from './common.js';

/** Question types the bank stores; the player supports single choice today (more types arrive with their scoring). */
export const QuestionType = z.enum(['single_choice']);
export type QuestionType = z.infer<typeof QuestionType>;

export const Tag = z.string().trim().min(1).max(60);

export const OptionInput = z.object({
  text: RichBilingual,
  correct: z.boolean().default(false),
  /** Profile quizzes: points this option adds to each dimension code, e.g. {"R": 2}. */
  points: z
    .record(z.string().regex(/^[A-Za-z0-9_]{1,16}$/), z.number().int().min(-100).max(100))
    .nullable()
    .default(null),
});
export type OptionInput = z.infer<typeof OptionInput>;

export const QuestionInput = z.object({
  type: QuestionType.default('single_choice'),
  text: RichBilingual,
  category: z.number().int().min(1).nullable(),
  tags: z.array(Tag).max(20).default([]),
  difficulty: z.number().int().min(1).max(5).default(3),
  /** Marks a right answer earns in a graded quiz. */
  mark: z.number().int().min(1).max(100).default(1),
  options: z.array(OptionInput).min(2).max(20),
});
export type QuestionInput = z.infer<typeof QuestionInput>;
export const UpdateQuestionRequest = QuestionInput.partial();
export type UpdateQuestionRequest = z.infer<typeof UpdateQuestionRequest>;

export const AdminOption = z.object({
  id: z.number().int(),
  text: z.object({ ar: z.string(), en: z.string() }),
  correct: z.boolean(),
  points: z.record(z.string(), z.number()).nullable(),
});

/** `id` is the bank question (stable); `revision` the row trials pin, which changes when a published question is edited. */
export const AdminQuestion = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  type: QuestionType,
  text: z.object({ ar: z.string(), en: z.string() }),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  difficulty: z.number().int(),
  mark: z.number().int(),
  options: z.array(AdminOption),
  archived: z.boolean(),
  /** Quizzes whose draft or a published version uses this question. */
  used_in: z.number().int(),
  updated_at: z.string(),
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;

export const QuestionListQuery = AdminListQuery.extend({
  category: z.coerce.number().int().min(1).optional(),
  include_subcategories: BooleanQuery.optional(),
  tag: Tag.optional(),
  type: QuestionType.optional(),
  difficulty: z.coerce.number().int().min(1).max(5).optional(),
  used: z.enum(['used', 'unused']).optional(),
  archived: BooleanQuery.optional(),
  /** Several ids at once (the quiz editor resolves its fixed sections): `ids=1,2,3`. */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/)
    .transform((v) => v.split(',').map(Number))
    .optional(),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuery>;
/** What a caller sends (ids as `1,2,3`). */
export type QuestionListParams = z.input<typeof QuestionListQuery>;
export const QuestionListResponse = paginated(AdminQuestion);
export type QuestionListResponse = z.infer<typeof QuestionListResponse>;

export const QuestionBulkRequest = z.object({
  ids: z.array(z.number().int().min(1)).min(1).max(500),
  action: z.enum(['move', 'tag', 'untag', 'archive', 'restore']),
  category: z.number().int().min(1).nullable().optional(),
  tag: Tag.optional(),
});
export type QuestionBulkRequest = z.infer<typeof QuestionBulkRequest>;

/** DELETE answer: a question any version or trial used is archived, otherwise deleted. */
export const DeleteQuestionResponse = z.object({ result: z.enum(['deleted', 'archived']) });
