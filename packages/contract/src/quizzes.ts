import { z } from 'zod';
import { paginated, PaginationQuery } from './pagination.js';

/** The quiz engine's paths (client-spec §7), relative to `/api/v1/`. */
export const quizPaths = {
  list: 'quizzes/quizzes/',
  detail: 'quizzes/quizzes/:quizId/',
  passed: 'quizzes/quizzes/passed/',
  instructions: 'quizzes/:quizId/instructions/',
  start: 'quizzes/quizzes/:quizId/start/',
  question: 'quizzes/trial/:trialId/questions/:questionId/',
  submitAnswer: 'quizzes/trials/:trialId/question/:questionId/submit-answer/',
  nextQuestion: 'quizzes/trials/:trialId/current/:questionId/next-question/',
  previousQuestion: 'quizzes/trials/:trialId/current/:questionId/previous-question/',
  questionIds: 'quizzes/quizzes/:quizId/trials/:trialId/questions/ids/',
  complete: 'quizzes/trials/:trialId/complete/',
  /** The player's batches of what happened during the attempt (#32). */
  trialEvents: 'quizzes/trials/:trialId/events/',
  /** The running player's poll: announcements, the server's remaining time, whether an invigilator ended it (#32). */
  trialLive: 'quizzes/trials/:trialId/live/',
  /** The same as server-sent events: the view at once, then each change (the player falls back to the poll). */
  trialLiveStream: 'quizzes/trials/:trialId/live/stream/',
  results: 'quizzes/results/',
  publicResult: 'quizzes/results/public/:trialId/',
  myBestScores: 'quizzes/my-best-quiz-scores/',
  myTrials: 'quizzes/my-trials/',
  categories: 'quizzes/categories/',
} as const;

/** Quizzes, categories and questions have integer ids; trials and results have UUIDs. */
export const IntegerId = z.coerce.number().int().min(1).max(2_147_483_647);
export const UuidId = z.uuid();

/** `assigned`: out of the catalogue; only members of a class it is assigned to see and start it, inside the window. */
export const QuizAccess = z.enum(['free', 'coupon', 'paid', 'assigned']);
export const QuizScoring = z.enum(['graded', 'profile']);
export const QuizNavigation = z.enum(['free', 'forward_only']);

export const Category = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof Category>;

export const Quiz = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: Category.nullable(),
  /** Absolute or root-relative URL, null when the quiz has no cover. */
  cover_image: z.string().nullable(),
  /** Null means untimed. */
  duration_minutes: z.number().int().nullable(),
  questions_count: z.number().int(),
  access: QuizAccess,
  /** SAR as a decimal string ("49.00"); "0.00" for free quizzes. */
  price: z.string(),
  pass_mark: z.number().int(),
  scoring: QuizScoring,
  published: z.boolean(),
  navigation: QuizNavigation,
  /** Null means unlimited. */
  attempts_allowed: z.number().int().nullable(),
  allow_review: z.boolean(),
  certificate: z.boolean(),
});
export type Quiz = z.infer<typeof Quiz>;

export const QuizListQuery = PaginationQuery.extend({
  category: IntegerId.optional(),
  search: z.string().trim().max(200).optional(),
});
export type QuizListQuery = z.infer<typeof QuizListQuery>;
export const QuizListResponse = paginated(Quiz);
export type QuizListResponse = z.infer<typeof QuizListResponse>;

export const QuizIdParams = z.object({ quizId: IntegerId });

export const CategoryListResponse = paginated(Category);
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;

export const InstructionStep = z.object({ id: z.number().int(), order: z.number().int(), title: z.string(), text: z.string() });
export type InstructionStep = z.infer<typeof InstructionStep>;
/** The signed-in student's extra time on this quiz (see admin/accommodations), shown before they start. */
export const StudentAccommodation = z.object({
  time_multiplier: z.number(),
  extra_minutes: z.number().int(),
  /** How long this student's trial lasts; null when the quiz is untimed. */
  duration_seconds: z.number().int().nullable(),
});
export type StudentAccommodation = z.infer<typeof StudentAccommodation>;

export const InstructionsResponse = z.object({
  quiz: Quiz,
  steps: z.array(InstructionStep),
  /** Null (or absent, from older servers) without an accommodation. */
  accommodation: StudentAccommodation.nullable().optional(),
  /** An `assigned` quiz: the student's window (their own override when they have one); null otherwise. */
  assignment: z.object({ opens_at: z.string(), closes_at: z.string() }).nullable().optional(),
});
export type InstructionsResponse = z.infer<typeof InstructionsResponse>;
