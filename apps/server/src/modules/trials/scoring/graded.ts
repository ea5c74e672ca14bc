export interface GradedQuestion {
  id: number;
  weight: number;
  correctAnswerIds: readonly number[];
}

export interface GradedScore {
  score: number;
  maxScore: number;
  percentage: number;
  correctCount: number;
  passed: boolean;
}

export const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** A question counts when the selected answer is one of its correct answers; its weight is then earned. */
export function scoreGraded(
  questions: readonly GradedQuestion[],
  selected: ReadonlyMap<number, number | null>,
  passMark: number,
): GradedScore {
  let score = 0;
  let maxScore = 0;
  let correctCount = 0;
  for (const question of questions) {
    maxScore += question.weight;
    const choice = selected.get(question.id);
    if (choice != null && question.correctAnswerIds.includes(choice)) {
      score += question.weight;
      correctCount += 1;
    }
  }
  const percentage = maxScore > 0 ? roundTo2((score / maxScore) * 100) : 0;
  return { score, maxScore, percentage, correctCount, passed: percentage >= passMark };
}
