import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/payments.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

/** A whole exam hall shares one NAT address: its coupon-failure budget grows with the students seen there. */
describe('coupon failures behind one address', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let quiz: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    quiz = (await insertQuiz(t.app.db, gradedQuiz({ access: 'coupon' }, 2))).id;
    await t.app.db.insert(coupons).values({ code: 'HALL22', discountPercent: 100, quizId: quiz });
  });
  afterAll(() => t.close());

  const validate = async (code: string, user: Awaited<ReturnType<typeof createTestUser>>) =>
    (await api('POST', `coupons/quizzes/${quiz}/validate-coupon/`, user, { coupon_code: code })).statusCode;

  it('lets an honest student in after many classmates used up their own budgets, while each account stays capped', async () => {
    // 16 students × 10 wrong codes: more than the fixed per-address budget (150) ever allowed.
    for (let i = 0; i < 16; i++) {
      const student = await createTestUser(t.app);
      for (let n = 0; n < 10; n++) expect(await validate('ZZZZZZ', student)).toBe(400);
      expect(await validate('ZZZZZZ', student)).toBe(429);
    }
    expect(await validate('HALL22', await createTestUser(t.app))).toBe(200);
  });
});
