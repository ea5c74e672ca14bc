import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';

const bi = (ar: string, en: string) => ({ ar, en });

describe('admin/audit', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin', fullname: 'مدققة السجل' });
  });
  afterAll(() => t.close());

  const created = async (url: string, body: object) => {
    const response = await api('POST', url, admin, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };
  const entries = async (query: string, lang: string) => {
    const response = await api('GET', `admin/audit/?${query}`, admin, undefined, lang);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { results: { entity: string; entity_id: string; title: string | null }[] }).results;
  };

  it("names each object beside its id in the reader's language, from the live rows", async () => {
    const category = await created('admin/categories/', { name: bi('الهندسة', 'Geometry') });
    const question = await created('admin/questions/', {
      text: bi('<p>كم <b>زاوية</b> في المثلث؟</p>', '<p>How many <b>angles</b> has a triangle?</p>'),
      category: category.id,
      options: [
        { text: bi('٣', '3'), correct: true },
        { text: bi('٤', '4'), correct: false },
      ],
    });
    const quiz = await created('admin/quizzes/', { title: bi('اختبار المثلثات', 'Triangles quiz') });

    const en = await entries('limit=10', 'en');
    const titleOf = (list: typeof en, entity: string, id: number) =>
      list.find((e) => e.entity === entity && e.entity_id === String(id))?.title;
    expect(titleOf(en, 'question_category', category.id)).toBe('Geometry');
    expect(titleOf(en, 'question', question.id)).toBe('How many angles has a triangle?');
    expect(titleOf(en, 'quiz', quiz.id)).toBe('Triangles quiz');

    const ar = await entries('limit=10', 'ar');
    expect(titleOf(ar, 'question', question.id)).toBe('كم زاوية في المثلث؟');
    expect(titleOf(ar, 'quiz', quiz.id)).toBe('اختبار المثلثات');
  });

  it('names a deleted object by what its audit row recorded', async () => {
    const category = await created('admin/categories/', { name: bi('مؤقت', 'Temporary') });
    expect((await api('DELETE', `admin/categories/${category.id}/`, admin)).statusCode).toBeLessThan(300);
    const rows = await entries(`entity=question_category&entity_id=${category.id}`, 'en');
    expect(rows.map((e) => e.title)).toEqual(['Temporary', 'Temporary']);
  });
});
