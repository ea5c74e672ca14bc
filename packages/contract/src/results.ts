import { z } from 'zod';
import { paginated, PaginationQuery } from './pagination.js';
import { NumericAccepted, QuestionKind, QuestionResponseBody } from './question-types.js';
import { QuizScoring, UuidId } from './quizzes.js';
import { PresentedItem } from './trials.js';

export const TopDimension = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  score: z.number(),
  percentage: z.number(),
});
export type TopDimension = z.infer<typeof TopDimension>;

export const DimensionResult = z.object({
  code: z.string(),
  title: z.string(),
  score: z.number(),
  max: z.number(),
  percentage: z.number(),
});
export type DimensionResult = z.infer<typeof DimensionResult>;

/**
 * One question after completion: the student's answer beside the right one, with the marks earned. As in the
 * player (QuestionResponse), fields a type does not use are null (`answers` is then []):
 * - single_choice, true_false: `answers` (trial order) with `is_correct`; the choice in `selected_answer_id`.
 * - multiple_response: `answers` with `is_correct` (fraction > 0) and `fraction`; the choice in `response.option_ids`.
 * - ordering: `items` in the right order; the student's order in `response.order`.
 * - matching: `prompts` each with its right `answer` id, `matches` (all answers, distractors included);
 *   the student's pairing in `response.pairs`.
 * - numeric: `accepted_numbers` (value ± tolerance, or a min–max range, each with its fraction) and `unit`.
 * - short_text: `accepted_texts` with their fractions.
 */
/** One rubric criterion of a marked essay, in the student's language: the level the marker chose and its points. */
export const ReviewRubricRow = z.object({
  criterion: z.string(),
  /** The chosen level's description ('' when the rubric gave it none). */
  level: z.string(),
  /** The chosen level's place among the criterion's levels, from 1, and how many there are. */
  level_number: z.number().int(),
  levels_count: z.number().int(),
  points: z.number(),
  /** The criterion's highest level's points. */
  max_points: z.number(),
});
export type ReviewRubricRow = z.infer<typeof ReviewRubricRow>;

export const ReviewItem = z.object({
  id: z.number().int(),
  text: z.string(),
  image: z.string().nullable(),
  type: QuestionKind,
  answers: z.array(z.object({ id: z.number().int(), text: z.string(), is_correct: z.boolean(), fraction: z.number() })),
  selected_answer_id: z.number().int().nullable(),
  response: QuestionResponseBody.nullable(),
  items: z.array(PresentedItem).nullable(),
  prompts: z.array(PresentedItem.extend({ answer: z.string() })).nullable(),
  matches: z.array(PresentedItem).nullable(),
  unit: z.string().nullable(),
  accepted_numbers: z.array(NumericAccepted).nullable(),
  accepted_texts: z.array(z.object({ text: z.string(), fraction: z.number() })).nullable(),
  /** Marks earned: the question's mark × the share its answer earned (partial credit), 2 decimals. */
  mark: z.number(),
  /** The question's mark (weight in the total). */
  max_mark: z.number(),
  /** Full marks. */
  correct: z.boolean(),
  /** An essay still waiting for a person's mark: `mark` is then 0 and means nothing yet. */
  pending: z.boolean(),
  /** The marker's comment to the student ('' for none). */
  comment: z.string(),
  /** A mark given with the question's rubric: each criterion with the chosen level; null otherwise. */
  rubric: z.array(ReviewRubricRow).nullable(),
  /** The question's general feedback in the student's language ('' for none). */
  general_feedback: z.string(),
  /** Feedback on what the student chose or typed (the option, accepted answer or pair it matched; '' for none). */
  feedback: z.string(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

/**
 * A completed trial's result; `id` and `trial` are both the trial id.
 * Graded quizzes fill score..correct_count; profile quizzes fill profile, dimensions, top_dimensions, holland_code
 * (score/max_score/percentage are then the overall points, passed and correct_count null).
 */
export const Result = z.object({
  id: z.string(),
  trial: z.string(),
  quiz: z.number().int(),
  quiz_title: z.string(),
  scoring: QuizScoring,
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  percentage: z.number().nullable(),
  passed: z.boolean().nullable(),
  correct_count: z.number().int().nullable(),
  questions_count: z.number().int(),
  answered_count: z.number().int(),
  time_taken_seconds: z.number().int(),
  started_at: z.string(),
  completed_at: z.string(),
  /** `invigilator`: ended from the live monitor (#32). */
  completed_by: z.enum(['client', 'deadline', 'sweep', 'invigilator']),
  profile: z.record(z.string(), z.number()).nullable(),
  dimensions: z.array(DimensionResult).nullable(),
  top_dimensions: z.array(TopDimension),
  /** Holland code (e.g. "SAE") for a RIASEC profile; null otherwise. */
  holland_code: z.string().nullable(),
  /**
   * Graded, on a single result (the complete answer, `?trial__id=`): the share of the version's completed first
   * attempts that scored lower, ties counting half, 0–100; null in lists, for a preview, or under 30 such attempts.
   */
  percentile_rank: z.number().int().nullable(),
  /** Profile quizzes: the same rank per dimension code, by dimension score; null when percentile_rank would be. */
  dimension_percentiles: z.record(z.string(), z.number().int()).nullable(),
  /**
   * Null when nothing needs a person's mark; `pending` while an essay waits (percentage and passed are then
   * null: a partial percentage would mislead), `complete` once every mark is in.
   */
  marking: z.enum(['pending', 'complete']).nullable(),
  /** The quiz's feedback for the band the percentage reached, in the student's language (null for none). */
  overall_feedback: z.string().nullable(),
  /**
   * Set when a person, reviewing the attempt's evidence, confirmed a breach of the exam's rules and voided the
   * result (#32): why, as they wrote it. The result then counts nowhere and its certificate is revoked.
   */
  void_reason: z.string().nullable(),
  /** Present only when the quiz allows review. */
  review: z.array(ReviewItem).optional(),
});
export type Result = z.infer<typeof Result>;

export const ResultListQuery = PaginationQuery.extend({ trial__id: UuidId.optional() });
export const ResultListResponse = paginated(Result);
export type ResultListResponse = z.infer<typeof ResultListResponse>;

/** What anyone holding the link sees: no personal data beyond the first name. */
export const PublicResult = z.object({
  trial: z.string(),
  quiz: z.number().int(),
  quiz_title: z.string(),
  scoring: QuizScoring,
  first_name: z.string(),
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  percentage: z.number().nullable(),
  passed: z.boolean().nullable(),
  top_dimensions: z.array(TopDimension),
  holland_code: z.string().nullable(),
  completed_at: z.string(),
});
export type PublicResult = z.infer<typeof PublicResult>;

/** One row of a user's history: a trial in progress or completed. */
export const TrialSummary = z.object({
  id: z.string(),
  quiz: z.number().int(),
  quiz_title: z.string(),
  scoring: QuizScoring,
  status: z.enum(['in_progress', 'completed']),
  started_at: z.string(),
  deadline: z.string().nullable(),
  completed_at: z.string().nullable(),
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  percentage: z.number().nullable(),
  passed: z.boolean().nullable(),
  holland_code: z.string().nullable(),
});
export type TrialSummary = z.infer<typeof TrialSummary>;
export const TrialSummaryListResponse = paginated(TrialSummary);
export type TrialSummaryListResponse = z.infer<typeof TrialSummaryListResponse>;
