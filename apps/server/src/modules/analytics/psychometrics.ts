/**
 * Classical test theory, as Moodle's quiz statistics report computes it. Pure functions over numbers; every
 * figure that is undefined for the data (too few values, zero variance) is null rather than NaN or ±Infinity.
 * Variances and SDs are SAMPLE figures (n − 1), as Moodle's; skewness and kurtosis are the bias-adjusted
 * k-statistic ratios (G1, and excess G2) Moodle reports.
 */

export const mean = (xs: readonly number[]): number | null => (xs.length ? xs.reduce((sum, x) => sum + x, 0) / xs.length : null);

export function median(xs: readonly number[]): number | null {
  if (!xs.length) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Sums of the 2nd–4th powers of the deviations from the mean. */
function centralSums(xs: readonly number[]) {
  const m = mean(xs) ?? 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  for (const x of xs) {
    const d = x - m;
    s2 += d * d;
    s3 += d * d * d;
    s4 += d * d * d * d;
  }
  return { s2, s3, s4 };
}

export const sampleVariance = (xs: readonly number[]): number | null => (xs.length < 2 ? null : centralSums(xs).s2 / (xs.length - 1));

export function sampleSd(xs: readonly number[]): number | null {
  const variance = sampleVariance(xs);
  return variance === null ? null : Math.sqrt(variance);
}

/** Zero variance makes ratios meaningless; a relative tolerance absorbs floating-point dust. */
export const positive = (value: number | null, scale = 1): value is number => value !== null && value > 1e-12 * scale;

/** k3 / k2^1.5 (Moodle's "score distribution skewness"). */
export function skewness(xs: readonly number[]): number | null {
  const n = xs.length;
  if (n < 3) return null;
  const { s2, s3 } = centralSums(xs);
  const k2 = s2 / (n - 1);
  if (!positive(k2)) return null;
  const k3 = (n * s3) / ((n - 1) * (n - 2));
  return k3 / k2 ** 1.5;
}

/** Excess kurtosis k4 / k2² (0 for a normal distribution). */
export function kurtosis(xs: readonly number[]): number | null {
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

export function covariance(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const mx = mean(xs)!;
  const my = mean(ys)!;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (xs[i]! - mx) * (ys[i]! - my);
  return sum / (n - 1);
}

/** Pearson's r; null when either side does not vary. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const cov = covariance(xs, ys);
  const vx = sampleVariance(xs);
  const vy = sampleVariance(ys);
  if (cov === null || !positive(vx) || !positive(vy)) return null;
  return cov / Math.sqrt(vx * vy);
}

/** Standard error of measurement, in the unit of `sd`. */
export const sem = (sd: number | null, alpha: number | null): number | null =>
  sd === null || alpha === null ? null : sd * Math.sqrt(Math.max(0, 1 - alpha));

/**
 * Moodle's discriminative efficiency: the item/rest covariance over the largest covariance the same two
 * distributions could have, which is reached when both are sorted the same way (the best student on the rest
 * of the test also has the best item mark). Moodle shows it as a percentage; this is the fraction.
 */
export function discriminationEfficiency(item: readonly number[], rest: readonly number[]): number | null {
  const cov = covariance(item, rest);
  const max = covariance(
    [...item].sort((a, b) => a - b),
    [...rest].sort((a, b) => a - b),
  );
  if (cov === null || !positive(max)) return null;
  return cov / max;
}

/** The top and bottom 27 % of rows by total (at least one each), as row indexes; ties keep row order. */
export function extremeGroups(totals: readonly number[]): { upper: number[]; lower: number[] } {
  if (totals.length < 2) return { upper: [], lower: [] };
  const size = Math.max(1, Math.round(totals.length * 0.27));
  const order = totals.map((_, i) => i).sort((a, b) => totals[b]! - totals[a]! || a - b);
  return { upper: order.slice(0, size), lower: order.slice(-size) };
}
