import { scoreQuestion, type ScoringKey, type StudentAnswer } from './types/index.js';
import { weightedTotal } from './types/weighted.js';

export interface GradedQuestion {
  id: number;
  /** The question's mark in the total. */
  weight: number;
  key: ScoringKey;
}

export interface GradedScore {
  /** Points earned so far (marked questions only while marking is pending). */
  score: number;
  maxScore: number;
  /** Null while a question awaits a person's mark: a partial percentage would mislead. */
  percentage: number | null;
  /** Questions answered for full marks. */
  correctCount: number;
  passed: boolean | null;
  /** Null when no question needs a person. */
  marking: 'pending' | 'complete' | null;
}

export const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** Full marks, within the noise of summed fractions (⅓ + ⅓ + ⅓). */
export const isFullMark = (mark: number) => mark >= 1 - 1e-9;

/**
 * Each question earns its weight × the share its answer earned (per type, partial credit included); the
 * percentage of the weighted total decides the pass. `marks` are people's marks as shares of the weight: an
 * essay's, or an override of a machine mark. An essay without one is pending: the trial then has no percentage
 * and no pass yet.
 */
export function scoreGraded(
  questions: readonly GradedQuestion[],
  answers: ReadonlyMap<number, StudentAnswer>,
  passMark: number,
  marks: ReadonlyMap<number, number> = new Map(),
): GradedScore {
  let pending = 0;
  let humanMarked = false;
  const earned = questions.map((q) => {
    const given = marks.get(q.id);
    if (q.key.type === 'essay' || q.key.type === 'file_upload') {
      humanMarked = true;
      if (given === undefined) pending += 1;
    }
    return { weight: q.weight, mark: given ?? scoreQuestion(q.key, answers.get(q.id) ?? null) };
  });
  const total = weightedTotal(earned);
  const correctCount = earned.filter((m) => isFullMark(m.mark)).length;
  if (pending) return { ...total, percentage: null, correctCount, passed: null, marking: 'pending' };
  return { ...total, correctCount, passed: total.percentage >= passMark, marking: humanMarked ? 'complete' : null };
}
