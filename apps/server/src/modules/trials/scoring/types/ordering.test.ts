import { describe, expect, it } from 'vitest';
import { scoreOrdering } from './ordering.js';

const right = ['1', '2', '3', '4', '5'];
const partial = { type: 'ordering' as const, order: right, allOrNothing: false };
const strict = { ...partial, allOrNothing: true };

describe('scoreOrdering', () => {
  it.each([
    ['the right order', partial, right, 1],
    ['one item moved to the front keeps the other four in order', partial, ['5', '1', '2', '3', '4'], 0.8],
    ['two adjacent items swapped', partial, ['2', '1', '3', '4', '5'], 0.8],
    ['fully reversed: only one item is in order with itself', partial, ['5', '4', '3', '2', '1'], 0.2],
    ['interleaved halves', partial, ['3', '4', '5', '1', '2'], 0.6],
    ['empty response', partial, [], 0],
    ['a partial response counts the items it places', partial, ['1', '2'], 0.4],
    ['a repeated id counts once', partial, ['1', '1', '1', '1', '1'], 0.2],
    ['unknown ids are ignored', partial, ['1', '99', '2', '3', '98', '4', '5'], 1],
    ['all-or-nothing: right order', strict, right, 1],
    ['all-or-nothing: one swap', strict, ['2', '1', '3', '4', '5'], 0],
    ['all-or-nothing: right order with an unknown id', strict, ['1', '2', '3', '4', '5', '99'], 1],
    ['all-or-nothing: empty', strict, [], 0],
  ])('%s', (_name, key, order, mark) => {
    expect(scoreOrdering(key, order)).toBeCloseTo(mark, 10);
  });
});
