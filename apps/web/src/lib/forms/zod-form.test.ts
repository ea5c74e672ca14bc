import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginRequest } from '@mizan/contract/auth';
import { FullName } from '@mizan/contract/profile';
import { decodeMessage, zodForm } from './zod-form';

const messagesOf = async (schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>, values: Record<string, unknown>) => {
  const result = await zodForm(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, decodeMessage(String(error?.message))]));
};

describe('zodForm', () => {
  it('describes issues with the contract keys the server uses', async () => {
    expect(await messagesOf(LoginRequest, { email: 'nope', password: '' })).toEqual({
      email: { key: 'invalid_email', params: {} },
      password: { key: 'required', params: {} },
    });
    expect(await messagesOf(z.object({ fullname: FullName }), { fullname: 'a' })).toEqual({
      fullname: { key: 'too_small_string', params: { min: 2, count: 2 } },
    });
    expect(await messagesOf(z.object({ fullname: FullName }), { fullname: 'a1b2' })).toEqual({
      fullname: { key: 'invalid_name', params: {} },
    });
  });

  it('leaves messages the server already localized alone', () => {
    expect(decodeMessage('auth:password.mismatch')).toEqual({ key: 'auth:password.mismatch', params: {} });
    expect(decodeMessage('Required.')).toBeNull();
    expect(decodeMessage('هذا الحقل مطلوب.')).toBeNull();
  });
});
