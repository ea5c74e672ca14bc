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

/** Column j of the rows that have a mark there (null: not shown), with those rows' totals. */
function column(marks: readonly (readonly (number | null)[])[], totals: Float64Array, j: number) {
  const item = new Float64Array(marks.length);
  const total = new Float64Array(marks.length);
  let n = 0;
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i]![j];
    if (mark === null || mark === undefined) continue;
    item[n] = mark;
    total[n++] = totals[i]!;
  }
  return { item: item.subarray(0, n), total: total.subarray(0, n) };
}

function rowTotals(rows: readonly (readonly (number | null)[])[]) {
  const totals = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    let total = 0;
    for (const x of rows[i]!) total += x ?? 0;
    totals[i] = total;
  }
  return totals;
}

/**
 * Cronbach's alpha and alpha with each item left out, from one pass of variances: var(total − item) is
 * var(total) + var(item) − 2·cov(item, total), so no reduced matrix is built (30 of them at 100,000 rows).
 */
export function alphas(rows: readonly (readonly number[])[], k: number) {
  const none = { alpha: null, ifDeleted: Array<number | null>(k).fill(null) };
  if (rows.length < 2 || k < 2) return none;
  const totals = rowTotals(rows);
  const totalVariance = sampleVariance(totals)!;
  const columns = Array.from({ length: k }, (_, j) => column(rows, totals, j).item);
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
 * Item figures from a trial × item mark matrix; null marks an item the trial was not shown (a drawn
 * question), and such a trial is left out of that item's figures. Alpha (and alpha if deleted) use only the
 * trials shown every item, so that each item's variance is over the same students.
 */
export function analyseItems(marks: readonly (readonly (number | null)[])[], maxMarks: readonly number[]) {
  const totals = rowTotals(marks);
  const complete = marks.filter((row): row is number[] => row.every((x) => x !== null));
  const { alpha, ifDeleted } = alphas(complete, maxMarks.length);
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
