import type { Result } from '@mizan/contract/results';
import type { TrialRow } from '../trials/trial-repo.js';
import type { NormCounts, ResultRepo } from './repo.js';

export type Norm = Pick<Result, 'percentile_rank' | 'dimension_percentiles'>;
export const NO_NORM: Norm = { percentile_rank: null, dimension_percentiles: null };

/** Below this many first attempts a rank says more about who happened to take the quiz than about the student. */
export const MIN_NORM_GROUP = 30;

/** Percentile rank: strictly lower plus half of the ties (the student among them), as a whole percentage. */
const rank = ({ n, lower, ties }: NormCounts) => Math.round((100 * (lower + ties / 2)) / n);

/** Where a completed trial stands among the first attempts of its version; previews stand nowhere. */
export async function normOf(repo: ResultRepo, trial: TrialRow): Promise<Norm> {
  if (trial.preview || trial.versionId == null || trial.status !== 'completed') return NO_NORM;
  const counts = await repo.normCounts(trial);
  if (!counts[0] || counts[0].n < MIN_NORM_GROUP) return NO_NORM;
  if (!trial.profile) return { percentile_rank: rank(counts[0]), dimension_percentiles: null };
  return { percentile_rank: null, dimension_percentiles: Object.fromEntries(counts.map((c) => [c.code, rank(c)])) };
}
