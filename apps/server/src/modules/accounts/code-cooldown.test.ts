import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { createAccountsTestApp, GOOD_PASSWORD, uniqueEmail, type AccountsTestApp } from '../../test/accounts.js';

/** One code on its way to an address at a time: a 60 s cooldown per address, whatever the route and the process. */
describe('the code-mail cooldown', () => {
  let t: AccountsTestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    other = await buildApp(testConfig({ smtpUrl: t.app.config.smtpUrl, dataDir: t.dataDir }), { database: t.database });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const postThere = (url: string, payload: object) => other.inject({ method: 'POST', url: `/api/v1/${url}`, payload });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  it('mails one code for a burst of requests to two processes and two routes', async () => {
    const { email } = await t.signUp();
    const answers = await Promise.all([
      t.post('auth/forgot-password/', { email }),
      postThere('auth/forgot-password/', { email }),
      t.post('auth/login_otp/', { email }),
      postThere('auth/login_otp/', { email }),
    ]);
    // Four, plus the registration's, stay within the five mails a minute an address may be sent.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    await settle();
    expect(t.mailbox.pending(email)).toHaveLength(1);
  });

  it('does not mail a second verification code within the minute, by resend or by an unverified sign-in', async () => {
    const email = uniqueEmail();
    expect((await t.post('auth/register/', { email, password: GOOD_PASSWORD, fullname: 'Test User' })).statusCode).toBe(201);
    await postThere('auth/resend-verification-code/', { email });
    expect((await t.post('auth/login/', { email, password: GOOD_PASSWORD })).json().error_code).toBe('email_not_verified');
    await settle();
    expect(t.mailbox.pending(email)).toHaveLength(1);
  });
});
