import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('grades by length first', () => {
    expect(passwordStrength('abc')).toBe('tooShort');
    expect(passwordStrength('aaaaaaaa')).toBe('weak');
    expect(passwordStrength('sunflower12')).toBe('fair');
    expect(passwordStrength('correct horse battery')).toBe('strong');
    expect(passwordStrength('Mizan-3a9f1c2b')).toBe('strong');
  });
});
