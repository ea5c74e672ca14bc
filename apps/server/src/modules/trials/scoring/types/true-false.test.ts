import { describe, expect, it } from 'vitest';
import { scoreSingleChoice } from './single-choice.js';
import { scoreTrueFalse } from './true-false.js';

const trueIsRight = { type: 'true_false' as const, correctOptionId: 11 };
const falseIsRight = { type: 'true_false' as const, correctOptionId: 12 };

describe('scoreTrueFalse', () => {
  it.each([
    ['true when true is right', trueIsRight, 11, 1],
    ['false when true is right', trueIsRight, 12, 0],
    ['false when false is right', falseIsRight, 12, 1],
    ['true when false is right', falseIsRight, 11, 0],
    ['no answer', trueIsRight, null, 0],
    ['no answer when false is right', falseIsRight, null, 0],
    ['an id of another question', trueIsRight, 99, 0],
    ['id 0', trueIsRight, 0, 0],
  ])('%s', (_name, key, selected, mark) => {
    expect(scoreTrueFalse(key, selected)).toBe(mark);
  });
});

const single = {
  type: 'single_choice' as const,
  options: [
    { id: 1, fraction: 1 },
    { id: 2, fraction: 0.5 },
    { id: 3, fraction: 0 },
    { id: 4, fraction: -0.5 },
  ],
};

describe('scoreSingleChoice', () => {
  it.each([
    ['the right option', 1, 1],
    ['a half-right option', 2, 0.5],
    ['a wrong option', 3, 0],
    ['a penalised option scores 0, not negative', 4, 0],
    ['no answer', null, 0],
    ['an unknown option', 99, 0],
    ['id 0', 0, 0],
    ['a negative id', -1, 0],
  ])('%s', (_name, selected, mark) => {
    expect(scoreSingleChoice(single, selected)).toBe(mark);
  });
});
