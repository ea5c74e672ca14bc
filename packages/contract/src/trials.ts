import { z } from 'zod';
import { FileUploadSettings } from './answer-files.js';
import { QuestionKind, QuestionResponseBody } from './question-types.js';
import { IntegerId, UuidId } from './quizzes.js';

/*
 * Question types (#12) in the player. Every question carries `type`; what it presents and how it is answered:
 * - single_choice, true_false: `answers` in this trial's order; answered with the client spec's
 *   `{selected_answer_id}` (null = no choice), saved back as `selected_answer_id`.
 * - multiple_response: `answers` in this trial's order; `{response: {option_ids: ["<answer id>", …]}}`.
 * - ordering: `items` in this trial's shuffled order; `{response: {order: [item ids, first to last]}}`.
 * - matching: `prompts` (in order) and `matches` (this trial's shuffled order, with distractors);
 *   `{response: {pairs: [{prompt: "<prompt id>", answer: "<match id>"}, …]}}` (a prompt left out is unanswered).
 * - numeric: `unit` (or null) to show beside the input; `{response: {number}}` (the web parses Arabic-Indic
 *   digits and `٫` with parseStudentNumber and sends a JSON number).
 * - short_text: `{response: {text}}` (at most 500 characters).
 * - essay: `essay` (word limits and the answer box's template); `{response: {text}}`, rich text of at most 50,000
 *   characters, sanitized by the server (what comes back is what was kept). A person marks it after the trial.
 * - file_upload: `file_upload` (limits and the files already uploaded); each file is uploaded first (answer-files.ts),
 *   then `{response: {file_ids}}` names this trial's files of this question (any other id is a 400). Marked by a person.
 * The saved answer of the other types comes back as `response` (null until saved); `{response: null}` saves
 * "no answer" like `{selected_answer_id: null}`. Ids in `response` are strings; ids that don't belong to the
 * question, or a shape of another type, are refused with a 400 field error on `response` and nothing is stored.
 * Fields a type does not use are null (`answers` is then []). Correctness, fractions, tolerances and accepted
 * texts never reach the player before the trial ends; the result's `review` shows them (ReviewItem).
 */

/** An ordering item, matching prompt or matching answer as the player shows it; `id` is what `response` sends back. */
export const PresentedItem = z.object({ id: z.string(), text: z.string() });
export type PresentedItem = z.infer<typeof PresentedItem>;

export const StartTrialRequest = z
  .strictObject({
    coupon_code: z.string().trim().max(32).optional().nullable(),
    /** The sitting password, when the quiz has one (#32): the invigilator gives it to the room. */
    access_password: z.string().max(100).optional().nullable(),
  })
  .optional()
  .nullable();
export type StartTrialRequest = z.infer<typeof StartTrialRequest>;

/** 201 for a new trial, 200 when an unfinished one is resumed. */
export const StartTrialResponse = z.object({
  id: z.string(),
  quiz: z.number().int(),
  started_at: z.string(),
  /** Null for an untimed quiz. */
  deadline: z.string().nullable(),
  /** The first unanswered question in this trial's order (the first question of a new trial). */
  first_question: z.object({ id: z.number().int() }),
});
export type StartTrialResponse = z.infer<typeof StartTrialResponse>;

export const TrialQuestionParams = z.object({ trialId: UuidId, questionId: IntegerId });
export const TrialParams = z.object({ trialId: UuidId });
export const QuizTrialParams = z.object({ quizId: IntegerId, trialId: UuidId });

/**
 * An immediate-feedback (practice) trial's check of a saved answer, in the request's language: the mark earned of
 * the question's, whether it is right, partly right or wrong ('pending' for answers a person marks: essays), the
 * question's general feedback and the feedback on what was answered (rich text; null for none).
 */
export const AnswerCheck = z.object({
  mark: z.number(),
  max_mark: z.number(),
  correct: z.enum(['right', 'partial', 'wrong', 'pending']),
  general_feedback: z.string().nullable(),
  answer_feedback: z.string().nullable(),
});
export type AnswerCheck = z.infer<typeof AnswerCheck>;

/** A question as the player sees it: never correctness, weights or points. */
export const QuestionResponse = z.object({
  id: z.number().int(),
  text: z.string(),
  image: z.string().nullable(),
  /** 1-based position in this trial's order. */
  order: z.number().int(),
  total: z.number().int(),
  type: QuestionKind,
  /** Options of single choice, true/false and multiple response, in this trial's answer order; [] for other types. */
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
  /** Ordering: the items in this trial's shuffled order. */
  items: z.array(PresentedItem).nullable(),
  /** Matching: the prompts to pair, in the authored order. */
  prompts: z.array(PresentedItem).nullable(),
  /** Matching: the answers to pair them with (distractors included), in this trial's shuffled order. */
  matches: z.array(PresentedItem).nullable(),
  /** Numeric: the unit shown beside the input (e.g. «كغ»), or null. */
  unit: z.string().nullable(),
  /** Essay: word limits (null for none) and the template that prefills an empty answer ('' for none). */
  essay: z.object({ min_words: z.number().int().nullable(), max_words: z.number().int().nullable(), template: z.string() }).nullable(),
  /** File answer: the limits and the files this trial holds for the question (a reload shows them). */
  file_upload: FileUploadSettings.nullable(),
  /** Single choice and true/false: the saved choice. */
  selected_answer_id: z.number().int().nullable(),
  /** Other types: the saved response, null until one is saved. */
  response: QuestionResponseBody.nullable(),
  is_submitted: z.boolean(),
  /** Whole seconds until the deadline (0 when past it); null for an untimed quiz. */
  remaining_seconds: z.number().int().nullable(),
  /**
   * A timed section or question: whole seconds until it closes (0 once closed, when it can no longer be answered and
   * the player moves on) and which limit that is (the nearer one when both apply); null when neither has a limit.
   */
  part_timer: z.object({ scope: z.enum(['section', 'question']), remaining_seconds: z.number().int() }).nullable(),
  server_now: z.string(),
  navigation: z.enum(['free', 'forward_only']),
  /** The title of the section the question is in, in the request's language; null when the section has none. */
  section_title: z.string().nullable(),
  /** The section's shared text (a reading passage) shown beside the question, rich text; null when it has none. */
  passage: z.string().nullable(),
  /** An operator's preview of the quiz's draft: the player says so, and the trial counts nowhere. */
  preview: z.boolean(),
  /** A practice quiz: each answer is checked when submitted, shown its feedback and locked (no autosave). */
  immediate_feedback: z.boolean(),
  /** Immediate-feedback trials only, once the question is answered: its check, and that the answer can't change. */
  feedback: AnswerCheck.optional(),
  is_locked: z.literal(true).optional(),
});
export type QuestionResponse = z.infer<typeof QuestionResponse>;

/**
 * Exactly one of `selected_answer_id` (single choice, true/false) and `response` (the other types; its shape
 * per type is RESPONSE_SHAPE in question-types.ts). Sending the field of another type is a 400 on that field.
 */
export const SubmitAnswerRequest = z
  .strictObject({
    selected_answer_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
    response: QuestionResponseBody.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    const choice = body.selected_answer_id !== undefined;
    const typed = body.response !== undefined;
    if (!choice && !typed) ctx.addIssue({ code: 'custom', message: 'required', path: ['selected_answer_id'] });
    else if (choice && typed) ctx.addIssue({ code: 'custom', message: 'one_answer_field', path: ['response'] });
  });
export type SubmitAnswerRequest = z.infer<typeof SubmitAnswerRequest>;
export const SubmitAnswerResponse = z.object({
  question: z.number().int(),
  selected_answer_id: z.number().int().nullable(),
  /** What was saved for a question of another type (null for single choice and true/false). */
  response: QuestionResponseBody.nullable(),
  is_submitted: z.literal(true),
  /** Immediate-feedback trials only: the saved answer's check (the answer is now locked). */
  feedback: AnswerCheck.optional(),
});
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponse>;

export const QuestionIdsResponse = z.array(z.object({ id: z.number().int(), is_submitted: z.boolean() }));
export type QuestionIdsResponse = z.infer<typeof QuestionIdsResponse>;
