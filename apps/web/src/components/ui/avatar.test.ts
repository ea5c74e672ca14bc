import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first and last names and skips the Arabic article', () => {
    expect(initialsOf('سارة العتيبي')).toEqual(['س', 'ع']);
    expect(initialsOf('محمد بن عبد الله السالم')).toEqual(['م', 'س']);
    expect(initialsOf('  sara   smith ')).toEqual(['S', 'S']);
    expect(initialsOf('Sara')).toEqual(['S']);
  });
});
