import { scoreQuestion, type ScoringKey, type StudentAnswer } from './types/index.js';
import { weightedTotal } from './types/weighted.js';

export interface GradedQuestion {
  id: number;
  /** The question's mark in the total. */
  weight: number;
  key: ScoringKey;
}

export interface GradedScore {
  score: number;
  maxScore: number;
  percentage: number;
  /** Questions answered for full marks. */
  correctCount: number;
  passed: boolean;
}

export const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** Full marks, within the noise of summed fractions (⅓ + ⅓ + ⅓). */
export const isFullMark = (mark: number) => mark >= 1 - 1e-9;

/**
 * Each question earns its weight × the share its answer earned (per type, partial credit included); the
 * percentage of the weighted total decides the pass.
 */
export function scoreGraded(
  questions: readonly GradedQuestion[],
  answers: ReadonlyMap<number, StudentAnswer>,
  passMark: number,
): GradedScore {
  const marks = questions.map((q) => ({ weight: q.weight, mark: scoreQuestion(q.key, answers.get(q.id) ?? null) }));
  const total = weightedTotal(marks);
  return { ...total, correctCount: marks.filter((m) => isFullMark(m.mark)).length, passed: total.percentage >= passMark };
}
