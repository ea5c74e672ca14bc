import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  classifyPaymentError,
  connectivityError,
  finalizationError,
  missingIds,
  notAuthenticated,
  unexpectedStatus,
  type PaymentError,
} from './payment-errors';

const locale = (lng: string): object =>
  JSON.parse(readFileSync(new URL(`../../../public/locales/${lng}/payments.json`, import.meta.url), 'utf8')) as object;
const ar = locale('ar');
const en = locale('en');

const lookup = (messages: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('classifyPaymentError', () => {
  it('words a timeout per call, with the TIMEOUT code', () => {
    const failure = { status: 'TIMEOUT_ERROR', error: 'AbortError' } as const;
    expect(classifyPaymentError(failure, 'save')).toEqual({ type: 'timeout_error', messageKey: 'errors.save.timeout', code: 'TIMEOUT' });
    expect(classifyPaymentError(failure, 'finalize').messageKey).toBe('errors.finalize.timeout');
    expect(lookup(en, 'errors.save.timeout')).toBe('Request timeout: Payment server took too long to respond');
    expect(lookup(en, 'errors.finalize.timeout')).toBe('Request timeout: Payment finalization server took too long to respond');
  });

  it('reports no answer at all as a network error', () => {
    const failure = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } as const;
    expect(classifyPaymentError(failure, 'save')).toEqual({ type: 'network_error', messageKey: 'errors.save.network' });
    expect(classifyPaymentError(failure, 'finalize').messageKey).toBe('errors.finalize.network');
    expect(lookup(en, 'errors.finalize.network')).toContain('payment finalization server');
  });

  it('keeps the server message of an HTTP error, from message, detail, error or a field', () => {
    expect(classifyPaymentError({ status: 500, data: { message: 'm' } }, 'save')).toMatchObject({
      type: 'http_error',
      status: 500,
      message: 'm',
    });
    expect(classifyPaymentError({ status: 503, data: { detail: 'd' } }, 'save').message).toBe('d');
    expect(classifyPaymentError({ status: 502, data: { error: 'e' } }, 'save').message).toBe('e');
    expect(classifyPaymentError({ status: 400, data: { plan: ['This plan is not available.'] } }, 'save').message).toBe(
      'This plan is not available.',
    );
  });

  it('falls back to the per-call failure text when the body says nothing', () => {
    expect(classifyPaymentError({ status: 500, data: null }, 'save')).toEqual({
      type: 'http_error',
      messageKey: 'errors.save.failed',
      status: 500,
    });
    expect(classifyPaymentError({ status: 500, data: 'oops' }, 'finalize').messageKey).toBe('errors.finalize.failed');
    expect(lookup(en, 'errors.save.failed')).toBe('Payment processing failed');
    expect(lookup(en, 'errors.finalize.failed')).toBe('Payment finalization failed');
  });

  it('separates authentication and authorization on finalize only', () => {
    expect(classifyPaymentError({ status: 401, data: {} }, 'finalize')).toEqual({
      type: 'authentication_error',
      messageKey: 'errors.authentication',
      status: 401,
    });
    expect(classifyPaymentError({ status: 403, data: { detail: 'csrf' } }, 'finalize')).toEqual({
      type: 'authorization_error',
      messageKey: 'errors.authorization',
      status: 403,
    });
    expect(classifyPaymentError({ status: 403, data: { detail: 'csrf' } }, 'save')).toMatchObject({ type: 'http_error', message: 'csrf' });
  });

  it('marks an error carrying error_code as a validation error with the code', () => {
    const failure = { status: 400, data: { error_code: 'payment_not_paid', detail: 'The payment was not completed.' } };
    expect(classifyPaymentError(failure, 'save')).toEqual({
      type: 'validation_error',
      messageKey: 'errors.save.failed',
      message: 'The payment was not completed.',
      status: 400,
      code: 'payment_not_paid',
    });
  });

  it('calls anything else unknown', () => {
    expect(classifyPaymentError({ status: 'CUSTOM_ERROR', error: 'x' }, 'save')).toEqual({
      type: 'unknown_error',
      messageKey: 'errors.save.unknown',
    });
    expect(classifyPaymentError(undefined, 'finalize')).toEqual({ type: 'unknown_error', messageKey: 'errors.finalize.unknown' });
  });

  it('reads the status of an unparsable answer', () => {
    const failure = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' } as const;
    expect(classifyPaymentError(failure, 'save')).toMatchObject({ type: 'http_error', status: 502 });
  });
});

describe('the other catalogue entries', () => {
  it('have their types and texts', () => {
    expect(finalizationError()).toEqual({ type: 'finalization_error', messageKey: 'errors.finalization' });
    expect(connectivityError().type).toBe('connectivity_error');
    expect(unexpectedStatus(202)).toMatchObject({ type: 'http_error', status: 202, values: { status: 202 } });
    expect(notAuthenticated().type).toBe('authentication_error');
    expect(missingIds('save').messageKey).toBe('errors.planAndPaymentRequired');
    expect(missingIds('finalize').messageKey).toBe('errors.paymentIdRequired');
    expect(lookup(en, 'errors.connectivity')).toBe('API connectivity test failed');
  });

  it('exist in Arabic and English for every key the classifier can give', () => {
    const errors: PaymentError[] = [
      ...(['save', 'finalize'] as const).flatMap((op) => [
        classifyPaymentError({ status: 'TIMEOUT_ERROR', error: '' }, op),
        classifyPaymentError({ status: 'FETCH_ERROR', error: '' }, op),
        classifyPaymentError({ status: 500, data: null }, op),
        classifyPaymentError(undefined, op),
        missingIds(op),
      ]),
      classifyPaymentError({ status: 401, data: null }, 'finalize'),
      classifyPaymentError({ status: 403, data: null }, 'finalize'),
      finalizationError(),
      connectivityError(),
      unexpectedStatus(500),
      notAuthenticated(),
    ];
    for (const { messageKey } of errors) {
      expect(typeof lookup(en, messageKey), messageKey).toBe('string');
      expect(typeof lookup(ar, messageKey), messageKey).toBe('string');
    }
  });
});
