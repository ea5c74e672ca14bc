/**
 * Classical test theory, as Moodle's quiz statistics report computes it. Pure functions over numbers; every
 * figure that is undefined for the data (too few values, zero variance) is null rather than NaN or ±Infinity.
 * Variances and SDs are SAMPLE figures (n − 1), as Moodle's; skewness and kurtosis are the bias-adjusted
 * k-statistic ratios (G1, and excess G2) Moodle reports.
 */

type Numbers = ArrayLike<number>;

// Plain indexed loops over ArrayLike: these run over 100,000 trials per question, 30 times per request.
export function mean(xs: Numbers): number | null {
  if (!xs.length) return null;
  let sum = 0;
  for (let i = 0; i < xs.length; i++) sum += xs[i]!;
  return sum / xs.length;
}

export function median(xs: Numbers): number | null {
  if (!xs.length) return null;
  const sorted = new Float64Array(xs).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Sums of the 2nd–4th powers of the deviations from the mean. */
function centralSums(xs: Numbers) {
  const m = mean(xs) ?? 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  for (let i = 0; i < xs.length; i++) {
    const d = xs[i]! - m;
    s2 += d * d;
    s3 += d * d * d;
    s4 += d * d * d * d;
  }
  return { s2, s3, s4 };
}

export function covariance(xs: Numbers, ys: Numbers): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const mx = mean(xs)!;
  const my = mean(ys)!;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (xs[i]! - mx) * (ys[i]! - my);
  return sum / (n - 1);
}

export const sampleVariance = (xs: Numbers): number | null => covariance(xs, xs);

export function sampleSd(xs: Numbers): number | null {
  const variance = sampleVariance(xs);
  return variance === null ? null : Math.sqrt(variance);
}

/** Zero variance makes ratios meaningless; a relative tolerance absorbs floating-point dust. */
export const positive = (value: number | null, scale = 1): value is number => value !== null && value > 1e-12 * scale;

/** k3 / k2^1.5 (Moodle's "score distribution skewness"). */
export function skewness(xs: Numbers): number | null {
  const n = xs.length;
  if (n < 3) return null;
  const { s2, s3 } = centralSums(xs);
  const k2 = s2 / (n - 1);
  if (!positive(k2)) return null;
  const k3 = (n * s3) / ((n - 1) * (n - 2));
  return k3 / k2 ** 1.5;
}

/** Excess kurtosis k4 / k2² (0 for a normal distribution). */
export function kurtosis(xs: Numbers): number | null {
  const n = xs.length;
  if (n < 4) return null;
  const { s2, s4 } = centralSums(xs);
  const m2 = s2 / n;
  const m4 = s4 / n;
  const k2 = s2 / (n - 1);
  if (!positive(k2)) return null;
  const k4 = (n * n * ((n + 1) * m4 - 3 * (n - 1) * m2 * m2)) / ((n - 1) * (n - 2) * (n - 3));
  return k4 / (k2 * k2);
}

/** Pearson's r; null when either side does not vary. */
export function correlation(xs: Numbers, ys: Numbers): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const mx = mean(xs)!;
  const my = mean(ys)!;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (!positive(sxx / (n - 1)) || !positive(syy / (n - 1))) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Standard error of measurement, in the unit of `sd`. */
export const sem = (sd: number | null, alpha: number | null): number | null =>
  sd === null || alpha === null ? null : sd * Math.sqrt(Math.max(0, 1 - alpha));

/**
 * Moodle's discriminative efficiency: the item/rest covariance over the largest covariance the same two
 * distributions could have, which is reached when both are sorted the same way (the best student on the rest
 * of the test also has the best item mark). Moodle shows it as a percentage; this is the fraction.
 */
export function discriminationEfficiency(item: Numbers, rest: Numbers): number | null {
  const cov = covariance(item, rest);
  const max = comonotoneCovariance(item, rest);
  if (cov === null || !positive(max)) return null;
  return cov / max;
}

/** Counts of each integer value from `min` (null when a value is fractional or the range is too wide to count). */
function integerCounts(xs: Numbers): { min: number; counts: Uint32Array } | null {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (!Number.isInteger(x)) return null;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  if (max - min > 65_536) return null;
  const counts = new Uint32Array(max - min + 1);
  for (let i = 0; i < xs.length; i++) counts[xs[i]! - min] = counts[xs[i]! - min]! + 1;
  return { min, counts };
}

/**
 * The covariance of the two lists each sorted ascending (the i-th smallest of one paired with the i-th smallest
 * of the other). Marks and rest-of-test totals are small integers for whole-number weights: their counts are
 * walked side by side, in linear time and without sorted copies (30 items × 100,000 trials per request);
 * anything else is sorted.
 */
function comonotoneCovariance(xs: Numbers, ys: Numbers): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const cx = integerCounts(xs);
  const cy = cx && integerCounts(ys);
  if (!cx || !cy) return covariance(new Float64Array(xs).sort(), new Float64Array(ys).sort());
  const mx = mean(xs)!;
  const my = mean(ys)!;
  let sum = 0;
  let a = 0;
  let b = 0;
  let leftA = cx.counts[0]!;
  let leftB = cy.counts[0]!;
  for (let paired = 0; paired < n;) {
    while (leftA === 0) leftA = cx.counts[++a]!;
    while (leftB === 0) leftB = cy.counts[++b]!;
    const run = Math.min(leftA, leftB);
    sum += run * (a + cx.min - mx) * (b + cy.min - my);
    leftA -= run;
    leftB -= run;
    paired += run;
  }
  return sum / (n - 1);
}

/** The top and bottom 27 % of rows by total (at least one each), as row indexes; ties keep row order. */
export function extremeGroups(totals: Numbers): { upper: number[]; lower: number[] } {
  if (totals.length < 2) return { upper: [], lower: [] };
  const size = Math.max(1, Math.round(totals.length * 0.27));
  const order = Array.from({ length: totals.length }, (_, i) => i).sort((a, b) => totals[b]! - totals[a]! || a - b);
  return { upper: order.slice(0, size), lower: order.slice(-size) };
}
