import { describe, expect, it } from 'vitest';
import { summarize } from './history-stats';

describe('history stats', () => {
  it('averages graded percentages and ignores profile tests', () => {
    expect(
      summarize([
        { scoring: 'graded', percentage: 80 },
        { scoring: 'graded', percentage: 60 },
        { scoring: 'profile', percentage: 55 },
      ]),
    ).toEqual({ attempts: 3, average: 70, best: 80 });
  });

  it('has no average without graded results', () => {
    expect(summarize([])).toEqual({ attempts: 0, average: null, best: null });
  });
});
