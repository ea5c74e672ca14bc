import type { QuestionResponseBody } from '@mizan/contract/question-types';

/**
 * What the player sends for one question: the spec's `selected_answer_id` (single choice, true/false), or a
 * typed `response` for the other types. The offline queue keeps exactly this, so a resend is the same body.
 */
export type AnswerBody = { selected_answer_id: number | null } | { response: QuestionResponseBody };

export const choiceBody = (answerId: number | null): AnswerBody => ({ selected_answer_id: answerId });

/**
 * A queued value as stored: bodies, or the bare `number | null` a player before question types queued
 * (a trial in progress across an update keeps its unsent answers).
 */
export function readAnswerBody(stored: unknown): AnswerBody | null {
  if (stored === null || typeof stored === 'number') return choiceBody(stored);
  if (typeof stored !== 'object') return null;
  if ('selected_answer_id' in stored) {
    const id = (stored as { selected_answer_id: unknown }).selected_answer_id;
    return id === null || typeof id === 'number' ? choiceBody(id) : null;
  }
  if ('response' in stored) {
    const response = (stored as { response: unknown }).response;
    return response && typeof response === 'object' ? { response: response as QuestionResponseBody } : null;
  }
  return null;
}

/** Whether the body gives an answer (the question map and review count it) rather than clearing one. */
export function answersQuestion(body: AnswerBody): boolean {
  if ('selected_answer_id' in body) return body.selected_answer_id !== null;
  const { response } = body;
  if ('option_ids' in response) return response.option_ids.length > 0;
  if ('order' in response) return response.order.length > 0;
  if ('pairs' in response) return response.pairs.length > 0;
  if ('text' in response) return response.text.trim() !== '';
  return true;
}

/** Structural equality of two bodies (the queue settles an answer only if no newer one replaced it). */
export function sameAnswer(a: AnswerBody | undefined, b: AnswerBody | undefined): boolean {
  return a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}
