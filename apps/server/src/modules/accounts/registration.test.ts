import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccountsTestApp, GOOD_PASSWORD, uniqueEmail, type AccountsTestApp } from '../../test/accounts.js';

describe('registration and email verification', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const usersNamed = async (email: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from users where lower(email) = ${email.toLowerCase()}`))[0]?.n;
  /** As if the code-mail cooldown had passed for this address (code-cooldown.test.ts covers the cooldown itself). */
  const cooledDown = (email: string) =>
    t.database.rows(sql`update one_time_codes set created_at = created_at - interval '61 seconds'
      where user_id = (select id from users where lower(email) = ${email.toLowerCase()})`);

  it('registers, mails a code (body only, RTL for Arabic), validates it once and signs the user in', async () => {
    const email = uniqueEmail();
    const res = await t.post(
      'auth/register/',
      { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD, fullname: '  سارة العتيبي ', phone: '055 123 4567' },
      { lang: 'ar' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().detail).toContain('تحقّق من بريدك الإلكتروني');

    const mail = await t.mailbox.take(email);
    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني في ميزان');
    expect(mail.subject).not.toMatch(/\d/);
    expect(mail.html).toContain('dir="rtl"');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(mail.html).toContain(code);
    const stored = await t.database.rows<{ code_hash: string }>(sql`select code_hash from one_time_codes`);
    expect(stored.map((r) => r.code_hash).join()).not.toContain(code);

    const ok = await t.post('auth/validate-email/', { email, code });
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh', 'user']);
    expect(body.user).toMatchObject({
      email,
      fullname: 'سارة العتيبي',
      phone: '+966551234567',
      language: 'ar',
      role: 'student',
      is_verified: true,
      avatar: null,
    });
    expect(Date.parse(body.user.date_joined)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.get('profile/me/', { token: body.access })).json().email).toBe(email);

    const again = await t.post('auth/validate-email/', { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: ['The code is wrong or has expired. After 5 wrong tries a code stops working, so request a new one.'],
      error_code: 'invalid_code',
    });
  });

  it('refuses an unverified sign-in with email_not_verified and mails a fresh code that voids the old one', async () => {
    const email = uniqueEmail();
    await t.post('auth/register/', { email, password: GOOD_PASSWORD, fullname: 'Sara Ahmed' });
    const first = await t.mailbox.code(email);
    await cooledDown(email);

    const login = await t.post('auth/login/', { email, password: GOOD_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      detail: 'Your email is not verified yet. Enter the verification code we have emailed you (a new one at most once a minute).',
      error_code: 'email_not_verified',
    });
    const fresh = await t.mailbox.code(email);
    await t.app.mailer.drain();
    expect(t.mailbox.pending(email)).toEqual([]);

    if (fresh !== first) expect((await t.post('auth/validate-email/', { email, code: first })).statusCode).toBe(400);
    expect((await t.post('auth/validate-email/', { email, code: fresh })).statusCode).toBe(200);
    expect((await t.post('auth/login/', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a registered email (whatever its case) like a new one, and mails its owner a notice instead of a code', async () => {
    const { email } = await t.signUp();
    const fresh = await t.post('auth/register/', { email: uniqueEmail(), password: GOOD_PASSWORD, fullname: 'Someone New' });
    const taken = await t.post('auth/register/', { email: email.toUpperCase(), password: GOOD_PASSWORD, fullname: 'Someone Else' });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());
    expect(await usersNamed(email)).toBe(1);
    const notice = await t.mailbox.take(email);
    expect(notice.subject).toBe('Someone tried to register with your email on Mizan');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
  });

  it('answers bad registrations with field errors in Arabic and English and stores nothing', async () => {
    const email = uniqueEmail();
    const bad = { email: 'not-an-email', password: 'short', fullname: 'A', phone: '12345' };
    const en = await t.post('auth/register/', bad);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Must be at least 8 characters.'],
      fullname: ['Must be at least 2 characters.'],
      phone: ['Enter a valid mobile number, such as 05XXXXXXXX or +9665XXXXXXXX.'],
      error_code: 'validation_error',
    });
    const ar = await t.post('auth/register/', {}, { lang: 'ar' });
    expect(ar.json()).toEqual({
      email: ['هذا الحقل مطلوب.'],
      password: ['هذا الحقل مطلوب.'],
      fullname: ['هذا الحقل مطلوب.'],
      error_code: 'validation_error',
    });

    const spoofed = await t.post('auth/register/', { email, password: GOOD_PASSWORD, fullname: 'Sara\u202Egnp.exe' });
    expect(spoofed.json().fullname).toEqual(['Enter a valid name in Arabic or Latin letters, without symbols or digits.']);
    const control = await t.post('auth/register/', { email, password: GOOD_PASSWORD, fullname: 'Sara\u0000Ali' }, { lang: 'ar' });
    expect(control.json().fullname).toEqual(['لا يُسمح بمحارف التحكّم.']);
    const common = await t.post('auth/register/', { email, password: 'Password123', fullname: 'Sara Ali' });
    expect(common.json()).toEqual({
      password: ['This password is too common and easy to guess. Choose another one.'],
      error_code: 'validation_error',
    });
    const long = await t.post('auth/register/', { email, password: 'x'.repeat(129), fullname: 'Sara Ali' });
    expect(long.json().password).toEqual(['Must be at most 128 characters.']);

    expect(await usersNamed(email)).toBe(0);
    expect(t.mailbox.pending(email)).toEqual([]);
  });

  it('accepts Arabic and Latin names in NFC and normalises Saudi and international phone numbers', async () => {
    const decomposed = 'Rene\u0301e Nour';
    const res = await t.post('auth/register/', {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      fullname: decomposed,
      phone: '+966 55 123 4567',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.rows<{ fullname: string; phone: string }>(
      sql`select fullname, phone from users order by date_joined desc limit 1`,
    );
    expect(row).toEqual({ fullname: 'Ren\u00e9e Nour', phone: '+966551234567' });
  });

  it('resends a verification code once a minute per address, with the same answer for unknown addresses', async () => {
    const email = uniqueEmail();
    await t.post('auth/register/', { email, password: GOOD_PASSWORD, fullname: 'Omar Ali' });
    await t.mailbox.take(email);
    await cooledDown(email);

    const known = await t.post('auth/resend-verification-code/', { email });
    const unknown = await t.post('auth/resend-verification-code/', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.mailbox.code(email)).toMatch(/^\d{6}$/);

    const tooSoon = await t.post('auth/resend-verification-code/', { email: email.toUpperCase() });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(tooSoon.json().error_code).toBe('throttled');
  });

  it('voids a code after 5 wrong tries, even when the right one comes next', async () => {
    const email = uniqueEmail();
    await t.post('auth/register/', { email, password: GOOD_PASSWORD, fullname: 'Huda Saad' });
    const code = await t.mailbox.code(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.post('auth/validate-email/', { email, code: wrong });
      expect(res.json().error_code).toBe('invalid_code');
    }
    const right = await t.post('auth/validate-email/', { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().error_code).toBe('invalid_code');
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await t.post('auth/register/', { email, password: GOOD_PASSWORD, fullname: 'Nora Fahad' });
    const code = await t.mailbox.code(email);
    await t.database.rows(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${email})`,
    );
    const res = await t.post('auth/validate-email/', { email, code }, { lang: 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: ['الرمز غير صحيح أو انتهت صلاحيته. بعد 5 محاولات خاطئة يتوقف الرمز، فاطلب رمزًا جديدًا.'],
      error_code: 'invalid_code',
    });
  });

  it('checks the code format before anything else', async () => {
    const res = await t.post('auth/validate-email/', { email: uniqueEmail(), code: '12ab' }, { lang: 'ar' });
    expect(res.json()).toEqual({ code: ['الرمز مكوّن من ٦ أرقام.'], error_code: 'validation_error' });
  });
});
