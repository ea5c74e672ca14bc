import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser } from '../../test/users.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { apiClient } from './test-api.js';
import { gradedQuiz } from './test-quizzes.js';

describe('starting a trial', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('turns five simultaneous starts into one trial, never a 500', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz());
    const responses = await Promise.all(Array.from({ length: 5 }, () => api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const [row] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from trials where user_id = ${student.id}::uuid`);
    expect(row?.n).toBe(1);
  });

  it('resumes the unfinished trial at its first unanswered question with the same deadline', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz());
    const first = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
    for (const index of [0, 1, 3]) {
      const q = quiz.questions[index];
      await api('POST', `quizzes/trials/${first.id}/question/${q?.id}/submit-answer/`, student, { selected_answer_id: q?.answers[0]?.id });
    }
    const again = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first, first_question: { id: quiz.questions[2]?.id } });
  });

  it('enforces the attempts allowed with a clear 403', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ attemptsAllowed: 1 }));
    const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
    await api('POST', `quizzes/trials/${trial.id}/complete/`, student);
    const refused = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You have used all 1 attempts allowed for this quiz.', error_code: 'attempts_exhausted' });
  });

  it('refuses paid and coupon quizzes until access is granted', async () => {
    const student = await createTestUser(t.app);
    const paid = await insertQuiz(t.app.db, gradedQuiz({ access: 'paid', priceHalalas: 4900 }));
    const coupon = await insertQuiz(t.app.db, gradedQuiz({ access: 'coupon' }));
    const pay = await api('POST', `quizzes/quizzes/${paid.id}/start/`, student, {});
    expect(pay.statusCode).toBe(402);
    expect(pay.json().error_code).toBe('payment_required');
    const noCode = await api('POST', `quizzes/quizzes/${coupon.id}/start/`, student, {});
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().coupon_code).toEqual(['A coupon code is required to start this quiz.']);
    const withCode = await api('POST', `quizzes/quizzes/${coupon.id}/start/`, student, { coupon_code: 'ABC234' });
    expect(withCode.statusCode).toBe(400);
    expect(withCode.json().coupon_code).toHaveLength(1);
    const [row] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from trials where user_id = ${student.id}::uuid`);
    expect(row?.n).toBe(0);
  });

  it('needs a signed-in user and a published quiz', async () => {
    const student = await createTestUser(t.app);
    const draft = await insertQuiz(t.app.db, gradedQuiz({ published: false }));
    expect((await api('POST', `quizzes/quizzes/${draft.id}/start/`, null, {})).statusCode).toBe(401);
    expect((await api('POST', `quizzes/quizzes/${draft.id}/start/`, student, {})).statusCode).toBe(404);
    expect((await api('POST', `quizzes/quizzes/999999/start/`, student, {})).statusCode).toBe(404);
    expect((await api('POST', `quizzes/quizzes/abc/start/`, student, {})).statusCode).toBe(400);
  });
});
