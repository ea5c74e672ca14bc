import { describe, expect, it } from 'vitest';
import { scoreGraded } from './graded.js';

const questions = [
  { id: 1, weight: 1, correctAnswerIds: [11] },
  { id: 2, weight: 2, correctAnswerIds: [21] },
  { id: 3, weight: 3, correctAnswerIds: [31, 32] },
];

describe('scoreGraded', () => {
  it('earns the weight of every correctly answered question', () => {
    const result = scoreGraded(
      questions,
      new Map([
        [1, 11],
        [2, 22],
        [3, 32],
      ]),
      60,
    );
    expect(result).toEqual({ score: 4, maxScore: 6, percentage: 66.67, correctCount: 2, passed: true });
  });

  it('counts unanswered and null answers as wrong', () => {
    expect(scoreGraded(questions, new Map([[1, null]]), 50)).toEqual({
      score: 0,
      maxScore: 6,
      percentage: 0,
      correctCount: 0,
      passed: false,
    });
  });

  it('passes exactly at the pass mark and fails just under it', () => {
    const two = [
      { id: 1, weight: 1, correctAnswerIds: [11] },
      { id: 2, weight: 1, correctAnswerIds: [21] },
    ];
    expect(scoreGraded(two, new Map([[1, 11]]), 50).passed).toBe(true);
    expect(scoreGraded(two, new Map([[1, 11]]), 51).passed).toBe(false);
  });

  it('rounds the percentage to two decimals and survives an empty quiz', () => {
    const thirds = [1, 2, 3].map((id) => ({ id, weight: 1, correctAnswerIds: [id * 10] }));
    expect(scoreGraded(thirds, new Map([[1, 10]]), 0).percentage).toBe(33.33);
    expect(scoreGraded([], new Map(), 50)).toEqual({ score: 0, maxScore: 0, percentage: 0, correctCount: 0, passed: false });
  });
});
