import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createTestUser, type TestUser } from '../test/users.js';
import { DEMO_FREE_COUPON, DEMO_HALF_COUPON, seedCoupons } from './coupons.js';
import { seedPlans } from './plans.js';
import { seedQuizzes } from './quizzes.js';

describe('demo plans and coupons', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    student = await createTestUser(t.app);
    await seedQuizzes(t.app.db);
    expect(await seedPlans(t.app.db)).toBe(true);
    expect(await seedCoupons(t.app.db)).toBe(true);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...student.headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  it('seeds once: a second run changes nothing', async () => {
    expect(await seedPlans(t.app.db)).toBe(false);
    expect(await seedCoupons(t.app.db)).toBe(false);
  });

  it('sells a single quiz, a bundle of 3 and a bundle of 10, in both languages', async () => {
    const plans = (await call('GET', 'payments/plans/?limit=50&offset=0')).json().results as {
      name: string;
      price: string;
      number_of_quizzes: number;
    }[];
    expect(plans.map((p) => [p.name, p.price, p.number_of_quizzes])).toEqual([
      ['Single quiz', '49.00', 1],
      ['Bundle of 3 quizzes', '119.00', 3],
      ['Bundle of 10 quizzes', '299.00', 10],
    ]);
  });

  it('opens the demo coupon quiz with the free code and halves any price with the other', async () => {
    const quizzes = (await call('GET', 'quizzes/quizzes/?pagination=false')).json() as { id: number; access: string }[];
    const couponQuiz = quizzes.find((q) => q.access === 'coupon')!.id;
    const paidQuiz = quizzes.find((q) => q.access === 'paid')!.id;
    expect((await call('POST', `coupons/quizzes/${couponQuiz}/validate-coupon/`, { coupon_code: DEMO_FREE_COUPON })).json()).toMatchObject({
      grants_access: true,
    });
    expect((await call('POST', `coupons/quizzes/${paidQuiz}/validate-coupon/`, { coupon_code: DEMO_HALF_COUPON })).json()).toMatchObject({
      price: '24.50',
    });
    expect((await call('POST', `quizzes/quizzes/${couponQuiz}/start/`, { coupon_code: DEMO_FREE_COUPON })).statusCode).toBe(201);
  });
});
