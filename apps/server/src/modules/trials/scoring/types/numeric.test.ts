import { describe, expect, it } from 'vitest';
import { parseStudentNumber } from '@mizan/contract/numeric-input';
import { scoreNumeric } from './numeric.js';

// π to two places for full marks, a rougher 3 for half, anything in 3..4 for a tenth.
const key = {
  type: 'numeric' as const,
  accepted: [
    { value: 3.14, tolerance: 0.01, fraction: 1 },
    { value: 3, tolerance: 0, fraction: 0.5 },
    { min: 3, max: 4, fraction: 0.1 },
  ],
};

describe('scoreNumeric', () => {
  it.each([
    ['exact value', 3.14, 1],
    ['inside the tolerance', 3.149, 1],
    ['on the tolerance edge (binary rounding must not lose it)', 3.15, 1],
    ['on the lower tolerance edge', 3.13, 1],
    ['just outside the tolerance, inside the range', 3.16, 0.1],
    ['several accepted answers match: the best fraction wins', 3, 0.5],
    ['range upper edge', 4, 0.1],
    ['below everything', 2.99, 0],
    ['above everything', 4.01, 0],
    ['negative', -3.14, 0],
    ['NaN', Number.NaN, 0],
    ['Infinity', Number.POSITIVE_INFINITY, 0],
    ['no answer', null, 0],
  ])('%s', (_name, value, mark) => {
    expect(scoreNumeric(key, value)).toBe(mark);
  });

  // What the player sends for what a student typed (it parses with parseStudentNumber before saving).
  it.each([
    ['Arabic-Indic digits with the Arabic decimal separator', '٣٫١٤', 1],
    ['Persian digits', '۳٫۱۴', 1],
    ['a decimal comma', '3,14', 1],
    ['Arabic-Indic whole number', '٣', 0.5],
    ['Arabic-Indic inside the range only', '٣٫٥', 0.1],
    ['an Arabic minus', '−٣٫١٤', 0],
  ])('typed: %s', (_name, typed, mark) => {
    expect(scoreNumeric(key, parseStudentNumber(typed))).toBe(mark);
  });

  it('reads a negative range', () => {
    const cold = { type: 'numeric' as const, accepted: [{ min: -10, max: -5, fraction: 1 }] };
    expect(scoreNumeric(cold, -7.5)).toBe(1);
    expect(scoreNumeric(cold, 7.5)).toBe(0);
  });
});
