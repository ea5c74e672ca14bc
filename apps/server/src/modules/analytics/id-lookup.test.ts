import { describe, expect, it } from 'vitest';
import { idLookup } from './id-lookup.js';

describe('idLookup', () => {
  it('answers each id its value and any other id `missing`, for close ids and for ids billions apart', () => {
    for (const ids of [
      [40, 41, 43],
      [7, 2_000_000_000, 12],
    ]) {
      const lookup = idLookup(ids, [0.5, 1, 0], -1);
      expect(ids.map(lookup)).toEqual([0.5, 1, 0]);
      for (const other of [0, 6, 42, 44, 1_999_999_999, 2_147_483_647]) expect(lookup(other)).toBe(-1);
    }
    expect(idLookup([], [], 0)(5)).toBe(0);
  });
});
