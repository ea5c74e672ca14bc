import { describe, expect, it } from 'vitest';
import { rubricTotals } from './rubric-rows';

const row = (points: number, max_points: number) => ({ criterion: 'c', level: '', level_number: 1, levels_count: 2, points, max_points });

describe('rubric totals in the review', () => {
  it('adds the chosen levels and the best levels in hundredths', () => {
    expect(rubricTotals([row(0.1, 1), row(0.2, 2.5), row(1.25, 0.05)])).toEqual({ points: 1.55, max: 3.55 });
    expect(rubricTotals([])).toEqual({ points: 0, max: 0 });
  });
});
