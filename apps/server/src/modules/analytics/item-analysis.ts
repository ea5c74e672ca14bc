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
 * A trial × item mark matrix, flat (trial i, item j at i·k + j) for speed at 100,000 × 30; NaN marks an item
 * the trial was not shown (a drawn question).
 */
export interface MarkMatrix {
  n: number;
  k: number;
  cells: Float64Array;
}

export function toMatrix(rows: readonly (readonly (number | null)[])[], k = rows[0]?.length ?? 0): MarkMatrix {
  const cells = new Float64Array(rows.length * k);
  rows.forEach((row, i) => row.forEach((x, j) => (cells[i * k + j] = x ?? NaN)));
  return { n: rows.length, k, cells };
}

function rowTotals({ n, k, cells }: MarkMatrix) {
  const totals = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let total = 0;
    for (let j = 0; j < k; j++) {
      const x = cells[i * k + j]!;
      if (!Number.isNaN(x)) total += x;
    }
    totals[i] = total;
  }
  return totals;
}

/** Column j over the trials shown item j, with those trials' totals. */
function column({ n, k, cells }: MarkMatrix, totals: Float64Array, j: number) {
  const item = new Float64Array(n);
  const total = new Float64Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const mark = cells[i * k + j]!;
    if (Number.isNaN(mark)) continue;
    item[m] = mark;
    total[m++] = totals[i]!;
  }
  return { item: item.subarray(0, m), total: total.subarray(0, m) };
}

/** The trials shown every item. */
function completeRows(matrix: MarkMatrix): MarkMatrix {
  const { n, k, cells } = matrix;
  const kept = new Float64Array(n * k);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const row = cells.subarray(i * k, i * k + k);
    if (row.some(Number.isNaN)) continue;
    kept.set(row, m++ * k);
  }
  return { n: m, k, cells: kept.subarray(0, m * k) };
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
  const items = maxMarks.map((max, j): ItemFigures => {
    const { item, total } = column(marks, totals, j);
    const rest = total.map((t, i) => t - item[i]!);
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
