import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser } from '../../test/users.js';
import { GOOD_PASSWORD, uniqueEmail } from '../../test/accounts.js';

describe('development outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: undefined });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: { 'accept-language': 'en' } });
  const outbox = (headers: Record<string, string> = {}, query = '') => t.app.inject({ url: `/api/v1/admin/outbox/${query}`, headers });

  it('keeps mail for operators to read, newest first, and the code in it works', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await post('auth/register/', { email: first, password: GOOD_PASSWORD, fullname: 'First User' });
    await post('auth/register/', { email: second, password: GOOD_PASSWORD, fullname: 'Second User' });
    await t.app.mailer.drain();

    expect((await outbox()).statusCode).toBe(401);
    const student = await createTestUser(t.app);
    expect((await outbox(student.headers)).statusCode).toBe(403);

    // Staff must not read sign-in codes: a reset code for the admin would hand them the admin's account.
    const staff = await createTestUser(t.app, { role: 'staff' });
    expect((await outbox(staff.headers)).statusCode).toBe(403);

    const admin = await createTestUser(t.app, { role: 'admin' });
    const page = await outbox(admin.headers, '?limit=1&page=1');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.count).toBe(2);
    expect(body.next).toBe('http://localhost:3000/api/v1/admin/outbox/?limit=1&page=2');
    expect(body.results[0]).toMatchObject({ to: second, subject: 'Confirm your email for Mizan' });

    const all = (await outbox(admin.headers, '?pagination=false')).json();
    const code = /\b(\d{6})\b/.exec(all.find((m: { to: string }) => m.to === first).text)?.[1];
    expect((await post('auth/validate-email/', { email: first, code })).statusCode).toBe(200);
  });
});
