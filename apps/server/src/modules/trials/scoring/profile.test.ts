import { describe, expect, it } from 'vitest';
import { hollandCode, scoreProfile, topDimensions } from './profile.js';

const scale = (code: string, base: number) =>
  new Map([
    [base + 1, { [code]: 2 }],
    [base + 2, { [code]: 1 }],
    [base + 3, { [code]: 0 }],
  ]);
const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'];
const questions = RIASEC.map((code, i) => ({ id: i + 1, answerPoints: scale(code, (i + 1) * 10) }));

describe('scoreProfile', () => {
  it('totals points per dimension and normalises by the most each could reach', () => {
    // R like, I dislike, A neutral, S like, E neutral, C unanswered.
    const selected = new Map<number, number | null>([
      [1, 11],
      [2, 23],
      [3, 32],
      [4, 41],
      [5, 52],
    ]);
    const scores = scoreProfile(RIASEC, questions, selected);
    expect(scores).toEqual([
      { code: 'R', score: 2, max: 2, percentage: 100 },
      { code: 'I', score: 0, max: 2, percentage: 0 },
      { code: 'A', score: 1, max: 2, percentage: 50 },
      { code: 'S', score: 2, max: 2, percentage: 100 },
      { code: 'E', score: 1, max: 2, percentage: 50 },
      { code: 'C', score: 0, max: 2, percentage: 0 },
    ]);
  });

  it('adds points to several dimensions from one answer and ignores unknown codes', () => {
    const mixed = [
      {
        id: 1,
        answerPoints: new Map<number, Record<string, number>>([
          [5, { R: 1, I: 3, X: 9 }],
          [6, { R: 2 }],
        ]),
      },
    ];
    expect(scoreProfile(['R', 'I'], mixed, new Map([[1, 5]]))).toEqual([
      { code: 'R', score: 1, max: 2, percentage: 50 },
      { code: 'I', score: 3, max: 3, percentage: 100 },
    ]);
  });
});

describe('topDimensions and hollandCode', () => {
  const scores = (values: number[]) =>
    RIASEC.map((code, i) => ({ code, score: values[i] ?? 0, max: 10, percentage: (values[i] ?? 0) * 10 }));

  it('orders by score and breaks ties by dimension order', () => {
    const top = topDimensions(scores([3, 5, 5, 9, 1, 5]));
    expect(top.map((d) => d.code)).toEqual(['S', 'I', 'A']);
    expect(hollandCode(scores([3, 5, 5, 9, 1, 5]))).toBe('SIA');
  });

  it('gives the same answer every time for an all-equal profile', () => {
    expect(hollandCode(scores([4, 4, 4, 4, 4, 4]))).toBe('RIA');
  });

  it('has no Holland code unless the dimensions are exactly RIASEC', () => {
    expect(hollandCode([{ code: 'R', score: 1, max: 1, percentage: 100 }])).toBeNull();
  });
});
