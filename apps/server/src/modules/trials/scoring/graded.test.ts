import { describe, expect, it } from 'vitest';
import { scoreGraded } from './graded.js';
import type { StudentAnswer } from './types/index.js';

/** A single-choice question whose `right` options earn full marks and whose other option (id × 10 + 9) none. */
const choice = (id: number, weight: number, right: number[]) => ({
  id,
  weight,
  key: { type: 'single_choice' as const, options: [...right.map((a) => ({ id: a, fraction: 1 })), { id: id * 10 + 9, fraction: 0 }] },
});
const questions = [choice(1, 1, [11]), choice(2, 2, [21]), choice(3, 3, [31, 32])];
const picks = (entries: [number, number | null][]) =>
  new Map<number, StudentAnswer>(entries.map(([q, a]) => [q, { selected_answer_id: a }]));

describe('scoreGraded', () => {
  it('earns the weight of every correctly answered question', () => {
    const result = scoreGraded(
      questions,
      picks([
        [1, 11],
        [2, 22],
        [3, 32],
      ]),
      60,
    );
    expect(result).toEqual({ score: 4, maxScore: 6, percentage: 66.67, correctCount: 2, passed: true, marking: null });
  });

  it('counts unanswered and null answers as wrong', () => {
    expect(scoreGraded(questions, picks([[1, null]]), 50)).toEqual({
      score: 0,
      maxScore: 6,
      percentage: 0,
      correctCount: 0,
      passed: false,
      marking: null,
    });
  });

  it('passes exactly at the pass mark and fails just under it', () => {
    const two = [choice(1, 1, [11]), choice(2, 1, [21])];
    expect(scoreGraded(two, picks([[1, 11]]), 50).passed).toBe(true);
    expect(scoreGraded(two, picks([[1, 11]]), 51).passed).toBe(false);
  });

  it('rounds the percentage to two decimals and survives an empty quiz', () => {
    const thirds = [1, 2, 3].map((id) => choice(id, 1, [id * 10]));
    expect(scoreGraded(thirds, picks([[1, 10]]), 0).percentage).toBe(33.33);
    expect(scoreGraded([], new Map(), 50)).toEqual({ score: 0, maxScore: 0, percentage: 0, correctCount: 0, passed: false, marking: null });
  });

  describe('with an essay a person marks', () => {
    const withEssay = [choice(1, 1, [11]), { id: 2, weight: 3, key: { type: 'essay' as const } }];
    const answered = new Map<number, StudentAnswer>([
      [1, { selected_answer_id: 11 }],
      [2, { text: '<p>جواب</p>' }],
    ]);

    it('is pending without its mark: no percentage and no pass, the machine-marked points kept', () => {
      expect(scoreGraded(withEssay, answered, 50)).toEqual({
        score: 1,
        maxScore: 4,
        percentage: null,
        correctCount: 1,
        passed: null,
        marking: 'pending',
      });
    });

    it('counts the marker’s share of the mark once given, and then decides the pass', () => {
      expect(scoreGraded(withEssay, answered, 50, new Map([[2, 2 / 3]]))).toEqual({
        score: 3,
        maxScore: 4,
        percentage: 75,
        correctCount: 1,
        passed: true,
        marking: 'complete',
      });
    });

    it('lets a person override a machine mark', () => {
      const result = scoreGraded(
        withEssay,
        answered,
        50,
        new Map([
          [1, 0],
          [2, 1],
        ]),
      );
      expect(result).toMatchObject({ score: 3, percentage: 75, correctCount: 1, marking: 'complete' });
    });
  });
});
