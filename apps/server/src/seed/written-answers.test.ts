import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { createTestUser } from '../test/users.js';
import { apiClient } from '../modules/trials/test-api.js';
import { DEMO_STUDENT_EMAIL } from './demo-accounts.js';
import { runSeed } from './run.js';
import { seedWrittenAnswers } from './written-answers.js';

describe('demo essay awaiting marking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await runSeed(t.app.db, t.app.log);
  });
  afterAll(() => t.close());

  it('gives the demo student an attempt whose essay waits in the marking queue, once', async () => {
    expect(await seedWrittenAnswers(t.app.db)).toBe(false);
    const [trial] = await t.database.rows<{ id: string; quiz_id: number; marking: string; percentage: number | null }>(
      sql`select t.id, t.quiz_id, t.marking, t.percentage from trials t join users u on u.id = t.user_id where u.email = ${DEMO_STUDENT_EMAIL} and t.marking is not null`,
    );
    expect(trial).toMatchObject({ marking: 'pending', percentage: null });
    const admin = await createTestUser(t.app, { role: 'admin' });
    const queue = await apiClient(t.app)('GET', `admin/marking/?quiz=${trial!.quiz_id}`, admin);
    expect(queue.json()).toMatchObject({ count: 1, results: [{ trial: trial!.id, max_mark: 4 }] });
    expect(queue.json().results[0].word_count).toBeGreaterThanOrEqual(30);
    const player = await apiClient(t.app)('GET', `admin/trials/${trial!.id}/`, admin);
    expect(player.json()).toMatchObject({ marking: 'pending', score: 2, max_score: 6 });
  });

  it('shows the passage beside each of the quiz’s questions, in the student’s language', async () => {
    const [quiz] = await t.database.rows<{ id: number }>(sql`select id from quizzes where title_en like 'Reading and writing%'`);
    const student = await createTestUser(t.app);
    const api = apiClient(t.app);
    const started = (await api('POST', `quizzes/quizzes/${quiz!.id}/start/`, student, {})).json();
    const ar = (await api('GET', `quizzes/trial/${started.id}/questions/${started.first_question.id}/`, student, undefined, 'ar')).json();
    expect(ar.passage).toContain('النخلة شجرة مباركة');
    const en = (await api('GET', `quizzes/trial/${started.id}/questions/${started.first_question.id}/`, student, undefined, 'en')).json();
    expect(en.passage).toContain('The date palm');
  });
});
