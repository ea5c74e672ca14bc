import { describe, expect, it } from 'vitest';
import { badKeys, badRanges, linesOf } from './rules-lines';

describe('access rule lines', () => {
  it('splits on lines, commas and spaces, dropping blanks', () => {
    expect(linesOf('10.0.0.0/8\n\n 192.168.1.0/24, 2001:db8::/32 ')).toEqual(['10.0.0.0/8', '192.168.1.0/24', '2001:db8::/32']);
  });
  it('names each entry that is not a range or a key, by its position', () => {
    expect(badRanges('10.0.0.0/8\nroom-3\n10.0.0.0/40')).toEqual([
      { n: 2, entry: 'room-3' },
      { n: 3, entry: '10.0.0.0/40' },
    ]);
    expect(badKeys(`${'a'.repeat(64)}\nabc`)).toEqual([{ n: 2, entry: 'abc' }]);
  });
});
