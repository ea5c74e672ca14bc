import { z } from 'zod';
import { IntegerId, UuidId } from './quizzes.js';

export const StartTrialRequest = z
  .object({ coupon_code: z.string().trim().max(32).optional().nullable() })
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

/** A question as the player sees it: never correctness, weights or points. */
export const QuestionResponse = z.object({
  id: z.number().int(),
  text: z.string(),
  image: z.string().nullable(),
  /** 1-based position in this trial's order. */
  order: z.number().int(),
  total: z.number().int(),
  /** In this trial's answer order. */
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
  selected_answer_id: z.number().int().nullable(),
  is_submitted: z.boolean(),
  /** Whole seconds until the deadline (0 when past it); null for an untimed quiz. */
  remaining_seconds: z.number().int().nullable(),
  server_now: z.string(),
  navigation: z.enum(['free', 'forward_only']),
});
export type QuestionResponse = z.infer<typeof QuestionResponse>;

export const SubmitAnswerRequest = z.object({ selected_answer_id: z.number().int().min(1).max(2_147_483_647).nullable() });
export type SubmitAnswerRequest = z.infer<typeof SubmitAnswerRequest>;
export const SubmitAnswerResponse = z.object({
  question: z.number().int(),
  selected_answer_id: z.number().int().nullable(),
  is_submitted: z.literal(true),
});
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponse>;

export const QuestionIdsResponse = z.array(z.object({ id: z.number().int(), is_submitted: z.boolean() }));
export type QuestionIdsResponse = z.infer<typeof QuestionIdsResponse>;
