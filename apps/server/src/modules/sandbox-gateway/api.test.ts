import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentBody, postPayment, settledPayment, startSandboxServer, type SandboxServer } from './testing.js';

describe('sandbox Moyasar API', () => {
  let sandbox: SandboxServer;
  beforeAll(async () => {
    sandbox = await startSandboxServer();
  });
  afterAll(() => sandbox.close());

  const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
  const secret = () => sandbox.app.config.paymentGateway.secretKey;
  const api = (path: string, init: RequestInit = {}) => fetch(`${sandbox.baseUrl}/sandbox/moyasar/v1${path}`, init);

  it("creates an initiated payment in Moyasar's shape, pointing at the 3-D Secure step", async () => {
    const res = await postPayment(sandbox, paymentBody(sandbox, { number: '4111 1111 1111 1111' }));
    expect(res.status).toBe(201);
    const payment = (await res.json()) as { id: string };
    expect(payment).toMatchObject({
      status: 'initiated',
      amount: 4900,
      fee: 0,
      currency: 'SAR',
      refunded: 0,
      amount_format: '49.00 SAR',
      description: 'Quiz access',
      callback_url: `${sandbox.baseUrl}/pre-quiz-payment/verify`,
      metadata: { user_id: 'u-1', quiz_id: '7' },
      source: {
        type: 'creditcard',
        company: 'visa',
        name: 'Sara Ahmed',
        number: '4111-11XX-XXXX-1111',
        message: null,
        transaction_url: `${sandbox.baseUrl}/sandbox/moyasar/3ds/${payment.id}`,
      },
    });
    expect(payment.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("accepts a form-encoded create, as Moyasar's form posts it", async () => {
    const form = new URLSearchParams({
      amount: '10000',
      currency: 'sar',
      callback_url: `${sandbox.baseUrl}/payment/verify`,
      'source[type]': 'creditcard',
      'source[name]': 'Omar Ali',
      'source[number]': '4201320111111010',
      'source[cvc]': '321',
      'source[month]': '1',
      'source[year]': '39',
      'metadata[plan]': 'bundle-5',
    });
    const res = await api('/payments', {
      method: 'POST',
      headers: { authorization: basic(sandbox.publishableKey), 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      amount: 10000,
      currency: 'SAR',
      metadata: { plan: 'bundle-5' },
      source: { company: 'mada', number: '4201-32XX-XXXX-1010' },
    });
  });

  it.each([
    ['a failing Luhn check', { source: { number: '4111111111111112' } }, { number: ['is invalid'] }],
    ['an unsupported network', { source: { number: '6011111111111117' } }, { company: [expect.stringContaining('is not supported')] }],
    ['an expired card', { source: { year: '2020' } }, { year: ['card has expired'] }],
    ['a month out of range', { source: { month: '13' } }, { month: ['is invalid'] }],
    ['a two-digit CVC', { source: { cvc: '12' } }, { cvc: ['is invalid'] }],
    ['a three-digit CVC on Amex', { source: { number: '378282246310005', cvc: '123' } }, { cvc: ['is invalid'] }],
    ['a one-word name', { source: { name: 'Sara' } }, { name: ['must contain a first and last name'] }],
    ['a missing card number', { source: { number: undefined } }, { number: ["can't be blank"] }],
    ['an amount under 1 SAR', { amount: 99 }, { amount: ['must be greater than or equal to 100'] }],
    ['a fractional amount', { amount: 49.5 }, { amount: ['must be an integer'] }],
    ['a currency other than SAR', { currency: 'USD' }, { currency: ['is not supported'] }],
    [
      'a callback on another origin',
      { callback_url: 'https://evil.example/steal' },
      { callback_url: [expect.stringContaining('must be an http(s) URL on')] },
    ],
    ['a javascript: callback', { callback_url: 'javascript:alert(1)' }, { callback_url: [expect.any(String)] }],
    ['a source that is not a card', { source: { type: 'stcpay' } }, { type: ['is not supported'] }],
  ])('refuses %s with 400 invalid_request_error', async (_label, change, errors) => {
    const base = paymentBody(sandbox, { number: '4111111111111111' });
    const body = { ...base, ...change, source: { ...base.source, ...(change as { source?: object }).source } };
    const res = await postPayment(sandbox, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ type: 'invalid_request_error', message: 'Validation Failed', errors });
  });

  it("answers malformed and odd bodies with 4xx in Moyasar's shape, never 500", async () => {
    const headers = { authorization: basic(sandbox.publishableKey), 'content-type': 'application/json' };
    for (const body of [
      '{',
      '[]',
      'null',
      '"x"',
      '{"amount":1e400}',
      '{"source":[]}',
      '{"metadata":{"__proto__":{"x":1}}}',
      `{"amount":${'9'.repeat(400)}}`,
    ]) {
      const res = await api('/payments', { method: 'POST', headers, body });
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { type: string }).type, body).toBe('invalid_request_error');
    }
    const xml = await api('/payments', { method: 'POST', headers: { ...headers, 'content-type': 'application/xml' }, body: '<a/>' });
    expect(xml.status).toBe(415);
    expect(await xml.json()).toMatchObject({ type: 'invalid_request_error' });
  });

  it('requires a key: publishable for create, secret for everything else', async () => {
    const id = await settledPayment(sandbox, { number: '4111111111111111' });
    const none = await api(`/payments/${id}`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    expect((await api(`/payments/${id}`, { headers: { authorization: basic(sandbox.publishableKey) } })).status).toBe(401);
    expect(
      (await api(`/payments/${id}/refund`, { method: 'POST', headers: { authorization: basic(sandbox.publishableKey) } })).status,
    ).toBe(401);
    expect((await api(`/payments/${id}`, { headers: { authorization: 'Bearer whatever' } })).status).toBe(401);
    expect((await postPayment(sandbox, paymentBody(sandbox, { number: '4111111111111111' }), 'pk_test_other')).status).toBe(401);
    const ok = await api(`/payments/${id}`, { headers: { authorization: basic(secret()) } });
    expect(ok.status).toBe(200);
    expect((await postPayment(sandbox, paymentBody(sandbox, { number: '4111111111111111' }), secret())).status).toBe(201);
  });

  it('answers an unknown payment with 404 record_not_found', async () => {
    const res = await api('/payments/0b0f3d58-8c1e-4a4a-9a49-4f2b8c2f0f00', { headers: { authorization: basic(secret()) } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ type: 'record_not_found' });
  });

  it('never stores or logs a card number or CVC', async () => {
    const number = '5457210001000092';
    await settledPayment(sandbox, { number, cvc: '987' });
    await postPayment(sandbox, paymentBody(sandbox, { number: '4123120001090109', cvc: '654' }, { amount: 1 }));
    const rows = await sandbox.database.rows<Record<string, unknown>>(sql`select * from sandbox_payments`);
    const stored = JSON.stringify(rows);
    expect(stored).toContain('5457-21XX-XXXX-0092');
    for (const secretValue of [number, '4123120001090109', '"987"', '"654"']) expect(stored).not.toContain(secretValue);
    const logs = sandbox.logs();
    expect(logs).toContain('/sandbox/moyasar/v1/payments');
    for (const secretValue of [number, '4123120001090109', '"cvc"', '"source"', '"body"']) expect(logs).not.toContain(secretValue);
  });
});
