import { describe, expect, it } from 'vitest';
import { scoreQuestion, type ScoringKey } from './index.js';
import { weightedTotal } from './weighted.js';

const ordering: ScoringKey = { type: 'ordering', order: ['1', '2', '3'], allOrNothing: false };

describe('scoreQuestion', () => {
  it.each<[string, ScoringKey, Parameters<typeof scoreQuestion>[1], number]>([
    ['single choice', { type: 'single_choice', options: [{ id: 1, fraction: 1 }] }, { selected_answer_id: 1 }, 1],
    ['true/false', { type: 'true_false', correctOptionId: 2 }, { selected_answer_id: 2 }, 1],
    [
      'multiple response',
      { type: 'multiple_response', options: [{ id: '1', fraction: 1 }], allOrNothing: false },
      { option_ids: ['1'] },
      1,
    ],
    ['ordering', ordering, { order: ['1', '3', '2'] }, 2 / 3],
    [
      'matching',
      { type: 'matching', pairs: [{ prompt: '1', answer: '2' }], allOrNothing: false },
      { pairs: [{ prompt: '1', answer: '2' }] },
      1,
    ],
    ['numeric', { type: 'numeric', accepted: [{ value: 7, tolerance: 0, fraction: 1 }] }, { number: 7 }, 1],
    ['short text', { type: 'short_text', accepted: [{ text: 'نعم', fraction: 1 }], exact: false }, { text: 'نعم' }, 1],
    ['no answer', ordering, null, 0],
    ["another type's shape earns nothing", ordering, { option_ids: ['1', '2', '3'] }, 0],
    ['a typed response on a single-choice key earns nothing', { type: 'true_false', correctOptionId: 2 }, { text: '2' }, 0],
  ])('%s', (_name, key, answer, mark) => {
    expect(scoreQuestion(key, answer)).toBeCloseTo(mark, 10);
  });
});

describe('weightedTotal', () => {
  it.each([
    ['weights default to 1', [{ mark: 1 }, { mark: 0.5 }, { mark: 0 }], { score: 1.5, maxScore: 3, percentage: 50 }],
    [
      'marks scale by weight',
      [
        { weight: 3, mark: 1 },
        { weight: 1, mark: 0 },
      ],
      { score: 3, maxScore: 4, percentage: 75 },
    ],
    [
      'partial marks on weighted questions',
      [
        { weight: 2, mark: 0.25 },
        { weight: 4, mark: 0.75 },
      ],
      { score: 3.5, maxScore: 6, percentage: 58.33 },
    ],
    ['thirds are rounded to 2 places', [{ mark: 1 / 3 }], { score: 0.33, maxScore: 1, percentage: 33.33 }],
    ['no questions', [], { score: 0, maxScore: 0, percentage: 0 }],
  ])('%s', (_name, questions, total) => {
    expect(weightedTotal(questions)).toEqual(total);
  });
});
