import type { DimensionScore } from '../../../db/schema/quizzes.js';
import { roundTo2 } from './graded.js';

export interface ProfileQuestion {
  id: number;
  /** Points per answer id, per dimension code. */
  answerPoints: ReadonlyMap<number, Readonly<Record<string, number>>>;
}

const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'];

/**
 * Totals per dimension (in the given dimension order) and each total as a percentage of the most
 * that dimension could have reached: the best answer of every question, answered or not.
 */
export function scoreProfile(
  dimensionCodes: readonly string[],
  questions: readonly ProfileQuestion[],
  selected: ReadonlyMap<number, number | null>,
): DimensionScore[] {
  const totals = new Map(dimensionCodes.map((code) => [code, { score: 0, max: 0 }]));
  for (const question of questions) {
    for (const [code, entry] of totals) {
      let best = 0;
      for (const points of question.answerPoints.values()) best = Math.max(best, points[code] ?? 0);
      entry.max += best;
    }
    const choice = selected.get(question.id);
    const earned = choice != null ? question.answerPoints.get(choice) : undefined;
    for (const [code, points] of Object.entries(earned ?? {})) {
      const entry = totals.get(code);
      if (entry) entry.score += points;
    }
  }
  return dimensionCodes.map((code) => {
    const { score, max } = totals.get(code) ?? { score: 0, max: 0 };
    return { code, score, max, percentage: max > 0 ? roundTo2((score / max) * 100) : 0 };
  });
}

/** The strongest dimensions by normalised percentage, then raw score; ties keep the quiz's dimension order. */
export function topDimensions(scores: readonly DimensionScore[], count = 3): DimensionScore[] {
  return scores
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.percentage - a.entry.percentage || b.entry.score - a.entry.score || a.index - b.index)
    .slice(0, count)
    .map(({ entry }) => entry);
}

/** "SAE"-style code from the top three, only for a RIASEC profile. */
export function hollandCode(scores: readonly DimensionScore[]): string | null {
  const codes = scores.map((s) => s.code).sort();
  if (codes.length !== RIASEC.length || codes.join('') !== [...RIASEC].sort().join('')) return null;
  return topDimensions(scores, 3)
    .map((s) => s.code)
    .join('');
}
