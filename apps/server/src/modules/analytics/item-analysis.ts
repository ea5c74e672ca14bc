import { correlation, covariance, discriminationEfficiency, mean, positive, sampleSd, sampleVariance } from './psychometrics.js';

export interface ItemFigures {
  /** Trials shown the item. */
  trials: number;
  facility: number | null;
  sd: number | null;
  discrimination_index: number | null;
  discrimination_efficiency: number | null;
  point_biserial: number | null;
  alpha_if_deleted: number | null;
}

/**
 * A trial × item mark matrix, flat and column-major (item j, trial i at j·n + i) for speed at 100,000 × 30: an
 * item every trial was shown is a view of its column, not a copy. NaN marks an item the trial was not shown
 * (a drawn question).
 */
export interface MarkMatrix {
  n: number;
  k: number;
  cells: Float64Array;
}

export function toMatrix(rows: readonly (readonly (number | null)[])[], k = rows[0]?.length ?? 0): MarkMatrix {
  const n = rows.length;
  const cells = new Float64Array(n * k);
  rows.forEach((row, i) => {
    for (let j = 0; j < k; j++) cells[j * n + i] = row[j] ?? NaN;
  });
  return { n, k, cells };
}

function rowTotals({ n, k, cells }: MarkMatrix) {
  const totals = new Float64Array(n);
  for (let j = 0; j < k; j++) {
    for (let i = 0, c = j * n; i < n; i++, c++) {
      const x = cells[c]!;
      if (!Number.isNaN(x)) totals[i] = totals[i]! + x;
    }
  }
  return totals;
}

/** Column j over the trials shown item j, with those trials' totals (views when every trial was shown it). */
function column({ n, cells }: MarkMatrix, totals: Float64Array, j: number) {
  const all = cells.subarray(j * n, j * n + n);
  let m = 0;
  for (let i = 0; i < n; i++) if (!Number.isNaN(all[i]!)) m++;
  if (m === n) return { item: all, total: totals };
  const item = new Float64Array(m);
  const total = new Float64Array(m);
  m = 0;
  for (let i = 0; i < n; i++) {
    const mark = all[i]!;
    if (Number.isNaN(mark)) continue;
    item[m] = mark;
    total[m++] = totals[i]!;
  }
  return { item, total };
}

/** The trials shown every item (the matrix itself when that is all of them). */
function completeRows(matrix: MarkMatrix): MarkMatrix {
  const { n, k, cells } = matrix;
  const complete = new Uint8Array(n).fill(1);
  let m = n;
  for (let c = 0; c < n * k; c++) {
    const x = cells[c]!;
    if (Number.isNaN(x) && complete[c % n]) {
      complete[c % n] = 0;
      m--;
    }
  }
  if (m === n) return matrix;
  const kept = new Float64Array(m * k);
  for (let j = 0; j < k; j++) {
    for (let i = 0, r = 0; i < n; i++) if (complete[i]) kept[j * m + r++] = cells[j * n + i]!;
  }
  return { n: m, k, cells: kept };
}

/**
 * Cronbach's alpha and alpha with each item left out, from one pass of variances: var(total − item) is
 * var(total) + var(item) − 2·cov(item, total), so no reduced matrix is built (30 of them at 100,000 rows).
 * The matrix must be complete (no NaN).
 */
export function alphas(matrix: MarkMatrix) {
  const { n, k } = matrix;
  const none = { alpha: null, ifDeleted: Array<number | null>(k).fill(null) };
  if (n < 2 || k < 2) return none;
  const totals = rowTotals(matrix);
  const totalVariance = sampleVariance(totals)!;
  const columns = Array.from({ length: k }, (_, j) => column(matrix, totals, j).item);
  const variances = columns.map((c) => sampleVariance(c)!);
  const sumOfVariances = variances.reduce((a, b) => a + b, 0);
  const alpha = positive(totalVariance) ? (k / (k - 1)) * (1 - sumOfVariances / totalVariance) : null;
  const ifDeleted = columns.map((c, j) => {
    const restVariance = totalVariance + variances[j]! - 2 * covariance(c, totals)!;
    if (k < 3 || !positive(restVariance, totalVariance)) return null;
    return ((k - 1) / (k - 2)) * (1 - (sumOfVariances - variances[j]!) / restVariance);
  });
  return { alpha, ifDeleted };
}

/**
 * Item figures from a mark matrix; a trial not shown an item is left out of that item's figures. Alpha (and
 * alpha if deleted) use only the trials shown every item, so that each item's variance is over the same students.
 */
export function analyseItems(marks: MarkMatrix, maxMarks: readonly number[]) {
  const totals = rowTotals(marks);
  const { alpha, ifDeleted } = alphas(completeRows(marks));
  // One buffer for every item's rest-of-test totals: 30 arrays of 100,000 were most of the garbage.
  const restBuffer = new Float64Array(marks.n);
  const items = maxMarks.map((max, j): ItemFigures => {
    const { item, total } = column(marks, totals, j);
    const rest = restBuffer.subarray(0, item.length);
    for (let i = 0; i < item.length; i++) rest[i] = total[i]! - item[i]!;
    const facility = mean(item);
    const sd = sampleSd(item);
    return {
      trials: item.length,
      facility: facility === null || max <= 0 ? null : facility / max,
      sd: sd === null || max <= 0 ? null : sd / max,
      discrimination_index: correlation(item, rest),
      discrimination_efficiency: discriminationEfficiency(item, rest),
      point_biserial: correlation(item, total),
      alpha_if_deleted: ifDeleted[j] ?? null,
    };
  });
  return { alpha, items };
}
