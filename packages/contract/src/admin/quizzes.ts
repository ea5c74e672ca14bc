import { z } from 'zod';
import { paginated } from '../pagination.js';
import { PersonalInfoConfig } from '../personal-info.js';
import { QuizAccess, QuizNavigation, QuizScoring } from '../quizzes.js';
import { AdminListQuery, bilingual, Bilingual, plainText, RichBilingual } from './common.js';
import { Instant } from '../instant.js';

/** A quiz cover: any JPEG, PNG, WebP or GIF up to this size, re-encoded by the server. */
export const COVER_MAX_MB = 5;
export const COVER_MAX_BYTES = COVER_MAX_MB * 1024 * 1024;

export const QuizReview = z.enum(['never', 'after_completion', 'after_close']);
export type QuizReview = z.infer<typeof QuizReview>;

/** SAR as a decimal string with at most two decimals ("49", "49.5", "49.00"). */
export const SarAmount = z
  .string()
  .trim()
  .regex(/^\d{1,5}(\.\d{1,2})?$/, 'invalid_amount');

export const DimensionDraft = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,16}$/, 'invalid_code'),
  title: Bilingual,
  description: bilingual(2_000),
});
export type DimensionDraft = z.infer<typeof DimensionDraft>;

export const InstructionDraft = z.strictObject({ title: Bilingual, text: RichBilingual });
export type InstructionDraft = z.infer<typeof InstructionDraft>;

/** Bank question ids (stable across edits: an edit of a published question makes a new revision under the same id). */
const QuestionRef = z.number().int().min(1).max(2_147_483_647);

/** A shared stimulus (a reading text) shown beside each of a section's questions; absent or empty for none. */
const Passage = RichBilingual.optional();
/**
 * Minutes a trial may spend in the section from when it first shows one of its questions (scaled by the student's
 * accommodation); the section then closes for good. Null or absent: only the quiz's own time limit applies.
 */
const SectionTimeLimit = z.number().int().min(1).max(600).nullable().optional();

export const FixedSection = z.strictObject({
  kind: z.literal('fixed'),
  title: Bilingual,
  passage: Passage,
  time_limit_minutes: SectionTimeLimit,
  questions: z.array(QuestionRef).max(500),
});
/**
 * N questions drawn per trial from the bank (category with or without its subcategories, tag, difficulty range).
 * A draw names its source: a category, a tag or both; the whole bank only when `any_category` says so on purpose.
 */
export const DrawSection = z.strictObject({
  kind: z.literal('draw'),
  title: Bilingual,
  passage: Passage,
  time_limit_minutes: SectionTimeLimit,
  count: z.number().int().min(1).max(500),
  category: QuestionRef.nullable(),
  any_category: z.boolean().default(false),
  include_subcategories: z.boolean().default(true),
  tag: plainText(60).nullable().default(null),
  difficulty_min: z.number().int().min(1).max(5).default(1),
  difficulty_max: z.number().int().min(1).max(5).default(5),
});
export const QuizSection = z.discriminatedUnion('kind', [FixedSection, DrawSection]);
export type QuizSection = z.infer<typeof QuizSection>;
export type DrawSection = z.infer<typeof DrawSection>;

export const CertificateRule = z.strictObject({
  enabled: z.boolean(),
  /** Profile quizzes: the share of questions that must be answered for a certificate. */
  min_answered_percent: z.number().int().min(0).max(100).default(80),
});

/**
 * Feedback on the whole attempt by score band (Moodle's overall feedback): a student gets the text of the highest
 * band whose `min_percentage` their percentage reaches.
 */
export const OverallFeedbackBand = z.strictObject({
  min_percentage: z.number().min(0).max(100),
  text: RichBilingual,
});
export const OverallFeedback = z
  .array(OverallFeedbackBand)
  .max(20)
  .refine((bands) => new Set(bands.map((b) => b.min_percentage)).size === bands.length, { message: 'duplicate_band' });

/** Everything an operator edits on a quiz; publishing freezes it into a version. */
export const QuizDraft = z.strictObject({
  title: Bilingual,
  description: RichBilingual,
  category: z.number().int().min(1).nullable(),
  /** Stored file name of an uploaded cover, null for none. */
  cover_image: z.string().max(200).nullable().default(null),
  duration_minutes: z.number().int().min(1).max(1440).nullable(),
  pass_mark: z.number().int().min(0).max(100),
  attempts_allowed: z.number().int().min(1).max(100).nullable(),
  access: QuizAccess,
  price: SarAmount,
  shuffle_questions: z.boolean(),
  shuffle_answers: z.boolean(),
  navigation: QuizNavigation,
  /**
   * Practice mode: each answer is checked when submitted (its mark and feedback shown at once) and then locked.
   * Absent means off.
   */
  immediate_feedback: z.boolean().optional(),
  /**
   * Second marking of written answers: two markers mark each blind; marks further apart than `threshold_percent`
   * of the question's mark wait for an agreed mark, closer ones count as their mean. Absent means one marker.
   */
  second_marking: z.strictObject({ threshold_percent: z.number().min(0).max(100) }).optional(),
  review: QuizReview,
  /** When review is `after_close`: the moment the quiz closes (ISO), null while it stays open. */
  closes_at: Instant.nullable().default(null),
  scoring: QuizScoring,
  dimensions: z.array(DimensionDraft).max(20),
  instructions: z.array(InstructionDraft).max(20),
  personal_info: PersonalInfoConfig.nullable(),
  certificate: CertificateRule,
  sections: z.array(QuizSection).max(50),
  overall_feedback: OverallFeedback.optional(),
});
export type QuizDraft = z.infer<typeof QuizDraft>;

/** What a new quiz starts from (both the server's create and the editor's empty form): free, 30 minutes, graded at 50 %. */
export const newQuizDraft = (): QuizDraft => ({
  title: { ar: '', en: '' },
  description: { ar: '', en: '' },
  category: null,
  cover_image: null,
  duration_minutes: 30,
  pass_mark: 50,
  attempts_allowed: null,
  access: 'free',
  price: '0',
  shuffle_questions: false,
  shuffle_answers: false,
  navigation: 'free',
  review: 'after_completion',
  closes_at: null,
  scoring: 'graded',
  dimensions: [],
  instructions: [],
  personal_info: null,
  certificate: { enabled: false, min_answered_percent: 80 },
  sections: [],
});

/** Create: a title is enough; everything else starts from sensible defaults. */
export const CreateQuizRequest = QuizDraft.partial().extend({ title: Bilingual });
export type CreateQuizRequest = z.infer<typeof CreateQuizRequest>;
export const UpdateQuizRequest = QuizDraft.partial();
export type UpdateQuizRequest = z.infer<typeof UpdateQuizRequest>;

export const QuizStatus = z.enum(['draft', 'published', 'archived']);
export type QuizStatus = z.infer<typeof QuizStatus>;

/** Why a draft can't be published; `section`/`question` point at the culprit (0-based section index, bank question id). */
export const PublishProblem = z.object({
  code: z.enum([
    'missing_arabic_title',
    'no_questions',
    'missing_arabic_text',
    'no_correct_option',
    'too_few_options',
    'profile_option_without_points',
    'unknown_dimension',
    'no_dimensions',
    'draw_exceeds_pool',
    'unknown_question',
    'duplicate_question',
    'price_required',
    'closes_at_required',
    /** No answer earns full marks (multiple response whose positive fractions stay under 100 %, numeric or short text without a 100 % answer). */
    'not_answerable',
    /** Profile quizzes score option points: single choice questions only. */
    'type_not_in_profile',
    /** A draw with neither category nor tag that was not set to draw from the whole bank on purpose. */
    'draw_without_source',
  ]),
  message: z.string(),
  section: z.number().int().nullable(),
  question: z.number().int().nullable(),
});
export type PublishProblem = z.infer<typeof PublishProblem>;

export const QuizVersionSummary = z.object({
  id: z.number().int(),
  number: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  questions_count: z.number().int(),
  trials_count: z.number().int(),
});
export type QuizVersionSummary = z.infer<typeof QuizVersionSummary>;

export const AdminQuizSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: QuizStatus,
  access: QuizAccess,
  scoring: QuizScoring,
  current_version: z.number().int().nullable(),
  has_unpublished_changes: z.boolean(),
  questions_count: z.number().int(),
  trials_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminQuizSummary = z.infer<typeof AdminQuizSummary>;

/**
 * What a section can supply: fixed sections their length, draws their pool's questions a student can be marked on
 * in this quiz; `excluded` counts the pool's others (no correct option, type not in the scoring model, no Arabic text…).
 */
export const SectionSupply = z.object({ available: z.number().int(), required: z.number().int(), excluded: z.number().int() });
export type SectionSupply = z.infer<typeof SectionSupply>;

/** The supply of sections being edited, before they are saved (the editor asks while the operator types). */
export const SectionSupplyRequest = QuizDraft.pick({ scoring: true, dimensions: true, sections: true });
export type SectionSupplyRequest = z.infer<typeof SectionSupplyRequest>;
export const SectionSupplyResponse = z.object({ supply: z.array(SectionSupply) });
export type SectionSupplyResponse = z.infer<typeof SectionSupplyResponse>;

export const AdminQuizDetail = AdminQuizSummary.extend({
  draft: QuizDraft,
  versions: z.array(QuizVersionSummary),
  problems: z.array(PublishProblem),
  supply: z.array(SectionSupply),
  cover_image_url: z.string().nullable(),
});
export type AdminQuizDetail = z.infer<typeof AdminQuizDetail>;

export const AdminQuizListQuery = AdminListQuery.extend({
  status: QuizStatus.optional(),
  category: z.coerce.number().int().min(1).optional(),
});
export type AdminQuizListQuery = z.infer<typeof AdminQuizListQuery>;
export const AdminQuizListResponse = paginated(AdminQuizSummary);
export type AdminQuizListResponse = z.infer<typeof AdminQuizListResponse>;

/** 400 on publish: the draft's problems, each with a localized message. */
export const PublishRefusal = z.object({
  detail: z.string(),
  error_code: z.literal('quiz_not_publishable'),
  problems: z.array(PublishProblem),
});

/** DELETE answer: a quiz with trials is archived (hidden, results kept), otherwise deleted. */
export const DeleteQuizResponse = z.object({ result: z.enum(['deleted', 'archived']) });
export type DeleteQuizResponse = z.infer<typeof DeleteQuizResponse>;

export const QuizBulkRequest = z.strictObject({
  ids: z.array(z.number().int().min(1)).min(1).max(200),
  action: z.enum(['publish', 'unpublish', 'archive']),
});
export type QuizBulkRequest = z.infer<typeof QuizBulkRequest>;
