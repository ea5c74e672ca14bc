import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { assignmentEvents } from './events.js';

const HOUR = 3_600_000;

describe('assignment events for the notification centre', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names each student once when their own window opens, and who has not started when it is due', async () => {
    const api = apiClient(t.app);
    const admin = await createTestUser(t.app, { role: 'admin' });
    const [early, late, starter] = [await createTestUser(t.app), await createTestUser(t.app), await createTestUser(t.app)];
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ access: 'assigned' }));
    const group = (await api('POST', 'admin/groups/', admin, { name: { ar: 'فصل' }, staff: [] })).json();
    await api('POST', `admin/groups/${group.id}/members/`, admin, { user_ids: [early.id, late.id, starter.id] });
    const now = Date.now();
    const at = (offset: number) => new Date(now + offset).toISOString();
    const created = await api('POST', 'admin/assignments/', admin, {
      quiz: quiz.id,
      groups: [group.id],
      opens_at: at(-HOUR / 2),
      closes_at: at(20 * HOUR),
      overrides: [{ user: late.id, opens_at: at(2 * HOUR), closes_at: at(30 * HOUR) }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await api('POST', `quizzes/quizzes/${quiz.id}/start/`, starter, {})).statusCode).toBe(201);
    const events = assignmentEvents(t.database);

    const opened = await events.openedBetween(new Date(now - HOUR), new Date(now));
    expect(opened.map((r) => r.userId).sort()).toEqual([early.id, starter.id].sort());
    expect((await events.openedBetween(new Date(now + HOUR), new Date(now + 3 * HOUR))).map((r) => r.userId)).toEqual([late.id]);

    const due = await events.dueBetweenNotStarted(new Date(now + 19 * HOUR), new Date(now + 21 * HOUR));
    expect(due.map((r) => r.userId)).toEqual([early.id]);
    expect(due[0]).toMatchObject({ quizId: quiz.id, assignmentId: created.json().id });
  });
});
