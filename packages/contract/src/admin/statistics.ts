import { z } from 'zod';
import { ExportFormat } from './common.js';

/**
 * `GET admin/quizzes/:id/statistics/`: completed, non-preview trials of one version (the current one unless
 * `version`, a version number, is given), completed between `from` and `to` (inclusive dates), counting each
 * student's first completed attempt of that version unless `attempts=all`.
 */
export const StatisticsQuery = z.object({
  version: z.coerce.number().int().min(1).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  attempts: z.enum(['first', 'all']).default('first'),
});
export type StatisticsQuery = z.infer<typeof StatisticsQuery>;

export const StatisticsExportQuery = StatisticsQuery.extend({ format: ExportFormat.default('csv') });

/** A figure that cannot be computed (fewer than 2 trials, zero variance, …) is null. */
const figure = z.number().nullable();

export const StatisticsFlag = z.enum(['too_easy', 'too_hard', 'low_discrimination', 'unused_distractor', 'distractor_beats_key']);
export type StatisticsFlag = z.infer<typeof StatisticsFlag>;

/**
 * Essays under second marking: how the two blind marks of the counted trials agree. `pairs` answers with both
 * marks; `exact_agreement` the share of pairs within the quiz's threshold; `mean_abs_difference` as a fraction of
 * the question's mark; `correlation` Pearson's r (null under 3 pairs or when either marker's marks do not vary).
 */
export const MarkerAgreement = z.object({
  pairs: z.number().int(),
  exact_agreement: figure,
  mean_abs_difference: figure,
  correlation: figure,
});
export type MarkerAgreement = z.infer<typeof MarkerAgreement>;

export const OptionStatistics = z.object({
  id: z.number().int(),
  text: z.string(),
  correct: z.boolean(),
  /** Share (0–1) of the trials shown the question that picked this option; upper/lower: within the top/bottom 27 %. */
  pick_rate: figure,
  upper: figure,
  lower: figure,
});
export type OptionStatistics = z.infer<typeof OptionStatistics>;

/** Per question; correlations in −1…1, facility and sd as fractions of the question's mark. */
export const ItemStatistics = z.object({
  question: z.number().int(),
  text: z.string(),
  /** Trials that were shown the question (a drawn question reaches only some). */
  trials: z.number().int(),
  /** The draw section (numbered from 1) whose pool holds the question; null for a fixed question. */
  pool: z.number().int().nullable(),
  facility: figure,
  sd: figure,
  discrimination_index: figure,
  discrimination_efficiency: figure,
  point_biserial: figure,
  alpha_if_deleted: figure,
  options: z.array(OptionStatistics),
  flags: z.array(StatisticsFlag),
  /** Null unless the question is an essay of a version with second marking. */
  marker_agreement: MarkerAgreement.nullable(),
});
export type ItemStatistics = z.infer<typeof ItemStatistics>;

/** Test-level figures are on the percentage scale (0–100) of `trials.percentage`; sd is the sample SD. */
export const StatisticsResponse = z.object({
  version: z.number().int(),
  trials: z.number().int(),
  mean: figure,
  median: figure,
  sd: figure,
  skewness: figure,
  kurtosis: figure,
  alpha: figure,
  sem: figure,
  /** Ten bins of ten percentage points; the last includes 100. */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** Profile quizzes: Cronbach's alpha of the items that score each dimension. */
  dimensions: z.array(z.object({ code: z.string(), alpha: figure })),
  items: z.array(ItemStatistics),
});
export type StatisticsResponse = z.infer<typeof StatisticsResponse>;
