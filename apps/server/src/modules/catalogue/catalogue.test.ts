import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/quizzes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

describe('the quiz catalogue', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let student: TestUser;
  let science: number;
  const published: number[] = [];
  let draft: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    student = await createTestUser(t.app);
    const rows = await t.app.db
      .insert(categories)
      .values([
        { nameAr: 'العلوم', nameEn: 'Science', position: 1 },
        { nameAr: 'اللغة العربية', nameEn: '', position: 2 },
      ])
      .returning({ id: categories.id });
    science = rows[0]?.id as number;
    for (let i = 1; i <= 12; i++) {
      const quiz = await insertQuiz(
        t.app.db,
        gradedQuiz({ titleAr: `اختبار رقم ${i}`, titleEn: `Quiz number ${i}`, categoryId: i <= 3 ? science : null }, 2),
      );
      published.push(quiz.id);
    }
    draft = (await insertQuiz(t.app.db, gradedQuiz({ titleAr: 'مسودة سرية', titleEn: 'Secret draft', published: false }))).id;
  });
  afterAll(() => t.close());

  it('lists published quizzes ten at a time with absolute next/previous links', async () => {
    const page1 = (await api('GET', 'quizzes/quizzes/', null)).json();
    expect(page1.count).toBe(12);
    expect(page1.results).toHaveLength(10);
    expect(page1.next).toBe('http://localhost:3000/api/v1/quizzes/quizzes/?limit=10&page=2');
    expect(page1.previous).toBeNull();
    const page2 = (await api('GET', 'quizzes/quizzes/?limit=10&page=2', null)).json();
    expect(page2.results.map((q: { id: number }) => q.id)).toEqual(published.slice(10));
    expect(page2.next).toBeNull();
    expect(page2.previous).toBe('http://localhost:3000/api/v1/quizzes/quizzes/?limit=10&page=1');
    const all = (await api('GET', 'quizzes/quizzes/?pagination=false', null)).json();
    expect(Array.isArray(all) && all.length).toBe(12);
  });

  it('describes a quiz with every field the client shows', async () => {
    const quiz = (await api('GET', `quizzes/quizzes/${published[0]}/`, null)).json();
    expect(quiz).toEqual({
      id: published[0],
      title: 'Quiz number 1',
      description: '',
      category: { id: science, name: 'Science' },
      cover_image: null,
      duration_minutes: 10,
      questions_count: 2,
      access: 'free',
      price: '0.00',
      pass_mark: 50,
      scoring: 'graded',
      published: true,
      navigation: 'free',
      attempts_allowed: null,
      allow_review: true,
      certificate: false,
    });
    expect((await api('GET', `quizzes/quizzes/${published[0]}/`, null, undefined, 'ar')).json().title).toBe('اختبار رقم 1');
  });

  it('never shows a draft: not in the list, not by id, not its instructions, not to start', async () => {
    const list = (await api('GET', 'quizzes/quizzes/?pagination=false', null)).body;
    expect(list).not.toContain('Secret draft');
    expect((await api('GET', `quizzes/quizzes/${draft}/`, null)).statusCode).toBe(404);
    expect((await api('GET', `quizzes/${draft}/instructions/`, student)).statusCode).toBe(404);
    expect((await api('POST', `quizzes/quizzes/${draft}/start/`, student, {})).statusCode).toBe(404);
    expect((await api('GET', 'quizzes/quizzes/?search=Secret', null)).json().count).toBe(0);
  });

  it('filters by category and by title in either language', async () => {
    expect((await api('GET', `quizzes/quizzes/?category=${science}`, null)).json().count).toBe(3);
    expect((await api('GET', 'quizzes/quizzes/?search=number 1', null)).json().count).toBe(4);
    expect((await api('GET', 'quizzes/quizzes/?search=رقم 12', null)).json().results[0].id).toBe(published[11]);
    expect((await api('GET', 'quizzes/quizzes/?search=%25', null)).json().count).toBe(0);
    expect((await api('GET', 'quizzes/quizzes/?category=abc', null)).statusCode).toBe(400);
  });

  it('serves instructions in order with the quiz summary to a signed-in user', async () => {
    expect((await api('GET', `quizzes/${published[0]}/instructions/`, null)).statusCode).toBe(401);
    const body = (await api('GET', `quizzes/${published[0]}/instructions/`, student, undefined, 'ar')).json();
    expect(body.quiz.id).toBe(published[0]);
    expect(body.steps).toEqual([{ id: expect.any(Number), order: 1, title: 'اقرأ', text: 'أجب عن كل سؤال.' }]);
  });

  it('lists categories with limit and offset, English falling back to Arabic', async () => {
    const body = (await api('GET', 'quizzes/categories/?limit=1&offset=1', null)).json();
    expect(body).toEqual({
      count: 2,
      next: null,
      previous: 'http://localhost:3000/api/v1/quizzes/categories/?limit=1&offset=0',
      results: [{ id: expect.any(Number), name: 'اللغة العربية' }],
    });
  });

  it('lists the quizzes a user passed, best scores and history', async () => {
    const passer = await createTestUser(t.app);
    for (const [quizId, correct] of [
      [published[0], true],
      [published[1], false],
    ] as const) {
      const trial = (await api('POST', `quizzes/quizzes/${quizId}/start/`, passer, {})).json();
      const ids = (await api('GET', `quizzes/quizzes/${quizId}/trials/${trial.id}/questions/ids/`, passer)).json();
      for (const { id } of ids) {
        const q = (await api('GET', `quizzes/trial/${trial.id}/questions/${id}/`, passer)).json();
        await api('POST', `quizzes/trials/${trial.id}/question/${id}/submit-answer/`, passer, {
          selected_answer_id: q.answers[correct ? 0 : 1].id,
        });
      }
      await api('POST', `quizzes/trials/${trial.id}/complete/`, passer);
    }
    await api('POST', `quizzes/quizzes/${published[2]}/start/`, passer, {});
    const passed = (await api('GET', 'quizzes/quizzes/passed/?limit=10&page=1', passer)).json();
    expect(passed.results.map((q: { id: number }) => q.id)).toEqual([published[0]]);
    expect((await api('GET', 'quizzes/quizzes/passed/', null)).statusCode).toBe(401);

    // The dashboard's best-score card shows the first entry: the best percentage, not the latest trial.
    const best = (await api('GET', 'quizzes/my-best-quiz-scores/?limit=1&offset=0', passer)).json();
    expect(best.count).toBe(2);
    expect(best.results[0]).toMatchObject({ quiz: published[0], percentage: 100 });
    expect(best.next).toBe('http://localhost:3000/api/v1/quizzes/my-best-quiz-scores/?limit=1&offset=1');
    const second = (await api('GET', 'quizzes/my-best-quiz-scores/?limit=1&offset=1', passer)).json();
    expect(second.results[0]).toMatchObject({ quiz: published[1], percentage: 0 });

    const history = (await api('GET', 'quizzes/my-trials/', passer)).json();
    expect(history.count).toBe(3);
    expect(history.results[0]).toMatchObject({ quiz: published[2], status: 'in_progress', score: null, quiz_title: 'Quiz number 3' });
    expect(history.results[2]).toMatchObject({ quiz: published[0], status: 'completed', passed: true, percentage: 100 });
  });
});
