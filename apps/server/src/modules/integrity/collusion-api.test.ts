import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';

const bilingual = (en: string) => ({ ar: `${en} (ar)`, en });
const ITEMS = 10;

describe('collusion analysis through the API (#32)', () => {
  let t: TestApp;
  let admin: TestUser;
  let quizId: number;
  const options: number[][] = [];

  const call = (method: 'GET' | 'POST', path: string, user: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { ...user.headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const questionIds: number[] = [];
  /** A student answering item k with option index `pattern[k]` (0 is the right one). */
  const sit = async (pattern: number[]) => {
    const student = await createTestUser(t.app);
    const trial = (await call('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json().id as string;
    for (const [k, q] of questionIds.entries()) {
      await call('POST', `quizzes/trials/${trial}/question/${q}/submit-answer/`, student, { selected_answer_id: options[k]![pattern[k]!] });
    }
    await call('POST', `quizzes/trials/${trial}/complete/`, student, {});
    return trial;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, { role: 'admin' });
    for (let k = 0; k < ITEMS; k++) {
      const q = await call('POST', 'admin/questions/', admin, {
        category: null,
        text: bilingual(`Item ${k}`),
        options: ['A', 'B', 'C', 'D'].map((o, i) => ({ text: bilingual(o), correct: i === 0 })),
      });
      questionIds.push(q.json().id);
      options.push((q.json().options as { id: number }[]).map((o) => o.id));
    }
    const quiz = await call('POST', 'admin/quizzes/', admin, {
      title: bilingual('Final exam'),
      sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: questionIds }],
    });
    quizId = quiz.json().id;
    await call('POST', `admin/quizzes/${quizId}/publish/`, admin, {});
  });
  afterAll(() => t.close());

  it('says when there is too little to analyse', async () => {
    await sit([0, 0, 0, 0, 0, 1, 2, 3, 1, 2]);
    const body = (await call('GET', `admin/quizzes/${quizId}/integrity/collusion/`, admin)).json();
    expect(body).toMatchObject({ too_few: true, attempts: 1, pairs: [] });
  });

  it('lists the pair that shares improbable wrong answers, anonymously, with its evidence', async () => {
    // Honest takers: right on most items, wrong ones spread over the distractors.
    for (let i = 0; i < 12; i++) await sit(Array.from({ length: ITEMS }, (_, k) => ((k * 7 + i * 3) % 10 < 6 ? 0 : 1 + ((k + i) % 3))));
    const wrongTogether = [0, 0, 0, 3, 3, 2, 3, 2, 3, 2];
    const copier = await sit(wrongTogether);
    const source = await sit(wrongTogether);
    const body = (await call('GET', `admin/quizzes/${quizId}/integrity/collusion/`, admin)).json();
    expect(body).toMatchObject({ too_few: false, items: ITEMS });
    const first = body.pairs[0];
    expect([first.a.trial, first.b.trial].sort()).toEqual([copier, source].sort());
    expect(first).toMatchObject({ identical: 10, identical_wrong: 7 });
    expect(first.a.candidate).toMatch(/^[0-9A-F]{6}$/);
    expect(first.p_value).toBeLessThan(0.01);
    const student = await createTestUser(t.app);
    expect((await call('GET', `admin/quizzes/${quizId}/integrity/collusion/`, student)).statusCode).toBe(403);
  });
});
