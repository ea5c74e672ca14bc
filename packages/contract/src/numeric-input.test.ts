import { describe, expect, it } from 'vitest';
import { parseStudentNumber } from './numeric-input.js';

describe('parseStudentNumber', () => {
  it.each<[string, number]>([
    ['42', 42],
    ['3.14', 3.14],
    ['٣٫١٤', 3.14],
    ['۳٫۱۴', 3.14],
    ['١٬٠٠٠', 1000],
    ['١٬٠٠٠٬٠٠٠٫٥', 1_000_000.5],
    ['-٢', -2],
    ['−٢', -2],
    ['+٧', 7],
    ['  ١٢  ', 12],
    ['\u061C-٥', -5],
    ['3,14', 3.14],
    ['٣,٥', 3.5],
    ['0,125', 0.125],
    ['1,000,000', 1_000_000],
    ['12,345.6', 12_345.6],
    ['.5', 0.5],
    ['٠', 0],
    ['-0', 0],
  ])('%s → %s', (input, value) => {
    expect(parseStudentNumber(input)).toBe(value);
  });

  it.each([
    ['empty', ''],
    ['spaces only', '   '],
    ['letters', 'abc'],
    ['Arabic words', 'ثلاثة'],
    ['a unit glued on', '5kg'],
    ['two numbers', '1 2'],
    ['two decimal points', '1.2.3'],
    ['a lone sign', '-'],
    ['a double sign', '--2'],
    ['ambiguous comma: one thousand or one point zero', '1,000'],
    ['misplaced grouping', '1,00,0.5'],
    ['Arabic grouping of the wrong width', '١٬٠٠'],
    ['exponent notation', '1e3'],
    ['hexadecimal', '0x10'],
    ['Infinity', 'Infinity'],
    ['too big to be finite', '9'.repeat(400)],
  ])('%s → null', (_name, input) => {
    expect(parseStudentNumber(input)).toBeNull();
  });
});
