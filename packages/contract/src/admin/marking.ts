import { z } from 'zod';
import { paginated } from '../pagination.js';
import { QuestionKind, QuestionResponseBody } from '../question-types.js';
import { UuidId } from '../quizzes.js';
import { Rubric, RubricSelection } from '../rubric.js';
import { AdminListQuery, plainText } from './common.js';

/** Whether a completed trial still waits for a person's mark (`null`: nothing in it needs one). */
export const MarkingState = z.enum(['pending', 'complete']);
export type MarkingState = z.infer<typeof MarkingState>;

export const TrialIdParams = z.object({ trialId: UuidId });

/** `admin/quizzes/{id}/trials/`: every attempt of a quiz, newest first. */
export const QuizTrialsQuery = AdminListQuery.extend({
  status: z.enum(['in_progress', 'completed']).optional(),
  marking: MarkingState.optional(),
  version: z.coerce.number().int().min(1).optional(),
});
export type QuizTrialsQuery = z.infer<typeof QuizTrialsQuery>;
export type QuizTrialsParams = z.input<typeof QuizTrialsQuery>;

export const AdminTrialRow = z.object({
  id: z.string(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  version: z.number().int().nullable(),
  status: z.enum(['in_progress', 'completed']),
  marking: MarkingState.nullable(),
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  percentage: z.number().nullable(),
  passed: z.boolean().nullable(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  time_taken_seconds: z.number().int().nullable(),
});
export type AdminTrialRow = z.infer<typeof AdminTrialRow>;
export const QuizTrialsResponse = paginated(AdminTrialRow);
export type QuizTrialsResponse = z.infer<typeof QuizTrialsResponse>;

const Text = z.object({ ar: z.string(), en: z.string() });

/**
 * What a mark is: `single` (one marker), under second marking the two blind marks `first` and `second`, and
 * `agreed` (the mean of two close blind marks, with no marker, or a marker's agreement after they differ).
 */
export const MarkKind = z.enum(['single', 'first', 'second', 'agreed']);
export type MarkKind = z.infer<typeof MarkKind>;

/** A person's mark of one question (the latest `single` or `agreed` one counts). */
export const GivenMark = z.object({
  kind: MarkKind,
  points: z.number(),
  comment: z.string(),
  /** Set when the mark overrides the machine's. */
  reason: z.string(),
  marker: z.string().nullable(),
  marked_at: z.string(),
  /** The level chosen per criterion when the mark was given by the question's rubric; null for free points. */
  rubric: RubricSelection.nullable(),
});
export type GivenMark = z.infer<typeof GivenMark>;

/**
 * Under second marking, what the answer waits for: the `first` or `second` blind mark, an agreed mark after a
 * `disagreement`, or nothing (`agreed`). `marks` are the blind marks the viewer may see: only their own until
 * both are in (blind), then both.
 */
export const SecondMarking = z.object({
  state: z.enum(['first', 'second', 'disagreement', 'agreed']),
  threshold_percent: z.number(),
  marks: z.array(GivenMark),
});
export type SecondMarking = z.infer<typeof SecondMarking>;

/**
 * One question of an attempt as the operator reviews it: the question (both languages), the key in the bank's
 * shape, the student's answer as stored, what the machine gave and what a person gave.
 */
export const AdminTrialQuestion = z.object({
  id: z.number().int(),
  position: z.number().int(),
  type: QuestionKind,
  name: z.string(),
  text: Text,
  /** Essays: what only markers read. */
  marker_info: Text.nullable(),
  /** Essays: the rubric the trial's version froze (both languages), when it has one. */
  rubric: Rubric.nullable(),
  /** Choice questions: the options with their share of the mark. */
  options: z.array(z.object({ id: z.number().int(), text: Text, fraction: z.number() })),
  selected_answer_id: z.number().int().nullable(),
  response: QuestionResponseBody.nullable(),
  /** Essays: the answer's words, counted as the player counts them. */
  word_count: z.number().int().nullable(),
  max_mark: z.number(),
  /** The machine's mark (null for an essay). */
  auto_mark: z.number().nullable(),
  mark: GivenMark.nullable(),
  /** Essays of a quiz with second marking; null otherwise. */
  second_marking: SecondMarking.nullable(),
  /** What counts: the person's mark, else the machine's; null while an essay waits. */
  final_mark: z.number().nullable(),
});
export type AdminTrialQuestion = z.infer<typeof AdminTrialQuestion>;

export const AdminTrialDetail = AdminTrialRow.extend({
  /** The operator's own preview (only theirs are shown): counted nowhere, and deletable. */
  preview: z.boolean(),
  /** While in progress: when time runs out (null: untimed). */
  deadline: z.string().nullable(),
  quiz: z.object({ id: z.number().int(), title: z.string() }),
  questions: z.array(AdminTrialQuestion),
});
export type AdminTrialDetail = z.infer<typeof AdminTrialDetail>;

/**
 * `POST admin/trials/{id}/marks/`: a mark for one question of a completed trial, in points within the question's
 * mark. Overriding a machine-marked question needs a reason (audited); an essay's mark does not.
 * `rubric` (only for a question with one) picks a level of every criterion once; `points` must then equal the sum of
 * the chosen levels' points (a mismatch is refused, never silently corrected: the marker sees what is stored).
 * Without `rubric`, a question with a rubric still takes free points within its mark.
 * Under second marking an essay's mark is the first or second blind mark (never both by one marker); once both
 * are in, `agreement: true` with a `reason` gives the agreed mark that counts (any marker, including the two).
 */
export const MarkRequest = z.strictObject({
  question: z.number().int().min(1).max(2_147_483_647),
  points: z.number().finite().min(0).max(100),
  comment: plainText(5_000).default(''),
  reason: plainText(1_000).default(''),
  rubric: RubricSelection.optional(),
  agreement: z.boolean().optional(),
});
export type MarkRequest = z.input<typeof MarkRequest>;

/** `GET admin/marking/`: answers to mark, by question (all answers to one question in a row) or by student. */
export const MarkingQuery = AdminListQuery.extend({
  quiz: z.coerce.number().int().min(1).max(2_147_483_647),
  question: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /**
   * `pending`: answers that still need the viewer's mark (under second marking: a blind mark they have not given
   * while one is missing); `disagreement`: two blind marks too far apart, waiting for an agreed mark; `marked`:
   * counted, or blind-marked by the viewer.
   */
  state: z.enum(['pending', 'marked', 'disagreement', 'all']).default('pending'),
});
export type MarkingQuery = z.infer<typeof MarkingQuery>;
export type MarkingParams = z.input<typeof MarkingQuery>;

/**
 * One answer in the marking queue. Anonymous: `candidate` is a stable label of the trial, never the name;
 * `admin/trials/{id}/identity/` reveals who it is (audited).
 */
export const MarkingItem = z.object({
  trial: z.string(),
  candidate: z.string(),
  question: z.number().int(),
  question_position: z.number().int(),
  question_name: z.string(),
  text: Text,
  marker_info: Text.nullable(),
  rubric: Rubric.nullable(),
  response: QuestionResponseBody.nullable(),
  word_count: z.number().int().nullable(),
  max_mark: z.number(),
  mark: GivenMark.nullable(),
  second_marking: SecondMarking.nullable(),
  submitted_at: z.string().nullable(),
});
export type MarkingItem = z.infer<typeof MarkingItem>;
export const MarkingResponse = paginated(MarkingItem).extend({
  /** The quiz's questions that a person marks, with how many answers wait: the "by question" picker. */
  questions: z.array(
    z.object({ id: z.number().int(), position: z.number().int(), name: z.string(), text: Text, pending: z.number().int() }),
  ),
});
export type MarkingResponse = z.infer<typeof MarkingResponse>;

export const TrialIdentity = z.object({ name: z.string(), email: z.string() });
export type TrialIdentity = z.infer<typeof TrialIdentity>;
