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

const sum = (xs: readonly number[]) => xs.reduce((total, x) => total + x, 0);

/**
 * Cronbach's alpha and alpha with each item left out, from one pass of variances: var(total − item) is
 * var(total) + var(item) − 2·cov(item, total), so no reduced matrix is built (30 of them at 100,000 rows).
 */
export function alphas(rows: readonly (readonly number[])[], k: number) {
  const none = { alpha: null, ifDeleted: Array<number | null>(k).fill(null) };
  if (rows.length < 2 || k < 2) return none;
  const totals = rows.map(sum);
  const totalVariance = sampleVariance(totals)!;
  const columns = Array.from({ length: k }, (_, j) => rows.map((row) => row[j]!));
  const variances = columns.map((column) => sampleVariance(column)!);
  const sumOfVariances = sum(variances);
  const alpha = positive(totalVariance) ? (k / (k - 1)) * (1 - sumOfVariances / totalVariance) : null;
  const ifDeleted = columns.map((column, j) => {
    const restVariance = totalVariance + variances[j]! - 2 * covariance(column, totals)!;
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
  const totals = marks.map((row) => row.reduce<number>((total, x) => total + (x ?? 0), 0));
  const complete = marks.filter((row): row is number[] => row.every((x) => x !== null));
  const { alpha, ifDeleted } = alphas(complete, maxMarks.length);
  const items = maxMarks.map((max, j): ItemFigures => {
    const item: number[] = [];
    const total: number[] = [];
    const rest: number[] = [];
    marks.forEach((row, i) => {
      const mark = row[j];
      if (mark === null || mark === undefined) return;
      item.push(mark);
      total.push(totals[i]!);
      rest.push(totals[i]! - mark);
    });
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
