import type { MarkerAgreement } from '@mizan/contract/admin/statistics';
import { agreedMean } from '../marking/second-marking.js';
import { correlation, mean } from './psychometrics.js';

/**
 * How two blind markers agreed on one essay over its pairs of marks (first, second): the share within the
 * threshold (the same rule that settles an answer at the mean), the mean gap as a fraction of the mark, and
 * Pearson's r, which needs at least 3 pairs to say anything.
 */
export function markerAgreement(pairs: readonly (readonly [number, number])[], weight: number, thresholdPercent: number): MarkerAgreement {
  const agreed = pairs.filter(([a, b]) => agreedMean(a, b, weight, thresholdPercent) !== null).length;
  const gaps = pairs.map(([a, b]) => (weight > 0 ? Math.abs(a - b) / weight : 0));
  return {
    pairs: pairs.length,
    exact_agreement: pairs.length ? agreed / pairs.length : null,
    mean_abs_difference: mean(gaps),
    correlation:
      pairs.length < 3
        ? null
        : correlation(
            pairs.map(([a]) => a),
            pairs.map(([, b]) => b),
          ),
  };
}
