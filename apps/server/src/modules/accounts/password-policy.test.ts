import { describe, expect, it } from 'vitest';
import { Password } from '@mizan/contract/auth';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import common from './common-passwords.json' with { type: 'json' };
import { assertPasswordAllowed } from './password-policy.js';

describe('password policy', () => {
  it('ships about a thousand common passwords, all of a length the schema would otherwise accept', () => {
    expect(common.length).toBe(1000);
    expect(new Set(common).size).toBe(1000);
    expect(common.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
  });

  it('refuses common passwords whatever their case, under the given field', () => {
    for (const password of ['password123', 'QWERTY123', '12345678', 'Iloveyou1']) {
      const err = (() => {
        try {
          assertPasswordAllowed(password, 'new_password');
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).options.field).toBe('new_password');
    }
    expect(() => assertPasswordAllowed('correct horse battery staple', 'password')).not.toThrow();
  });

  it('asks only for 8 to 128 characters: no composition rules', () => {
    expect(Password.safeParse('alllowercase').success).toBe(true);
    expect(Password.safeParse('كلمة مرور عربية').success).toBe(true);
    expect(Password.safeParse('short').success).toBe(false);
    expect(Password.safeParse('x'.repeat(128)).success).toBe(true);
    expect(Password.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('hashes with argon2id (OWASP parameters) and verifies, also against no hash at all', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword(null, 'correct horse battery staple')).toBe(false);
  });
});
