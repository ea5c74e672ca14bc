import type { QuestionResponseBody } from '@mizan/contract/question-types';
import type { ScoringKey } from './keys.js';
import { scoreMatching } from './matching.js';
import { scoreMultipleResponse } from './multiple-response.js';
import { scoreNumeric } from './numeric.js';
import { scoreOrdering } from './ordering.js';
import { scoreShortText } from './short-text.js';
import { scoreSingleChoice } from './single-choice.js';
import { scoreTrueFalse } from './true-false.js';

export type { ScoringKey } from './keys.js';

/** What a trial stored for a question: a chosen option (single choice, true/false) or a typed response. */
export type StudentAnswer = { selected_answer_id: number | null } | QuestionResponseBody;

/** The option a single-choice or true/false answer chose (null for none, or for a typed response). */
export const chosenOption = (answer: StudentAnswer | null): number | null =>
  answer && 'selected_answer_id' in answer ? answer.selected_answer_id : null;

/**
 * The mark in [0, 1] a student's answer earns. No answer, or a response of another type's shape
 * (the route validates shapes, but a key may change type between versions), earns 0.
 */
export function scoreQuestion(key: ScoringKey, answer: StudentAnswer | null): number {
  const selected = chosenOption(answer);
  switch (key.type) {
    case 'single_choice':
      return scoreSingleChoice(key, selected);
    case 'true_false':
      return scoreTrueFalse(key, selected);
    case 'multiple_response':
      return scoreMultipleResponse(key, answer && 'option_ids' in answer ? answer.option_ids : []);
    case 'ordering':
      return scoreOrdering(key, answer && 'order' in answer ? answer.order : []);
    case 'matching':
      return scoreMatching(key, answer && 'pairs' in answer ? answer.pairs : []);
    case 'numeric':
      return scoreNumeric(key, answer && 'number' in answer ? answer.number : null);
    case 'short_text':
      return scoreShortText(key, answer && 'text' in answer ? answer.text : null);
    case 'essay':
    case 'file_upload':
      // A person's mark replaces this (scoreGraded's `marks`); until then the question is pending, not wrong.
      return 0;
  }
}
