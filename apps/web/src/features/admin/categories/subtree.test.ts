import { describe, expect, it } from 'vitest';
import { subtree } from './subtree';

const tree = [
  { id: 1, depth: 0 },
  { id: 2, depth: 1 },
  { id: 3, depth: 2 },
  { id: 4, depth: 1 },
  { id: 5, depth: 0 },
];

describe('subtree', () => {
  it('takes the category and its descendants, up to its next sibling', () => {
    expect([...subtree(tree, 2)]).toEqual([2, 3]);
    expect([...subtree(tree, 1)]).toEqual([1, 2, 3, 4]);
  });
  it('runs to the end for the last branch, and is empty for an unknown id', () => {
    expect([...subtree(tree, 5)]).toEqual([5]);
    expect(subtree(tree, 9).size).toBe(0);
  });
});
