import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_ALPHABET } from '@mizan/contract/coupons';
import { coupons } from '../../db/schema/payments.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { insertPlan } from '../payments/test-payments.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

describe('coupons', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let couponQuiz: number;
  let paidQuiz: number;
  let codeSeq = 0;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    await insertPlan(t.database, 1, 4900);
    couponQuiz = (await insertQuiz(t.app.db, gradedQuiz({ access: 'coupon' }, 2))).id;
    paidQuiz = (await insertQuiz(t.app.db, gradedQuiz({ access: 'paid', priceHalalas: 4900 }, 2))).id;
  });
  afterAll(() => t.close());

  /** A fresh code from the alphabet for each test. */
  async function coupon(values: Partial<typeof coupons.$inferInsert> = {}): Promise<string> {
    const n = ++codeSeq;
    const code = `CPN${[n >> 10, n >> 5, n].map((d) => COUPON_ALPHABET[d % 32]).join('')}`;
    await t.app.db.insert(coupons).values({ code, discountPercent: 100, ...values });
    return code;
  }
  const validate = (user: TestUser, quiz: number, coupon_code: unknown, lang = 'en') =>
    api('POST', `coupons/quizzes/${quiz}/validate-coupon/`, user, { coupon_code }, lang);
  const start = (user: TestUser, quiz: number, coupon_code?: string) =>
    api('POST', `quizzes/quizzes/${quiz}/start/`, user, coupon_code === undefined ? {} : { coupon_code });

  it('tells what a code gives, case-insensitively and trimmed', async () => {
    const user = await createTestUser(t.app);
    const free = await coupon({ quizId: couponQuiz });
    const half = await coupon({ discountPercent: 50 });
    const res = await validate(user, couponQuiz, ` ${free.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      coupon_code: free,
      discount_percent: 100,
      grants_access: true,
      price: '0.00',
      original_price: '49.00',
      quiz: couponQuiz,
    });
    expect((await validate(user, paidQuiz, half)).json()).toMatchObject({ discount_percent: 50, grants_access: false, price: '24.50' });
  });

  const problems: [string, () => Promise<unknown>, string, string][] = [
    [
      'wrong length',
      async () => 'ABC23',
      'The code must be 6 letters or digits (letters A–Z without I and O, digits 2–9).',
      'يتكوّن الرمز من ٦ حروف أو أرقام (حروف A–Z ما عدا I وO، وأرقام من 2 إلى 9).',
    ],
    [
      'ambiguous characters',
      async () => 'ABCDE0',
      'The code must be 6 letters or digits (letters A–Z without I and O, digits 2–9).',
      'يتكوّن الرمز من ٦ حروف أو أرقام (حروف A–Z ما عدا I وO، وأرقام من 2 إلى 9).',
    ],
    [
      'unknown',
      async () => 'ZZZZZZ',
      'This coupon code does not exist. Check it and try again.',
      'رمز القسيمة هذا غير موجود. تحقّق منه وحاول مرة أخرى.',
    ],
    ['inactive', () => coupon({ active: false }), 'This coupon code is no longer active.', 'رمز القسيمة هذا لم يعد مفعّلًا.'],
    ['expired', () => coupon({ expiresAt: new Date(Date.now() - 1000) }), 'This coupon code has expired.', 'انتهت صلاحية رمز القسيمة هذا.'],
    [
      'used up',
      () => coupon({ maxUses: 1, usesCount: 1 }),
      'This coupon code has reached its maximum number of uses.',
      'بلغ رمز القسيمة هذا الحد الأقصى لعدد مرات الاستخدام.',
    ],
    [
      'for another quiz',
      () => coupon({ quizId: paidQuiz }),
      'This coupon code is not valid for this quiz.',
      'رمز القسيمة هذا غير صالح لهذا الاختبار.',
    ],
  ];
  it.each(problems)('refuses a code that is %s, in English and Arabic', async (_, make, en, ar) => {
    const user = await createTestUser(t.app);
    const code = (await make()) as string;
    for (const [lang, message] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const res = await validate(user, couponQuiz, code, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ coupon_code: [message], error_code: 'validation_error' });
    }
  });

  it('starts a coupon quiz with a 100 % code once per user, and tells that code was used', async () => {
    const user = await createTestUser(t.app);
    const code = await coupon({ quizId: couponQuiz });
    const trial = await start(user, couponQuiz, code.toLowerCase());
    expect(trial.statusCode).toBe(201);
    const status = await api('GET', `quizzes/trials/${trial.json().id}/payment-status/`, user);
    expect(status.json()).toEqual({ trial_id: trial.json().id, quiz: couponQuiz, access_source: 'coupon', paid: false, payment: null });
    await api('POST', `quizzes/trials/${trial.json().id}/complete/`, user);
    for (const [lang, message] of [
      ['en', 'You have already used this coupon code.'],
      ['ar', 'لقد استخدمت رمز القسيمة هذا من قبل.'],
    ]) {
      expect((await validate(user, couponQuiz, code, lang)).json().coupon_code).toEqual([message]);
      expect((await api('POST', `quizzes/quizzes/${couponQuiz}/start/`, user, { coupon_code: code }, lang)).json().coupon_code).toEqual([
        message,
      ]);
    }
  });

  it('opens a paid quiz with a 100 % code; a partial code alone needs a payment (402)', async () => {
    const user = await createTestUser(t.app);
    expect((await start(user, paidQuiz, await coupon())).statusCode).toBe(201);
    const other = await createTestUser(t.app);
    const res = await start(other, paidQuiz, await coupon({ discountPercent: 30 }));
    expect(res.statusCode).toBe(402);
    expect(res.json().error_code).toBe('payment_required');
  });

  it('lets exactly one of 20 concurrent starts use the last use of a code', async () => {
    const code = await coupon({ quizId: couponQuiz, maxUses: 5, usesCount: 4 });
    const users = await Promise.all(Array.from({ length: 20 }, () => createTestUser(t.app)));
    const results = await Promise.all(users.map((user) => start(user, couponQuiz, code)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.json().coupon_code[0])).toEqual(
      Array(19).fill('This coupon code has reached its maximum number of uses.'),
    );
    const [row] = await t.database.rows<{ uses: number; trials: number; redemptions: number }>(sql`
      select c.uses_count as uses,
        (select count(*)::int from trials where coupon_id = c.id) as trials,
        (select count(*)::int from coupon_redemptions where coupon_id = c.id) as redemptions
      from coupons c where c.code = ${code}`);
    expect(row).toEqual({ uses: 5, trials: 1, redemptions: 1 });
  });

  it('resumes the one trial when the same user double-clicks start with a single-use code', async () => {
    const user = await createTestUser(t.app);
    const code = await coupon({ quizId: couponQuiz, maxUses: 1 });
    const results = await Promise.all([start(user, couponQuiz, code), start(user, couponQuiz, code), start(user, couponQuiz, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
  });

  it('limits wrong codes per user (429), while a valid code never counts', async () => {
    const user = await createTestUser(t.app);
    const good = await coupon({ quizId: couponQuiz });
    for (let i = 0; i < 12; i++) expect((await validate(user, couponQuiz, good)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await validate(user, couponQuiz, 'ZZZZZZ')).statusCode).toBe(400);
    const blocked = await validate(user, couponQuiz, good);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_code).toBe('throttled');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await validate(await createTestUser(t.app), couponQuiz, good)).statusCode).toBe(200);
  });

  it('counts wrong codes sent to start against the same limits', async () => {
    const user = await createTestUser(t.app);
    for (let i = 0; i < 10; i++) expect((await start(user, couponQuiz, 'ZZZZZZ')).statusCode).toBe(400);
    expect((await start(user, couponQuiz, await coupon({ quizId: couponQuiz }))).statusCode).toBe(429);
    expect((await validate(user, couponQuiz, 'ZZZZZZ')).statusCode).toBe(429);
    expect((await start(user, (await insertQuiz(t.app.db, gradedQuiz())).id)).statusCode).toBe(201);
  });

  it('answers bad input with field errors and needs a signed-in user', async () => {
    const user = await createTestUser(t.app);
    const missing = await api('POST', `coupons/quizzes/${couponQuiz}/validate-coupon/`, user, {});
    expect(missing.json()).toEqual({ coupon_code: ['This field is required.'], error_code: 'validation_error' });
    expect((await validate(user, couponQuiz, 123456)).json().coupon_code).toHaveLength(1);
    expect((await validate(user, couponQuiz, '')).json().coupon_code).toEqual(['A coupon code is required to start this quiz.']);
    expect((await api('POST', 'coupons/quizzes/abc/validate-coupon/', user, { coupon_code: 'ABCDEF' })).json().quizId).toHaveLength(1);
    expect((await validate(user, 999_999, 'ABCDEF')).statusCode).toBe(404);
    expect((await api('POST', `coupons/quizzes/${couponQuiz}/validate-coupon/`, null, { coupon_code: 'ABCDEF' })).statusCode).toBe(401);
  });
});
