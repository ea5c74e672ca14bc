import { describe, expect, it } from 'vitest';
import { scoreMatching } from './matching.js';

// Prompts 1..4 match answers 11..14; answer 15 is a distractor.
const pairs = [
  { prompt: '1', answer: '11' },
  { prompt: '2', answer: '12' },
  { prompt: '3', answer: '13' },
  { prompt: '4', answer: '14' },
];
const partial = { type: 'matching' as const, pairs, allOrNothing: false };
const strict = { ...partial, allOrNothing: true };
const p = (prompt: string, answer: string) => ({ prompt, answer });

describe('scoreMatching', () => {
  it.each([
    ['every pair right', partial, pairs, 1],
    ['three of four', partial, [p('1', '11'), p('2', '12'), p('3', '13'), p('4', '15')], 0.75],
    ['two swapped answers', partial, [p('1', '12'), p('2', '11'), p('3', '13'), p('4', '14')], 0.5],
    ['a distractor everywhere', partial, [p('1', '15'), p('2', '15'), p('3', '15'), p('4', '15')], 0],
    ['empty response', partial, [], 0],
    ['only one prompt answered', partial, [p('2', '12')], 0.25],
    ['a prompt paired twice keeps its first pairing (wrong)', partial, [p('1', '12'), p('1', '11')], 0],
    ['a prompt paired twice keeps its first pairing (right)', partial, [p('1', '11'), p('1', '12')], 0.25],
    ['unknown prompts are ignored', partial, [p('9', '11'), p('1', '11')], 0.25],
    ['all-or-nothing: every pair', strict, pairs, 1],
    ['all-or-nothing: three of four', strict, [p('1', '11'), p('2', '12'), p('3', '13')], 0],
    ['all-or-nothing: empty', strict, [], 0],
  ])('%s', (_name, key, response, mark) => {
    expect(scoreMatching(key, response)).toBe(mark);
  });
});
