import type { TrialSummary } from '@mizan/contract/results';

/** Attempts, mean and best percentage over completed graded trials (profile tests have no score to average). */
export function summarize(trials: readonly Pick<TrialSummary, 'scoring' | 'percentage'>[]) {
  const scores = trials.filter((t) => t.scoring === 'graded' && t.percentage !== null).map((t) => t.percentage as number);
  return {
    attempts: trials.length,
    average: scores.length ? scores.reduce((sum, s) => sum + s, 0) / scores.length : null,
    best: scores.length ? Math.max(...scores) : null,
  };
}

export interface QuizAttempts {
  quiz: number;
  title: string;
  /** Percentages, oldest attempt first: the trend. */
  scores: number[];
  best: number;
}

/** Graded attempts grouped by quiz for the trend charts: the most attempted quiz first. */
export function attemptsByQuiz(
  trials: readonly Pick<TrialSummary, 'quiz' | 'quiz_title' | 'scoring' | 'percentage' | 'completed_at'>[],
): QuizAttempts[] {
  const graded = trials
    .filter((t) => t.scoring === 'graded' && t.percentage !== null && t.completed_at !== null)
    .toSorted((a, b) => (a.completed_at ?? '').localeCompare(b.completed_at ?? ''));
  const byQuiz = new Map<number, QuizAttempts>();
  for (const t of graded) {
    const entry = byQuiz.get(t.quiz) ?? { quiz: t.quiz, title: t.quiz_title, scores: [], best: 0 };
    entry.scores.push(t.percentage as number);
    entry.best = Math.max(...entry.scores);
    byQuiz.set(t.quiz, entry);
  }
  return [...byQuiz.values()].sort((a, b) => b.scores.length - a.scores.length);
}
