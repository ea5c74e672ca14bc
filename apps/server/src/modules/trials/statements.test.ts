import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { apiClient } from './test-api.js';
import { gradedQuiz } from './test-quizzes.js';

/** Counts the statements the driver runs (PGlite client or pg pool, whichever drizzle holds). */
function statementCounter(t: TestApp) {
  const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    async during(action: () => Promise<unknown>) {
      count = 0;
      await action();
      return count;
    },
    restore: () => (client.query = original),
  };
}

describe('SQL statements on the hot paths', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let student: TestUser;
  let quiz: InsertedQuiz;
  let trialId: string;
  let counter: ReturnType<typeof statementCounter>;
  beforeAll(async () => {
    t = await createTestApp();
    // The background job poller's claim would land in whichever request it overlaps: it is not the request's.
    await t.app.jobs.close();
    api = apiClient(t.app);
    student = await createTestUser(t.app);
    quiz = await insertQuiz(t.app.db, gradedQuiz());
    trialId = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json().id;
    counter = statementCounter(t);
  });
  afterAll(async () => {
    counter.restore();
    await t.close();
  });

  it('saves an answer with one statement', async () => {
    const q = quiz.questions[1];
    const n = await counter.during(async () => {
      const res = await api('POST', `quizzes/trials/${trialId}/question/${q?.id}/submit-answer/`, student, {
        selected_answer_id: q?.answers[0]?.id,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(n).toBe(1);
  });

  it("saves and checks a practice (immediate-feedback) trial's answer with one statement: the check reads the cached version", async () => {
    const practice = await insertQuiz(t.app.db, gradedQuiz({ immediateFeedback: true }));
    const other = await createTestUser(t.app);
    const started = (await api('POST', `quizzes/quizzes/${practice.id}/start/`, other, {})).json();
    const q = practice.questions[0];
    const n = await counter.during(async () => {
      const res = await api('POST', `quizzes/trials/${started.id}/question/${q?.id}/submit-answer/`, other, {
        selected_answer_id: q?.answers[0]?.id,
      });
      expect(res.json().feedback?.correct).toBe('right');
    });
    expect(n).toBe(1);
  });

  it('serves a question, and the next one, with one statement', async () => {
    const q = quiz.questions[0];
    expect(await counter.during(() => api('GET', `quizzes/trial/${trialId}/questions/${q?.id}/`, student))).toBe(1);
    expect(await counter.during(() => api('GET', `quizzes/trials/${trialId}/current/${q?.id}/next-question/`, student))).toBe(1);
  });

  it('starts a new trial of a free quiz with its insert (quiz and layout come from the material cache)', async () => {
    const other = await createTestUser(t.app);
    const n = await counter.during(async () => {
      const res = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, other, {});
      expect(res.statusCode).toBe(201);
    });
    // The user's first request also loads their tokens-valid-after instant (cached afterwards).
    expect(n).toBe(2);
  });

  it('starts a new trial of an assigned quiz with its insert: window, membership and attempts are checked inside it', async () => {
    const admin = await createTestUser(t.app, { role: 'admin' });
    const other = await createTestUser(t.app);
    const assigned = await insertQuiz(t.app.db, gradedQuiz({ access: 'assigned' }));
    const group = (await api('POST', 'admin/groups/', admin, { name: { ar: 'فصل', en: 'Class' }, staff: [] })).json();
    await api('POST', `admin/groups/${group.id}/members/`, admin, { user_ids: [other.id] });
    const window = { opens_at: new Date(Date.now() - 60_000).toISOString(), closes_at: new Date(Date.now() + 3_600_000).toISOString() };
    expect(
      (await api('POST', 'admin/assignments/', admin, { quiz: assigned.id, groups: [group.id], ...window, attempts: 2 })).statusCode,
    ).toBe(201);
    // The first start loads the quiz's material into the cache; the user's token state is read on their first request.
    expect((await api('POST', `quizzes/quizzes/${assigned.id}/start/`, other, {})).statusCode).toBe(201);
    const again = await createTestUser(t.app);
    await api('POST', `admin/groups/${group.id}/members/`, admin, { user_ids: [again.id] });
    await api('GET', 'assignments/', again);
    const n = await counter.during(async () => {
      const res = await api('POST', `quizzes/quizzes/${assigned.id}/start/`, again, {});
      expect(res.statusCode).toBe(201);
    });
    expect(n).toBe(1);
  });

  it("answers a running player's live poll from memory, the start's entry kept, and writes the polls' signs of life in one statement", async () => {
    const poll = (user: TestUser, trial: string) => api('GET', `quizzes/trials/${trial}/live/?after=0`, user);
    expect((await poll(student, trialId)).statusCode).toBe(200); // the quiz's announcements are read once
    // A new attempt's stream or poll reads nothing: the start kept what it wrote.
    const other = await createTestUser(t.app);
    const started = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, other, {})).json().id as string;
    expect(await counter.during(() => poll(other, started))).toBe(0);
    // Its start is its sign of life for 30 s; after that the polls' are written together.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    try {
      expect(await counter.during(() => poll(student, trialId).then(() => poll(other, started)))).toBe(0);
      expect(await counter.during(() => t.app.liveState.flush())).toBe(1);
      expect(await counter.during(() => t.app.liveState.flush())).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('completes a trial with two statements of its own (plus the certificate check and the percentile), and again with two', async () => {
    const n = await counter.during(async () => {
      const res = await api('POST', `quizzes/trials/${trialId}/complete/`, student, {});
      expect(res.statusCode).toBe(200);
    });
    // The trial with its answers, the conditional close (recording its follow-up in the same statement); then the
    // certificates hook: no certificate yet, not eligible; and the percentile rank's counts among the version's first
    // attempts (the result shows where the student stands); the result notification, raised with its e-mail job in
    // one statement; and the follow-up done.
    expect(n).toBe(7);
    expect(await counter.during(() => api('POST', `quizzes/trials/${trialId}/complete/`, student, {}))).toBe(2);
  });

  it('serves the quiz list with two statements', async () => {
    expect(await counter.during(() => api('GET', 'quizzes/quizzes/?limit=10&page=1', null))).toBe(2);
  });
});
