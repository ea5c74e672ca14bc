import { RESPONSE_SHAPE, type QuestionResponseBody } from '@mizan/contract/question-types';
import { fieldError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { keyOfType } from '../question-bank/answer-key.js';
import type { ContentQuestion } from './content-repo.js';

const notInQuestion = () => fieldError('response', 'quizzes-errors:player.response_not_in_question');

/** Every id is one of `allowed`, and none comes twice. */
function onlyOnce(ids: readonly string[], allowed: ReadonlySet<string>): boolean {
  return new Set(ids).size === ids.length && ids.every((id) => allowed.has(id));
}

/**
 * A `response` checked against the question: of its type's shape, and naming only its own options, items,
 * prompts and answers, each at most once (single choice and true/false take `selected_answer_id` instead).
 * Anything else is a 400 field error, and nothing is stored. Null saves "no answer".
 */
export function checkResponse(
  question: Pick<ContentQuestion, 'type' | 'key' | 'answers'>,
  response: QuestionResponseBody | null,
): QuestionResponseBody | null {
  const shape = RESPONSE_SHAPE[question.type];
  if (!shape) throw fieldError('response', 'quizzes-errors:player.use_selected_answer');
  if (!response) return null;
  const parsed = shape.safeParse(response);
  if (!parsed.success) throw fieldError('response', 'quizzes-errors:player.response_wrong_type');
  const body = parsed.data;
  const ids = (items: readonly { id: string }[] | undefined) => new Set((items ?? []).map((i) => i.id));
  let ok = true;
  if ('option_ids' in body) {
    ok = onlyOnce(body.option_ids, new Set(question.answers.map((a) => String(a.id))));
  } else if ('order' in body) {
    ok = onlyOnce(body.order, ids(keyOfType(question.key, 'ordering')?.items));
  } else if ('pairs' in body) {
    const key = keyOfType(question.key, 'matching');
    const matches = ids(key?.matches);
    ok =
      onlyOnce(
        body.pairs.map((p) => p.prompt),
        ids(key?.prompts),
      ) && body.pairs.every((p) => matches.has(p.answer));
  } else if ('file_ids' in body) {
    // Each file once and no more than the question takes; that each is this trial's is the submit statement's check.
    const max = keyOfType(question.key, 'file_upload')?.max_files ?? 1;
    if (new Set(body.file_ids.map((id) => id.toLowerCase())).size !== body.file_ids.length) throw notInQuestion();
    if (body.file_ids.length > max) throw fieldError('response', 'quizzes-errors:files.too_many', { max });
    return { file_ids: body.file_ids.map((id) => id.toLowerCase()) };
  }
  if (!ok) throw notInQuestion();
  // An essay is rich text a marker's browser renders: only the sanitizer's subset is kept.
  if (question.type === 'essay' && 'text' in body) return { text: sanitizeRichText(body.text) };
  return body;
}
