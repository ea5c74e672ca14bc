import { z } from 'zod';
import { RequiredBilingual, RequiredRichBilingual, richBilingual } from './admin/common.js';
import { Rubric } from './rubric.js';
import { MAX_ESSAY_TEXT, MAX_RESPONSE_TEXT } from './short-text-answer.js';

/** Every question type (#12, essay #28): the bank's `QuestionType`, the player's and the review's `type`. */
export const QuestionKind = z.enum([
  'single_choice',
  'multiple_response',
  'true_false',
  'ordering',
  'matching',
  'numeric',
  'short_text',
  'essay',
  'file_upload',
]);
export type QuestionKind = z.infer<typeof QuestionKind>;

/** Types a person marks: a trial holding one completes as awaiting marking. */
export const HUMAN_MARKED_TYPES: readonly QuestionKind[] = ['essay', 'file_upload'];
export const isHumanMarked = (type: QuestionKind) => HUMAN_MARKED_TYPES.includes(type);

/** Feedback a student may read about an option, an accepted answer or a pair (rich text, both languages). */
export const Feedback = richBilingual(5_000);
export type Feedback = z.infer<typeof Feedback>;
/** Optional everywhere: absent and empty both mean none. */
const feedbackField = Feedback.optional();

const MAX_ITEMS = 100;

/**
 * An option, item, prompt or answer id as the player sends it: the decimal string the question payload shows, or
 * that id as a number (integrators send it back as they read it). Kept as the string either way.
 */
export const ResponseId = z.union([
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .refine((v) => Number(v) <= 2_147_483_647, { message: 'Id out of range' }),
  z.number().int().min(1).max(2_147_483_647).transform(String),
]);

export const OptionIdsResponse = z.strictObject({ option_ids: z.array(ResponseId).max(MAX_ITEMS) });
export const OrderResponse = z.strictObject({ order: z.array(ResponseId).max(MAX_ITEMS) });
export const PairsResponse = z.strictObject({
  pairs: z.array(z.strictObject({ prompt: ResponseId, answer: ResponseId })).max(MAX_ITEMS),
});
export const NumberResponse = z.strictObject({ number: z.number().finite() });
export const TextResponse = z.strictObject({ text: z.string().max(MAX_RESPONSE_TEXT) });
/** An essay: the same shape as short text, rich text (sanitized by the server) with its own, longer limit. */
export const EssayResponse = z.strictObject({ text: z.string().max(MAX_ESSAY_TEXT) });
/** The most files one file answer may hold (the key's `max_files` is at most this). */
export const MAX_ANSWER_FILES = 10;
/** A file answer: ids of files uploaded to this trial and question beforehand (the server checks each is). */
export const FilesResponse = z.strictObject({ file_ids: z.array(z.uuid()).max(MAX_ANSWER_FILES) });

/**
 * The `response` body field for types other than single choice and true/false (those keep
 * `selected_answer_id`). Strict objects so each shape is told apart by its one key.
 */
export const QuestionResponseBody = z.union([
  OptionIdsResponse,
  OrderResponse,
  PairsResponse,
  NumberResponse,
  EssayResponse,
  FilesResponse,
]);
export type QuestionResponseBody = z.infer<typeof QuestionResponseBody>;

/** Which response shape each type submits; `null` for the types answered with `selected_answer_id`. */
export const RESPONSE_SHAPE = {
  single_choice: null,
  true_false: null,
  multiple_response: OptionIdsResponse,
  ordering: OrderResponse,
  matching: PairsResponse,
  numeric: NumberResponse,
  short_text: TextResponse,
  essay: EssayResponse,
  file_upload: FilesResponse,
} as const satisfies Record<QuestionKind, z.ZodType | null>;

/** Moodle-style grade of an option or accepted answer: 1 is full marks, negatives penalise a wrong choice. */
export const Fraction = z.number().min(-1).max(1);
/** Accepted answers only earn, never cost: a negative fraction there would punish a right-ish answer. */
const EarningFraction = z.number().min(0).max(1);

const ChoiceOption = z.strictObject({ text: RequiredRichBilingual, fraction: Fraction, feedback: feedbackField });

export const SingleChoiceKey = z.strictObject({
  type: z.literal('single_choice'),
  options: z.array(ChoiceOption).min(2).max(20),
});
export const MultipleResponseKey = z.strictObject({
  type: z.literal('multiple_response'),
  options: z.array(ChoiceOption).min(2).max(20),
  /** Full marks only for exactly the positive-fraction options, otherwise 0. */
  all_or_nothing: z.boolean().default(false),
});
export const TrueFalseKey = z.strictObject({ type: z.literal('true_false'), correct: z.boolean() });
export const OrderingKey = z.strictObject({
  type: z.literal('ordering'),
  /** In the right order; the player shuffles them per trial. */
  items: z.array(RequiredBilingual).min(2).max(MAX_ITEMS),
  all_or_nothing: z.boolean().default(false),
});
export const MatchingKey = z.strictObject({
  type: z.literal('matching'),
  pairs: z
    .array(z.strictObject({ prompt: RequiredBilingual, answer: RequiredBilingual, feedback: feedbackField }))
    .min(2)
    .max(MAX_ITEMS),
  /** Extra answers that match no prompt, so the last pair is not given away. */
  distractors: z.array(RequiredBilingual).max(MAX_ITEMS).default([]),
  all_or_nothing: z.boolean().default(false),
});

const NumericTolerance = z.strictObject({
  value: z.number().finite(),
  tolerance: z.number().finite().min(0).default(0),
  fraction: EarningFraction,
  feedback: feedbackField,
});
const NumericRange = z
  .strictObject({ min: z.number().finite(), max: z.number().finite(), fraction: EarningFraction, feedback: feedbackField })
  .refine((r) => r.min <= r.max, { message: 'min must not exceed max', path: ['max'] });
export const NumericAccepted = z.union([NumericTolerance, NumericRange]);
export type NumericAccepted = z.infer<typeof NumericAccepted>;

export const NumericKey = z.strictObject({
  type: z.literal('numeric'),
  accepted: z.array(NumericAccepted).min(1).max(20),
  /** Shown beside the input (e.g. «كغ»); the student types the number only. */
  unit: z.string().trim().max(20).nullable().default(null),
});
export const ShortTextKey = z.strictObject({
  type: z.literal('short_text'),
  accepted: z
    .array(z.strictObject({ text: z.string().trim().min(1).max(MAX_RESPONSE_TEXT), fraction: EarningFraction, feedback: feedbackField }))
    .min(1)
    .max(50),
  /** Compare trimmed text only, without Arabic or case folding (e.g. a spelling question). */
  exact: z.boolean().default(false),
});

const WordLimit = z.number().int().min(1).max(10_000).nullable().default(null);
/**
 * An essay: a person marks it. Word limits count Arabic words correctly (diacritics and tatweel join, never split,
 * a word); the template prefills the answer box; `marker_info` and the optional `rubric` are shown to markers only
 * (absent: no rubric, the marker gives points).
 */
export const EssayKey = z
  .strictObject({
    type: z.literal('essay'),
    min_words: WordLimit,
    max_words: WordLimit,
    template: richBilingual(20_000).default({ ar: '', en: '' }),
    marker_info: richBilingual(20_000).default({ ar: '', en: '' }),
    rubric: Rubric.optional(),
  })
  .refine((k) => k.min_words === null || k.max_words === null || k.min_words <= k.max_words, {
    message: 'min must not exceed max',
    path: ['max_words'],
  });

/** What a file answer may be: sniffed from the bytes on upload, never taken from the name or the client's type. */
export const AnswerFileKind = z.enum(['pdf', 'image']);
export type AnswerFileKind = z.infer<typeof AnswerFileKind>;

/**
 * A file answer: a person marks it. Up to `max_files` files of the allowed kinds, each at most `max_size_mb`;
 * `marker_info` and the optional `rubric` are shown to markers only, as an essay's.
 */
export const FileUploadKey = z.strictObject({
  type: z.literal('file_upload'),
  max_files: z.number().int().min(1).max(MAX_ANSWER_FILES).default(1),
  max_size_mb: z.number().int().min(1).max(20).default(10),
  kinds: z
    .array(AnswerFileKind)
    .min(1)
    .max(2)
    .refine((k) => new Set(k).size === k.length, { message: 'duplicate' })
    .default(['pdf', 'image']),
  marker_info: richBilingual(20_000).default({ ar: '', en: '' }),
  rubric: Rubric.optional(),
});

/** What the editor authors for each type: the correctness side, never sent to the player. */
export const AnswerKeyInput = z.discriminatedUnion('type', [
  SingleChoiceKey,
  MultipleResponseKey,
  TrueFalseKey,
  OrderingKey,
  MatchingKey,
  NumericKey,
  ShortTextKey,
  EssayKey,
  FileUploadKey,
]);
export type AnswerKeyInput = z.infer<typeof AnswerKeyInput>;
