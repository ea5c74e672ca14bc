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
