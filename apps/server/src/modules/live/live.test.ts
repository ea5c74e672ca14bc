import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { publishSitting } from '../exam-access/test-sitting.js';
import { forgetOldPresence, liveChanged } from './live-state.js';

describe('the live monitor (#32)', () => {
  let t: TestApp;
  let admin: TestUser;
  let quizId: number;
  let questionId: number;
  let optionId: number;

  const call = (method: 'GET' | 'POST', path: string, user: TestUser, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${path}`,
      headers: { ...user.headers, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const begin = async () => {
    const student = await createTestUser(t.app);
    const trial = (await call('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json().id as string;
    return { student, trial };
  };
  const monitor = async () => (await call('GET', `admin/quizzes/${quizId}/live/`, admin)).json();
  const takerOf = async (trial: string) =>
    (await monitor()).takers.find((x: { trial: string }) => x.trial === trial) as Record<string, unknown> & { remaining_seconds: number };
  const poll = async (student: TestUser, trial: string, after = 0) =>
    (await call('GET', `quizzes/trials/${trial}/live/?after=${after}`, student)).json();
  // Started five minutes ago with nothing answered: only the poll can show the student is still there. (The
  // message makes the processes read the trial again, as a console's change would: they kept what the start wrote.)
  const startedLongAgo = async (trial: string) => {
    await t.database.rows(sql`update trials set started_at = now() - interval '5 minutes' where id = ${trial}::uuid`);
    await liveChanged(t.database, `trial:${trial}`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, { role: 'admin' });
    ({ quizId, questionId, optionId } = await publishSitting(t.app, admin, { duration_minutes: 30 }));
  });
  afterAll(() => t.close());

  it('shows who is sitting, how far they are, their time and connection', async () => {
    const a = await begin();
    const b = await begin();
    await call('POST', `quizzes/trials/${a.trial}/question/${questionId}/submit-answer/`, a.student, { selected_answer_id: optionId });
    await call('POST', `quizzes/trials/${b.trial}/events/`, b.student, { events: [{ kind: 'left', at: new Date().toISOString() }] });
    const view = await monitor();
    expect(view.counts.in_progress).toBeGreaterThanOrEqual(2);
    expect(await takerOf(a.trial)).toMatchObject({ state: 'in_progress', answered: 1, total: 1, connection: 'online', events: 0 });
    expect(await takerOf(b.trial)).toMatchObject({ answered: 0, connection: 'away', events: 1 });
    expect((await takerOf(a.trial)).remaining_seconds).toBeGreaterThan(1_700);
  });

  it("extends one student's time, then everyone's, and the running player sees it at its next request", async () => {
    const { student, trial } = await begin();
    const before = (await poll(student, trial)).remaining_seconds as number;
    expect((await call('POST', `admin/trials/${trial}/extend/`, admin, { minutes: 5 })).json()).toEqual({ extended: 1 });
    const after = (await poll(student, trial)).remaining_seconds as number;
    expect(after - before).toBeGreaterThanOrEqual(299);
    const question = (await call('GET', `quizzes/trial/${trial}/questions/${questionId}/`, student)).json();
    expect(question.remaining_seconds).toBeGreaterThanOrEqual(after - 2);
    const all = (await call('POST', `admin/quizzes/${quizId}/extend/`, admin, { minutes: 2 })).json();
    expect(all.extended).toBeGreaterThanOrEqual(1);
    expect((await poll(student, trial)).remaining_seconds).toBeGreaterThanOrEqual(after + 119);
    expect((await call('POST', `admin/trials/${trial}/extend/`, admin, { minutes: 0 })).statusCode).toBe(400);
  });

  it('sends an announcement every running player receives once', async () => {
    const { student, trial } = await begin();
    const sent = await call('POST', `admin/quizzes/${quizId}/announcements/`, admin, { text: 'Question 3 has a typo: read "Paris".' });
    expect(sent.statusCode).toBe(201);
    const { announcements } = await poll(student, trial);
    expect(announcements.map((a: { text: string }) => a.text)).toEqual(['Question 3 has a typo: read "Paris".']);
    expect((await poll(student, trial, announcements[0].id)).announcements).toEqual([]);
    expect((await call('POST', `admin/quizzes/${quizId}/announcements/`, admin, { text: '' })).statusCode).toBe(400);
  });

  it('ends an attempt now: the player learns it, answers stop, the result says who ended it', async () => {
    const { student, trial } = await begin();
    expect((await call('POST', `admin/trials/${trial}/end/`, admin)).statusCode).toBe(204);
    expect((await poll(student, trial)).status).toBe('completed');
    const late = await call('POST', `quizzes/trials/${trial}/question/${questionId}/submit-answer/`, student, {
      selected_answer_id: optionId,
    });
    expect(late.statusCode).toBe(409);
    const result = (await call('GET', `quizzes/results/?trial__id=${trial}`, student)).json().results[0];
    expect(result.completed_by).toBe('invigilator');
    expect((await call('POST', `admin/trials/${trial}/end/`, admin)).statusCode).toBe(409);
    expect((await call('POST', `admin/trials/${trial}/extend/`, admin, { minutes: 3 })).statusCode).toBe(409);
    const audit = (await call('GET', 'admin/audit/?entity=trial', admin)).json().results as { action: string; entity_id: string }[];
    expect(audit.some((x) => x.action === 'end_attempt' && x.entity_id === trial)).toBe(true);
  });

  it("with an assignment, lists its classes' students who have not started", async () => {
    const group = await call('POST', 'admin/groups/', admin, { name: { ar: 'العاشر ب', en: 'Grade 10 B' } });
    const groupId = group.json().id as number;
    const [sitting, waiting] = [await createTestUser(t.app), await createTestUser(t.app)];
    await call('POST', `admin/groups/${groupId}/members/`, admin, { user_ids: [sitting.id, waiting.id] });
    const assignment = await call('POST', 'admin/assignments/', admin, {
      quiz: quizId,
      groups: [groupId],
      opens_at: new Date(Date.now() - 60_000).toISOString(),
      closes_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(assignment.statusCode).toBe(201);
    const assignmentId = assignment.json().id as number;
    expect((await call('POST', `quizzes/quizzes/${quizId}/start/`, sitting, {})).statusCode).toBe(201);
    const view = (await call('GET', `admin/quizzes/${quizId}/live/?assignment=${assignmentId}`, admin)).json();
    expect(view.counts).toEqual({ not_started: 1, in_progress: 1, finished: 0 });
    expect(view.takers.find((x: { state: string }) => x.state === 'not_started').student.id).toBe(waiting.id);
  });

  it('keeps a teacher to their class: the monitor, an extension and an announcement reach only its students', async () => {
    const mine = await begin();
    const theirs = await begin();
    const teacher = await createTestUser(t.app, { role: 'staff' });
    const group = (
      await call('POST', 'admin/groups/', admin, { name: { ar: 'الحادي عشر أ', en: 'Grade 11 A' }, staff: [teacher.id] })
    ).json();
    await call('POST', `admin/groups/${group.id}/members/`, admin, { user_ids: [mine.student.id] });
    const trials = (await call('GET', `admin/quizzes/${quizId}/live/`, teacher)).json().takers.map((x: { trial: string }) => x.trial);
    expect(trials).toEqual([mine.trial]);
    expect((await call('POST', `admin/trials/${theirs.trial}/extend/`, teacher, { minutes: 5 })).statusCode).toBe(404);
    expect((await call('POST', `admin/trials/${theirs.trial}/end/`, teacher)).statusCode).toBe(404);
    const sent = await call('POST', `admin/quizzes/${quizId}/announcements/`, teacher, { text: 'Grade 11 A: ten minutes left' });
    expect(sent.json().running).toBe(1);
    const texts = async (s: { student: TestUser; trial: string }) =>
      ((await poll(s.student, s.trial)).announcements as { text: string }[]).map((a) => a.text);
    expect(await texts(mine)).toContain('Grade 11 A: ten minutes left');
    expect(await texts(theirs)).not.toContain('Grade 11 A: ten minutes left');
  });

  it("counts the player's poll as a sign of life, written in one batch for every poll and at most every 30 s a trial", async () => {
    const { student, trial } = await begin();
    await startedLongAgo(trial);
    await t.app.liveState.flush();
    expect((await takerOf(trial)).connection).toBe('offline');
    await poll(student, trial);
    expect((await takerOf(trial)).connection).toBe('offline'); // in memory until the batch is written
    await t.app.liveState.flush();
    const seen = await takerOf(trial);
    expect(seen.connection).toBe('online');
    // A second poll within 30 s adds nothing to write.
    await poll(student, trial);
    await t.app.liveState.flush();
    expect((await takerOf(trial)).last_seen).toBe(seen.last_seen);
  });

  it('keeps signs of life for a day, then the sweep deletes them and the monitor shows the last answer or start', async () => {
    const { student, trial } = await begin();
    await startedLongAgo(trial);
    await poll(student, trial);
    await t.app.liveState.flush();
    const { trial: old } = await begin();
    await t.database.rows(sql`insert into trial_presence (trial_id, seen_at) values (${old}::uuid, now() - interval '25 hours')`);
    await forgetOldPresence(t.database);
    const kept = await t.database.rows<{ trial_id: string }>(
      sql`select trial_id from trial_presence where trial_id in (${trial}::uuid, ${old}::uuid)`,
    );
    expect(kept.map((r) => r.trial_id)).toEqual([trial]);
    expect((await takerOf(old)).last_seen).not.toBeNull(); // its start
  });

  it('a reopened attempt is running again for the player that polled it as ended', async () => {
    const { student, trial } = await begin();
    expect((await call('POST', `admin/trials/${trial}/end/`, admin)).statusCode).toBe(204);
    expect((await poll(student, trial)).status).toBe('completed');
    const reopened = await call('POST', `admin/trials/${trial}/reopen/`, admin, { extra_minutes: 10, reason: 'Power cut' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const live = await poll(student, trial);
    expect(live.status).toBe('in_progress');
    expect(live.remaining_seconds).toBeGreaterThan(590);
  });

  it("keeps a student's poll to their own attempt", async () => {
    const { trial } = await begin();
    const other = await createTestUser(t.app);
    expect((await call('GET', `quizzes/trials/${trial}/live/`, other)).statusCode).toBe(404);
  });
});
