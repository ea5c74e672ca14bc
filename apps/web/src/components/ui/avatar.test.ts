import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first and last names and skips the Arabic article', () => {
    expect(initialsOf('سارة العتيبي')).toBe('س\u2009ع');
    expect(initialsOf('محمد بن عبد الله السالم')).toBe('م\u2009س');
    expect(initialsOf('  sara   smith ')).toBe('SS');
    expect(initialsOf('Sara')).toBe('S');
  });
});
