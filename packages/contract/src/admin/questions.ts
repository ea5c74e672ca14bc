import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AnswerKeyInput, Feedback, QuestionKind } from '../question-types.js';
import { rubricMax } from '../rubric.js';
import { AdminListQuery, BooleanQuery, plainText, RequiredRichBilingual } from './common.js';

/**
 * Every question type (#12). How the bank stores each (what the editor sends and reads back):
 * - single_choice: `options` (OptionInput: `correct` for graded quizzes, `points` for profile quizzes); `key` null.
 * - every other type: `key` (AnswerKeyInput, its `type` equal to the question's): multiple response options with
 *   fractions and all-or-nothing, true/false's right value, ordering items in the right order, matching pairs
 *   and distractors, numeric accepted values/ranges and unit, short-text accepted answers and exact mode.
 *   `options` is then ignored on input; on output it lists the choice rows the player shows (multiple response,
 *   and true/false as «صح»/«خطأ»), [] for the others.
 * `mark` is the question's weight in a graded total (default 1). A question that can't earn full marks (e.g.
 * multiple response whose positive fractions stay under 100 %) is stored, but a quiz using it can't be published
 * (`not_answerable`); profile quizzes take single choice only (`type_not_in_profile`).
 */
export const QuestionType = QuestionKind;
export type QuestionType = z.infer<typeof QuestionType>;

export const Tag = plainText(60).min(1);

export const OptionInput = z.strictObject({
  text: RequiredRichBilingual,
  /** Shown to a student who chose this option, as the quiz's review policy allows. */
  feedback: Feedback.optional(),
  /** Graded quizzes: the option that earns the full mark. */
  correct: z.boolean().default(false),
  /**
   * Graded quizzes: the share of the mark a wrong option still earns (Moodle-style partial credit, negative to
   * penalise a guess); null is 0. A correct option always earns the full mark.
   */
  fraction: z.number().min(-1).max(1).nullable().default(null),
  /** Profile quizzes: points this option adds to each dimension code, e.g. {"R": 2}. */
  points: z
    .record(z.string().regex(/^[A-Za-z0-9_]{1,16}$/), z.number().int().min(-100).max(100))
    .nullable()
    .default(null),
});
export type OptionInput = z.infer<typeof OptionInput>;

const Difficulty = z.number().int().min(1).max(5);
/** Marks a right answer earns in a graded quiz. */
const Mark = z.number().int().min(1).max(100);

/** The fields without defaults: a partial update must not reset what it leaves out (type, tags, difficulty, mark). */
const questionShape = {
  type: QuestionType,
  /** The operator's short name for the question (imports carry one); never shown to students. */
  name: plainText(255).optional(),
  text: RequiredRichBilingual,
  /** Shown to every student after answering, as the quiz's review policy allows (Moodle's general feedback). */
  general_feedback: Feedback.optional(),
  /**
   * Seconds a student has for this question from when it is first shown (Testportal's time per question, scaled by
   * accommodations); the question then closes. Null or absent: no limit of its own.
   */
  time_limit_seconds: z.number().int().min(5).max(3_600).nullable().optional(),
  category: z.number().int().min(1).nullable(),
  tags: z.array(Tag).max(20),
  difficulty: Difficulty,
  mark: Mark,
  /** Single choice: its options. */
  options: z.array(OptionInput).min(2).max(20).optional(),
  /** Other types: the answer key. */
  key: AnswerKeyInput.optional(),
};

const QuestionFields = z.strictObject({
  ...questionShape,
  type: QuestionType.default('single_choice'),
  tags: questionShape.tags.default([]),
  difficulty: Difficulty.default(3),
  mark: Mark.default(1),
});

/** An option that earns: the correct one of a graded question, or one that adds points in a profile question. */
const earns = (o: OptionInput) => o.correct || Object.values(o.points ?? {}).some((p) => p !== 0);

/** Where a key can't earn anything (no positive fraction), the path of the list at fault; null when it can. */
function keyWithoutEarning(key: AnswerKeyInput): PropertyKey[] | null {
  switch (key.type) {
    case 'multiple_response':
      return key.options.some((o) => o.fraction > 0) ? null : ['key', 'options'];
    case 'numeric':
    case 'short_text':
      return key.accepted.some((a) => a.fraction > 0) ? null : ['key', 'accepted'];
    default:
      return null;
  }
}

/**
 * Single choice needs `options`, one of them earning; every other type a `key` of its own type that can earn; an
 * essay's rubric gives at most the question's mark.
 */
function checkTypeFields(
  input: { type: QuestionType; mark: number; options?: OptionInput[] | undefined; key?: AnswerKeyInput | undefined },
  ctx: z.RefinementCtx,
) {
  if (input.type === 'single_choice') {
    if (!input.options) ctx.addIssue({ code: 'custom', message: 'required', path: ['options'] });
    else if (!input.options.some(earns)) ctx.addIssue({ code: 'custom', message: 'no_earning_option', path: ['options'] });
  } else if (!input.key) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['key'] });
  } else if (input.key.type !== input.type) {
    ctx.addIssue({ code: 'custom', message: 'key_type_mismatch', path: ['key', 'type'] });
  } else {
    const path = keyWithoutEarning(input.key);
    if (path) ctx.addIssue({ code: 'custom', message: 'no_earning_option', path });
    if ((input.key.type === 'essay' || input.key.type === 'file_upload') && input.key.rubric && rubricMax(input.key.rubric) > input.mark)
      ctx.addIssue({ code: 'custom', message: 'rubric_over_mark', path: ['key', 'rubric'] });
  }
}

export const QuestionInput = QuestionFields.superRefine(checkTypeFields);
export type QuestionInput = z.infer<typeof QuestionInput>;
/** A partial change; merged into the question, the result must pass QuestionInput (400 with its field errors otherwise). */
export const UpdateQuestionRequest = z.strictObject(questionShape).partial();
export type UpdateQuestionRequest = z.infer<typeof UpdateQuestionRequest>;

export const AdminOption = z.object({
  id: z.number().int(),
  text: z.object({ ar: z.string(), en: z.string() }),
  feedback: z.object({ ar: z.string(), en: z.string() }),
  correct: z.boolean(),
  /** The share of the mark this option earns: 1 when correct, else its partial credit (0 without). */
  fraction: z.number(),
  points: z.record(z.string(), z.number()).nullable(),
});

/** `id` is the bank question (stable); `revision` the row trials pin, which changes when a published question is edited. */
export const AdminQuestion = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  type: QuestionType,
  name: z.string(),
  text: z.object({ ar: z.string(), en: z.string() }),
  general_feedback: z.object({ ar: z.string(), en: z.string() }),
  time_limit_seconds: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  difficulty: z.number().int(),
  mark: z.number().int(),
  /** Single choice, multiple response and true/false: the option rows (ids as the player sends them); [] otherwise. */
  options: z.array(AdminOption),
  /** Every type but single choice: the answer key as the editor sends it. */
  key: AnswerKeyInput.nullable(),
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

export const QuestionBulkRequest = z.strictObject({
  ids: z.array(z.number().int().min(1)).min(1).max(500),
  action: z.enum(['move', 'tag', 'untag', 'archive', 'restore']),
  category: z.number().int().min(1).nullable().optional(),
  tag: Tag.optional(),
});
export type QuestionBulkRequest = z.infer<typeof QuestionBulkRequest>;

/** DELETE answer: a question any version or trial used is archived, otherwise deleted. */
export const DeleteQuestionResponse = z.object({ result: z.enum(['deleted', 'archived']) });
