import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from './test-api.js';

const bi = (ar: string, en: string) => ({ ar, en });

describe('the player names sections and previews', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let student: TestUser;
  let quizId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    student = await createTestUser(t.app);
    const question = async (text: string) => {
      const response = await api('POST', 'admin/questions/', admin, {
        text: bi(text, text),
        category: null,
        options: [
          { text: bi('نعم', 'Yes'), correct: true },
          { text: bi('لا', 'No'), correct: false },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const [q1, q2, q3] = [await question('س١'), await question('س٢'), await question('س٣')];
    const created = await api('POST', 'admin/quizzes/', admin, {
      title: bi('اختبار الأقسام', 'Sections quiz'),
      sections: [
        { kind: 'fixed', title: bi('الجبر', 'Algebra'), questions: [q1, q2] },
        { kind: 'fixed', title: bi('الهندسة', ''), questions: [q3] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    quizId = (created.json() as { id: number }).id;
    const published = await api('POST', `admin/quizzes/${quizId}/publish/`, admin);
    expect(published.statusCode, published.body).toBe(200);
  });
  afterAll(() => t.close());

  const questions = async (user: TestUser, trialId: string, lang: string) => {
    const ids = (await api('GET', `quizzes/quizzes/${quizId}/trials/${trialId}/questions/ids/`, user)).json() as { id: number }[];
    const shown = [];
    for (const { id } of ids) shown.push((await api('GET', `quizzes/trial/${trialId}/questions/${id}/`, user, undefined, lang)).json());
    return shown as { section_title: string | null; preview: boolean }[];
  };

  it("gives each question its section's title in the reader's language (English left empty reads the Arabic)", async () => {
    const trial = (await api('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json() as { id: string };
    expect((await questions(student, trial.id, 'en')).map((q) => q.section_title)).toEqual(['Algebra', 'Algebra', 'الهندسة']);
    expect((await questions(student, trial.id, 'ar')).map((q) => q.section_title)).toEqual(['الجبر', 'الجبر', 'الهندسة']);
    expect((await questions(student, trial.id, 'en')).every((q) => q.preview === false)).toBe(true);
  });

  it("marks an operator's preview trial as a preview", async () => {
    const preview = (await api('POST', `admin/quizzes/${quizId}/preview/`, admin)).json() as { id: string };
    expect((await questions(admin, preview.id, 'en')).map((q) => q.preview)).toEqual([true, true, true]);
  });
});
