import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTwoApps, type TwoApps } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';

const bi = (ar: string) => ({ ar, en: '' });

/** Two API processes on one PostgreSQL: a publish on one is what the other's next start uses. */
describe.skipIf(!process.env['TEST_DATABASE_URL'])('two app instances on one PostgreSQL', () => {
  let apps: TwoApps;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: TestUser;

  beforeAll(async () => {
    ({ a, b } = apps = await createTwoApps());
    admin = await createTestUser(a, { role: 'admin' });
  });
  afterAll(() => apps.close());

  it("serves a publish made on one instance to the other's next start, within its cache lifetime", async () => {
    const onA = apiClient(a);
    const onB = apiClient(b);
    const question = async (text: string) =>
      (
        await onA('POST', 'admin/questions/', admin, {
          text: bi(text),
          category: null,
          options: [
            { text: bi('نعم'), correct: true },
            { text: bi('لا'), correct: false },
          ],
        })
      ).json() as { id: number; revision: number };
    const first = await question('السؤال الأول');
    const quiz = (
      await onA('POST', 'admin/quizzes/', admin, {
        title: bi('اختبار العمليتين'),
        sections: [{ kind: 'fixed', title: bi(''), questions: [first.id] }],
      })
    ).json();
    await onA('POST', `admin/quizzes/${quiz.id}/publish/`, admin);

    // B caches version 1 with this start.
    const early = await createTestUser(b);
    expect((await onB('POST', `quizzes/quizzes/${quiz.id}/start/`, early)).json().first_question.id).toBe(first.revision);

    const second = await question('السؤال الجديد');
    await onA('PATCH', `admin/quizzes/${quiz.id}/`, admin, { sections: [{ kind: 'fixed', title: bi(''), questions: [second.id] }] });
    expect((await onA('POST', `admin/quizzes/${quiz.id}/publish/`, admin)).json().current_version).toBe(2);

    const late = await createTestUser(b);
    const started = await onB('POST', `quizzes/quizzes/${quiz.id}/start/`, late);
    expect(started.statusCode).toBe(201);
    expect(started.json().first_question.id).toBe(second.revision);

    // Unpublished on A: B refuses new starts at once, not after its cache expires.
    await onA('POST', `admin/quizzes/${quiz.id}/unpublish/`, admin);
    expect((await onB('POST', `quizzes/quizzes/${quiz.id}/start/`, await createTestUser(b))).statusCode).toBe(404);
  });
});
