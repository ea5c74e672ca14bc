import { describe, expect, it } from 'vitest';
import { readServerError } from './server-errors';

describe('readServerError', () => {
  it('puts field messages under the form fields and the rest in detail', () => {
    const error = { status: 400, data: { error_code: 'validation_error', email: ['taken'], captcha: ['bad'] } };
    expect(readServerError(error, ['email', 'password'])).toEqual({
      status: 400,
      code: 'validation_error',
      detail: 'bad',
      fields: { email: 'taken' },
    });
  });

  it('prefers detail and non_field_errors', () => {
    expect(readServerError({ status: 429, data: { detail: 'slow down', error_code: 'throttled' } }, []).detail).toBe('slow down');
    expect(readServerError({ status: 400, data: { non_field_errors: ['no'] } }, []).detail).toBe('no');
  });

  it('copes with network errors without a body', () => {
    expect(readServerError({ status: 'FETCH_ERROR', error: 'TypeError' }, ['email'])).toEqual({
      status: 'FETCH_ERROR',
      code: undefined,
      detail: undefined,
      fields: {},
    });
  });
});
