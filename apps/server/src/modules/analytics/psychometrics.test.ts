import fc from 'fast-check';
import * as ss from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { alphas, analyseItems, toMatrix } from './item-analysis.js';
import { correlation, discriminationEfficiency, extremeGroups, kurtosis, mean, median, sampleSd, sem, skewness } from './psychometrics.js';

// Ten students × five 0/1 items, worked by hand below.
const MATRIX = [
  [1, 1, 1, 1, 1], // 5
  [1, 1, 1, 1, 0], // 4
  [1, 1, 1, 0, 1], // 4
  [1, 1, 0, 1, 0], // 3
  [1, 1, 1, 0, 0], // 3
  [1, 0, 1, 0, 0], // 2
  [1, 1, 0, 0, 0], // 2
  [1, 0, 0, 0, 1], // 2
  [0, 1, 0, 0, 0], // 1
  [0, 0, 0, 0, 0], // 0
];
const TOTALS = MATRIX.map((row) => row.reduce((a, b) => a + b, 0));

describe('psychometrics on a hand-worked 10 × 5 matrix', () => {
  it('describes the totals', () => {
    // Totals 5 4 4 3 3 2 2 2 1 0: Σ = 26, mean 2.6; sorted, the 5th and 6th are 2 and 3 → median 2.5.
    expect(mean(TOTALS)).toBeCloseTo(2.6, 12);
    expect(median(TOTALS)).toBe(2.5);
    // Deviations 2.4 1.4 1.4 .4 .4 −.6 −.6 −.6 −1.6 −2.6; Σd² = 20.4 → sample variance 20.4/9 = 2.26667, SD 1.50555.
    expect(sampleSd(TOTALS)).toBeCloseTo(Math.sqrt(20.4 / 9), 12);
    // Σd³ = −2.88; k3 = n·Σd³/((n−1)(n−2)) = −28.8/72 = −0.4; skewness = k3 / k2^1.5 = −0.4 / 3.41258 = −0.117213.
    expect(skewness(TOTALS)).toBeCloseTo(-0.4 / (20.4 / 9) ** 1.5, 12);
    // Σd⁴ = 93.552 → m4 = 9.3552, m2 = 2.04; k4 = 100·(11·9.3552 − 27·2.04²)/(9·8·7) = −1.876190;
    // excess kurtosis k4/k2² = −1.876190 / 5.137778 = −0.365175.
    expect(kurtosis(TOTALS)).toBeCloseTo(-0.365175, 5);
  });

  it('computes KR-20, the SEM and alpha if deleted', () => {
    // p = .8 .7 .5 .3 .3; Σ sample item variances = Σpq·10/9 = 1.04·10/9; total variance 20.4/9.
    // KR-20 = 5/4 · (1 − 10.4/20.4) = 0.612745.
    const { alpha, ifDeleted } = alphas(toMatrix(MATRIX));
    expect(alpha).toBeCloseTo(1.25 * (1 - 10.4 / 20.4), 12);
    // SEM = 1.50555 · √(1 − 0.612745) = 0.936910.
    expect(sem(sampleSd(TOTALS), alpha)).toBeCloseTo(Math.sqrt(20.4 / 9) * Math.sqrt(1 - 1.25 * (1 - 10.4 / 20.4)), 12);
    // Without item 1: Σ item variances .88·10/9, the rest's variance 13.6/9 → 4/3 · (1 − 8.8/13.6) = 0.470588.
    expect(ifDeleted[0]).toBeCloseTo((4 / 3) * (1 - 8.8 / 13.6), 12);
    // The shortcut equals alpha over the reduced matrix, for every item.
    ifDeleted.forEach((value, j) =>
      expect(value).toBeCloseTo(alphas(toMatrix(MATRIX.map((row) => row.filter((_, k) => k !== j)))).alpha!, 12),
    );
  });

  it('computes the item figures', () => {
    const { items } = analyseItems(toMatrix(MATRIX), [1, 1, 1, 1, 1]);
    expect(items.map((item) => item.facility)).toEqual([0.8, 0.7, 0.5, 0.3, 0.3]);
    // Item 1 sample SD: √(.16·10/9) = 0.421637.
    expect(items[0]!.sd).toBeCloseTo(Math.sqrt(1.6 / 9), 12);
    // Item 1 vs the rest (4 3 3 2 2 1 1 1 1 0, mean 1.8): Σ cross-deviations 2.6, Σ item dev² 1.6, Σ rest dev² 13.6
    // → discrimination index 2.6/√(1.6·13.6) = 0.557371.
    expect(items[0]!.discrimination_index).toBeCloseTo(2.6 / Math.sqrt(1.6 * 13.6), 12);
    // Sorting both sides pairs the two zeros with rests 0 and 1, as the data already does → efficiency 1.
    expect(items[0]!.discrimination_efficiency).toBeCloseTo(1, 12);
    // Point-biserial with the total: cov = (2.6 + 1.6)/9, → 4.2/√(1.6·20.4) = 0.735147.
    expect(items[0]!.point_biserial).toBeCloseTo(4.2 / Math.sqrt(1.6 * 20.4), 12);
    // Item 5 (1 0 1 0 0 0 0 1 0 0) vs rest 4 4 3 3 3 2 2 1 1 0 (mean 2.3): Σ cross 1.1, Σ dev² 2.1 and 16.1
    // → r = 1.1/√(2.1·16.1) = 0.189178. Sorted, the three 1s meet rests 3 4 4: Σ cross 4.1 → efficiency 1.1/4.1.
    expect(items[4]!.discrimination_index).toBeCloseTo(1.1 / Math.sqrt(2.1 * 16.1), 12);
    expect(items[4]!.discrimination_efficiency).toBeCloseTo(1.1 / 4.1, 12);
  });

  it('takes the top and bottom 27 % by total, ties in row order', () => {
    // round(0.27 · 10) = 3: totals 5 4 4 on top; 2 (the third 2) 1 0 at the bottom.
    expect(extremeGroups(TOTALS)).toEqual({ upper: [0, 1, 2], lower: [7, 8, 9] });
  });
});

describe('KR-20 by the textbook formula', () => {
  it('matches k/(k−1)·(1 − Σpq/σ²) with population variances', () => {
    // Six students × four items; the textbook form uses p·q and the population variance of the totals.
    const rows = [
      [1, 1, 1, 1],
      [1, 1, 1, 0],
      [1, 1, 0, 0],
      [1, 0, 1, 0],
      [0, 1, 0, 0],
      [0, 0, 0, 0],
    ];
    // p = 4/6 4/6 3/6 1/6 → Σpq = 2/9 + 2/9 + 1/4 + 5/36 = 0.833333; totals 4 3 2 2 1 0, mean 2, σ² = 10/6.
    // KR-20 = 4/3 · (1 − 0.833333/1.666667) = 0.666667.
    expect(alphas(toMatrix(rows)).alpha).toBeCloseTo(2 / 3, 12);
  });
});

describe('undefined figures are null', () => {
  it('with one trial or no variance', () => {
    expect(sampleSd([3])).toBeNull();
    expect(skewness([1, 1, 1])).toBeNull();
    expect(correlation([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(discriminationEfficiency([0, 0], [1, 2])).toBeNull();
    expect(alphas(toMatrix([[1, 1]])).alpha).toBeNull();
    expect(analyseItems(toMatrix([[1, 0]]), [1, 1]).items[0]!.discrimination_index).toBeNull();
  });
});

describe('agreement with simple-statistics on random data', () => {
  const data = fc.array(fc.double({ min: -1000, max: 1000, noNaN: true }), { minLength: 4, maxLength: 200 });
  const close = (a: number | null, b: number) => expect(Math.abs(a! - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));

  it('mean, median, sample SD, skewness, kurtosis', () => {
    fc.assert(
      fc.property(data, (xs) => {
        fc.pre(ss.sampleStandardDeviation(xs) > 1e-3);
        close(mean(xs), ss.mean(xs));
        close(median(xs), ss.median(xs));
        close(sampleSd(xs), ss.sampleStandardDeviation(xs));
        close(skewness(xs), ss.sampleSkewness(xs));
        close(kurtosis(xs), ss.sampleKurtosis(xs));
      }),
    );
  });

  it('correlation', () => {
    const pairs = fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 50 })), {
      minLength: 3,
      maxLength: 200,
    });
    fc.assert(
      fc.property(pairs, (rows) => {
        const xs = rows.map(([x]) => x);
        const ys = rows.map(([, y]) => y);
        fc.pre(ss.sampleVariance(xs) > 0 && ss.sampleVariance(ys) > 0);
        close(correlation(xs, ys), ss.sampleCorrelation(xs, ys));
      }),
    );
  });

  it('discrimination efficiency: covariance over the covariance of the sorted lists, whole and fractional marks', () => {
    const mark = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(0.5, 0.25, -0.5));
    const pairs = fc.array(fc.tuple(mark, fc.integer({ min: 0, max: 40 })), { minLength: 3, maxLength: 200 });
    fc.assert(
      fc.property(pairs, (rows) => {
        const xs = rows.map(([x]) => x);
        const ys = rows.map(([, y]) => y);
        const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
        const max = ss.sampleCovariance(sorted(xs), sorted(ys));
        fc.pre(max > 1e-6);
        close(discriminationEfficiency(xs, ys), ss.sampleCovariance(xs, ys) / max);
      }),
    );
  });
});
