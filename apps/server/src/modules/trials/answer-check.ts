import type { Language } from '@mizan/contract/i18n';
import { isHumanMarked } from '@mizan/contract/question-types';
import type { AnswerCheck } from '@mizan/contract/trials';
import { localized } from '../../lib/localized.js';
import { answerFeedback } from '../results/feedback.js';
import type { ContentQuestion } from './content-repo.js';
import { isFullMark, roundTo2 } from './scoring/graded.js';
import { scoringKeyOf } from './scoring/types/content-key.js';
import { scoreQuestion, type StudentAnswer } from './scoring/types/index.js';

/**
 * An immediate-feedback trial's check of one saved answer, as the results review marks it: the mark, how right
 * it is and the feedback. An answer a person marks (essay) is pending: no mark or correctness before theirs.
 */
export function answerCheck(q: ContentQuestion, answer: StudentAnswer, lang: Language): AnswerCheck {
  const pending = isHumanMarked(q.type);
  const mark = pending ? 0 : scoreQuestion(scoringKeyOf(q), answer);
  return {
    mark: roundTo2(q.weight * mark),
    max_mark: q.weight,
    correct: pending ? 'pending' : isFullMark(mark) ? 'right' : mark > 0 ? 'partial' : 'wrong',
    general_feedback: localized(lang, q.generalFeedbackAr, q.generalFeedbackEn) || null,
    answer_feedback: answerFeedback(q, answer, lang) || null,
  };
}
