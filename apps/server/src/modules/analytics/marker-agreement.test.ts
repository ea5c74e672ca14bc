import { describe, expect, it } from 'vitest';
import { markerAgreement } from './marker-agreement.js';

describe('marker agreement statistics', () => {
  it('counts the pairs within the threshold, the mean gap as a share of the mark and Pearson’s r', () => {
    const figures = markerAgreement(
      [
        [1, 1],
        [2, 3],
        [4, 2],
        [3, 3],
      ],
      4,
      25,
    );
    expect(figures).toMatchObject({ pairs: 4, exact_agreement: 0.75, mean_abs_difference: 0.1875 });
    expect(figures.correlation).toBeCloseTo(0.4045, 3);
  });

  it('has no correlation under three pairs or without variance, and no figures without pairs', () => {
    expect(
      markerAgreement(
        [
          [1, 2],
          [2, 3],
        ],
        4,
        25,
      ).correlation,
    ).toBeNull();
    expect(
      markerAgreement(
        [
          [2, 1],
          [2, 3],
          [2, 4],
        ],
        4,
        25,
      ).correlation,
    ).toBeNull();
    expect(markerAgreement([], 4, 25)).toEqual({ pairs: 0, exact_agreement: null, mean_abs_difference: null, correlation: null });
  });
});
