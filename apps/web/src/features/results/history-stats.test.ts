import { describe, expect, it } from 'vitest';
import { attemptsByQuiz, summarize } from './history-stats';

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

describe('attempts per quiz', () => {
  const trial = (quiz: number, percentage: number, completed_at: string) =>
    ({ quiz, quiz_title: `Quiz ${quiz}`, scoring: 'graded', percentage, completed_at }) as const;
  it('groups graded attempts by quiz, oldest first, most attempted quiz first', () => {
    expect(
      attemptsByQuiz([
        trial(1, 80, '2026-03-03T10:00:00Z'),
        trial(2, 50, '2026-03-02T10:00:00Z'),
        trial(1, 40, '2026-03-01T10:00:00Z'),
        { ...trial(3, 0, '2026-03-01T10:00:00Z'), scoring: 'profile', percentage: null },
      ]),
    ).toEqual([
      { quiz: 1, title: 'Quiz 1', scores: [40, 80], best: 80 },
      { quiz: 2, title: 'Quiz 2', scores: [50], best: 50 },
    ]);
  });
});
