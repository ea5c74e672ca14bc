import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts.js';

describe('rate limits on the account routes', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const expectThrottled = (res: Awaited<ReturnType<AccountsTestApp['post']>>) => {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(res.json()).toEqual({ detail: `Too many requests. Try again in ${retryAfter} seconds.`, error_code: 'throttled' });
  };

  it('allows 10 sign-in attempts a minute per email, then 429 with Retry-After; other emails go on', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) expect((await t.post('auth/login/', { email, password: 'wrong password' })).statusCode).toBe(401);
    expectThrottled(await t.post('auth/login/', { email: email.toUpperCase(), password: 'wrong password' }));
    expect((await t.post('auth/login/', { email: uniqueEmail(), password: 'wrong password' })).statusCode).toBe(401);
  });

  it('sends at most 5 codes a minute to one address across the code-sending routes', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await t.post('auth/forgot-password/', { email })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await t.post('auth/login_otp/', { email })).statusCode).toBe(200);
    const res = await t.post('auth/login_otp/', { email });
    expectThrottled(res);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('limits checking codes per email', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) expect((await t.post('auth/verify_otp/', { email, otp: '000000' })).statusCode).toBe(400);
    expectThrottled(await t.post('auth/verify_otp/', { email, otp: '000000' }));
  });
});

describe('the per-IP limit', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimitIpPerMinute: 3 });
  });
  afterAll(() => t.close());

  it('is configurable and counts every account route from one address', async () => {
    expect((await t.post('auth/login/', { email: uniqueEmail(), password: 'x' })).statusCode).toBe(401);
    expect((await t.post('auth/forgot-password/', { email: uniqueEmail() })).statusCode).toBe(200);
    expect((await t.post('auth/refresh/', { refresh: 'x' })).statusCode).toBe(401);
    const res = await t.post('auth/login_otp/', { email: uniqueEmail() }, { lang: 'ar' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().detail).toContain('ثانية');
  });
});

describe('an unreachable counter store', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('does not lock anyone out: the limits are skipped and the outage logged', async () => {
    const res = await t.post('auth/login/', { email: uniqueEmail(), password: 'wrong password' });
    expect(res.statusCode).toBe(401);
  });
});
