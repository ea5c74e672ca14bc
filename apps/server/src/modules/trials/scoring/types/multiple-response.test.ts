import { describe, expect, it } from 'vitest';
import { scoreMultipleResponse } from './multiple-response.js';

// Two right options (½ each), two wrong ones (−½ and −1).
const options = [
  { id: '1', fraction: 0.5 },
  { id: '2', fraction: 0.5 },
  { id: '3', fraction: -0.5 },
  { id: '4', fraction: -1 },
];
const partial = { type: 'multiple_response' as const, options, allOrNothing: false };
const strict = { ...partial, allOrNothing: true };

describe('scoreMultipleResponse', () => {
  it.each([
    ['both right options', partial, ['1', '2'], 1],
    ['one right option', partial, ['1'], 0.5],
    ['one right and one wrong cancel out', partial, ['1', '3'], 0],
    ['a heavy wrong pick is floored at 0, not negative', partial, ['1', '4'], 0],
    ['every option: 1 − 1.5 floored at 0', partial, ['1', '2', '3', '4'], 0],
    ['empty response', partial, [], 0],
    ['a duplicated right id counts once', partial, ['1', '1', '1'], 0.5],
    ['unknown ids are ignored', partial, ['1', '99', '100'], 0.5],
    ['all-or-nothing: exactly the right set', strict, ['2', '1'], 1],
    ['all-or-nothing: right set with duplicates and unknown ids', strict, ['1', '2', '2', '99'], 1],
    ['all-or-nothing: one missing', strict, ['1'], 0],
    ['all-or-nothing: one extra wrong', strict, ['1', '2', '3'], 0],
    ['all-or-nothing: empty', strict, [], 0],
  ])('%s', (_name, key, ids, mark) => {
    expect(scoreMultipleResponse(key, ids)).toBeCloseTo(mark, 10);
  });

  it('caps a sum above 1 (fractions authored over 100 %)', () => {
    const generous = {
      ...partial,
      options: [
        { id: '1', fraction: 0.8 },
        { id: '2', fraction: 0.8 },
      ],
    };
    expect(scoreMultipleResponse(generous, ['1', '2'])).toBe(1);
  });
});
