import { z } from 'zod';
import { paginated, PaginationQuery } from './pagination.js';
import { QuizScoring, UuidId } from './quizzes.js';

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

export const ReviewItem = z.object({
  id: z.number().int(),
  text: z.string(),
  image: z.string().nullable(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string(), is_correct: z.boolean() })),
  selected_answer_id: z.number().int().nullable(),
  correct: z.boolean(),
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
  completed_by: z.enum(['client', 'deadline', 'sweep']),
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
