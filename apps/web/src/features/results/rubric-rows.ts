import type { ReviewRubricRow } from '@mizan/contract/results';

/** Sums in hundredths, as marks are shown, so 0.1 + 0.2 reads 0.3. */
const sum = (values: number[]) => values.reduce((total, v) => total + Math.round(v * 100), 0) / 100;

/** The rubric's total line: the points the chosen levels earned out of every criterion's best. */
export const rubricTotals = (rows: readonly ReviewRubricRow[]) => ({
  points: sum(rows.map((row) => row.points)),
  max: sum(rows.map((row) => row.max_points)),
});
