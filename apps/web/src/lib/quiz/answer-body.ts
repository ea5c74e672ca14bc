import type { QuestionKind, QuestionResponseBody } from '@mizan/contract/question-types';
import type { QuestionResponse } from '@mizan/contract/trials';

/**
 * What the player sends for one question: the spec's `selected_answer_id` (single choice, true/false), or a
 * typed `response` for the other types; null in either clears the answer. The offline queue keeps exactly
 * this, so a resend is the same body.
 */
export type AnswerBody = { selected_answer_id: number | null } | { response: QuestionResponseBody | null };

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
    return response === null || typeof response === 'object' ? { response: response as QuestionResponseBody | null } : null;
  }
  return null;
}

/** Whether the body gives an answer (the question map and review count it) rather than clearing one. */
export function answersQuestion(body: AnswerBody): boolean {
  if ('selected_answer_id' in body) return body.selected_answer_id !== null;
  const { response } = body;
  if (response === null) return false;
  if ('option_ids' in response) return response.option_ids.length > 0;
  if ('order' in response) return response.order.length > 0;
  if ('pairs' in response) return response.pairs.length > 0;
  if ('text' in response) return response.text.trim() !== '';
  if ('file_ids' in response) return response.file_ids.length > 0;
  return true;
}

/** Structural equality of two bodies (the queue settles an answer only if no newer one replaced it). */
export function sameAnswer(a: AnswerBody | undefined, b: AnswerBody | undefined): boolean {
  return a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/** What a question offers to answer, as the player and the editor's preview show it. */
export type PresentedQuestion = Pick<
  QuestionResponse,
  'id' | 'type' | 'answers' | 'items' | 'prompts' | 'matches' | 'unit' | 'essay' | 'file_upload'
>;

/** The saved answer as a body of the question's own kind (`selected_answer_id` or `response`). */
export function savedAnswer(question: Pick<QuestionResponse, 'type' | 'selected_answer_id' | 'response'>): AnswerBody {
  return usesChoiceId(question.type) ? choiceBody(question.selected_answer_id) : { response: question.response };
}

/** Single choice and true/false keep the client spec's `selected_answer_id`. */
export const usesChoiceId = (type: QuestionKind) => type === 'single_choice' || type === 'true_false';

const responseOf = (body: AnswerBody) => ('response' in body ? body.response : null);

/** The chosen option ids: the one choice, or a multiple response's set. */
export function chosenOptions(body: AnswerBody): number[] {
  if ('selected_answer_id' in body) return body.selected_answer_id === null ? [] : [body.selected_answer_id];
  const response = responseOf(body);
  return response && 'option_ids' in response ? response.option_ids.map(Number) : [];
}

/** Adds or removes one option of a multiple response; nothing left chosen clears the answer. */
export function toggleOption(body: AnswerBody, id: number, options: readonly { id: number }[]): AnswerBody {
  const chosen = new Set(chosenOptions(body));
  if (chosen.has(id)) chosen.delete(id);
  else chosen.add(id);
  // In the order shown, so the same set is always the same body.
  const ids = options.filter((o) => chosen.has(o.id)).map((o) => String(o.id));
  return { response: ids.length ? { option_ids: ids } : null };
}

/** The order to show: the saved one when it is a full order of these items, else this trial's shuffled one. */
export function currentOrder(body: AnswerBody, items: readonly { id: string }[]): string[] {
  const response = responseOf(body);
  const shown = items.map((item) => item.id);
  if (!response || !('order' in response)) return shown;
  const saved = response.order;
  const complete = saved.length === shown.length && new Set(saved).size === saved.length && saved.every((id) => shown.includes(id));
  return complete ? [...saved] : shown;
}

export const orderBody = (order: readonly string[]): AnswerBody => ({ response: { order: [...order] } });

/** Prompt id → the answer chosen for it. */
export function currentPairs(body: AnswerBody): Map<string, string> {
  const response = responseOf(body);
  return new Map(response && 'pairs' in response ? response.pairs.map((p) => [p.prompt, p.answer]) : []);
}

/** The pairing in the prompts' order; no prompt paired clears the answer. */
export function pairsBody(pairs: ReadonlyMap<string, string>, prompts: readonly { id: string }[]): AnswerBody {
  const list = prompts.flatMap((p) => {
    const answer = pairs.get(p.id);
    return answer === undefined ? [] : [{ prompt: p.id, answer }];
  });
  return { response: list.length ? { pairs: list } : null };
}

export function currentNumber(body: AnswerBody): number | null {
  const response = responseOf(body);
  return response && 'number' in response ? response.number : null;
}

export const numberBody = (value: number | null): AnswerBody => ({ response: value === null ? null : { number: value } });

export function currentText(body: AnswerBody): string {
  const response = responseOf(body);
  return response && 'text' in response ? response.text : '';
}

/** Spaces alone are no answer. */
export const textBody = (text: string): AnswerBody => ({ response: text.trim() === '' ? null : { text } });

export function currentFileIds(body: AnswerBody): string[] {
  const response = responseOf(body);
  return response && 'file_ids' in response ? response.file_ids : [];
}

/** A file answer: the uploaded files' ids; none left clears the answer. */
export const filesBody = (ids: readonly string[]): AnswerBody => ({ response: ids.length ? { file_ids: [...ids] } : null });
