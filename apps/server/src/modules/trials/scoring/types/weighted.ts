import { roundTo2 } from '../graded.js';

export interface MarkedQuestion {
  /** The question's mark in the quiz (default 1): how much it counts toward the total. */
  weight?: number;
  /** What the answer earned, in [0, 1]. */
  mark: number;
}

export interface WeightedTotal {
  score: number;
  maxScore: number;
  percentage: number;
}

/** Each question contributes weight × mark; unanswered questions still count toward the maximum. */
export function weightedTotal(questions: readonly MarkedQuestion[]): WeightedTotal {
  let score = 0;
  let maxScore = 0;
  for (const { weight = 1, mark } of questions) {
    score += weight * mark;
    maxScore += weight;
  }
  return {
    score: roundTo2(score),
    maxScore,
    percentage: maxScore > 0 ? roundTo2((score / maxScore) * 100) : 0,
  };
}
