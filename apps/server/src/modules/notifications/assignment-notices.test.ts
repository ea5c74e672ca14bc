import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { notifications } from '../../db/schema/notifications.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { startTestSmtp, type TestMailbox } from '../../test/smtp.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

const HOUR = 3_600_000;

describe('assignment notices: opened, due in 24 hours and in 1 hour', () => {
  let mailbox: TestMailbox;
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;

  /** Runs every queued job as though its moment had come (the app's own poller is stopped). */
  const runJobs = async () => {
    await t.app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });
    while ((await t.app.jobs.runDue()) > 0);
  };
  const noticesOf = async (user: TestUser) =>
    (
      await t.app.db
        .select({ kind: notifications.kind, key: notifications.dedupeKey })
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), sql`${notifications.kind} like 'assignment%'`))
    ).map((n) => `${n.kind}:${n.key.split(':')[2]}`);
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const classOf = async (...members: TestUser[]) => {
    const group = (await api('POST', 'admin/groups/', admin, { name: { ar: 'فصل' }, staff: [] })).json();
    if (members.length) await api('POST', `admin/groups/${group.id}/members/`, admin, { user_ids: members.map((m) => m.id) });
    return group as { id: number; join_code: string };
  };

  beforeAll(async () => {
    mailbox = await startTestSmtp();
    t = await createTestApp({ smtpUrl: mailbox.url });
    await t.app.jobs.close();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('tells each student once when their own window opens, and reminds only those who have not started', async () => {
    const [early, late, starter] = [await createTestUser(t.app), await createTestUser(t.app), await createTestUser(t.app)];
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ access: 'assigned' }));
    const group = await classOf(early, late, starter);
    const created = await api('POST', 'admin/assignments/', admin, {
      quiz: quiz.id,
      groups: [group.id],
      opens_at: at(-HOUR / 2),
      closes_at: at(30 * HOUR),
      overrides: [{ user: late.id, opens_at: at(2 * HOUR), closes_at: at(40 * HOUR) }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await api('POST', `quizzes/quizzes/${quiz.id}/start/`, starter, {})).statusCode).toBe(201);

    // Every moment's job runs now; the queries still hold each to its student's own window, and running twice sends nothing more.
    await runJobs();
    await runJobs();
    expect((await noticesOf(early)).sort()).toEqual(['assignment_due:due_1h', 'assignment_due:due_24h', 'assignment_opened:opened']);
    expect(await noticesOf(starter)).toEqual(['assignment_opened:opened']);
    // Their window is not open yet: nothing (their jobs run again at their moments and find them then).
    expect(await noticesOf(late)).toEqual([]);

    const mail = await mailbox.take(early.email);
    expect(mail.subject).toMatch(/«.+» متاح الآن|يُغلق «.+» خلال/);
    const bell = (await api('GET', 'notifications/?box=alerts', early)).json();
    expect(bell.results.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining([`“Test quiz” closes within the hour`, `“Test quiz” closes within 24 hours`]),
    );
    expect(bell.results.every((n: { link: string }) => n.link === '/my-assignments')).toBe(true);
  });

  it('a moved window is announced at its new moments only; an assignment far off is not announced yet', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ access: 'assigned' }));
    const group = await classOf(student);
    const created = (
      await api('POST', 'admin/assignments/', admin, {
        quiz: quiz.id,
        groups: [group.id],
        opens_at: at(5 * HOUR),
        closes_at: at(50 * HOUR),
      })
    ).json();
    const moved = await api('PATCH', `admin/assignments/${created.id}/`, admin, { opens_at: at(-HOUR), closes_at: at(10 * HOUR) });
    expect(moved.statusCode, moved.body).toBe(200);
    await runJobs();
    // Opened (at its new moment) and due within the hour; no 24-hour reminder for a window shorter than that.
    expect((await noticesOf(student)).sort()).toEqual(['assignment_due:due_1h', 'assignment_opened:opened']);
    expect(await t.app.db.select().from(jobs).where(eq(jobs.kind, 'assignment-notice'))).toEqual([]);
  });

  it('a student joining a class by code hears at once of its open assignment, once', async () => {
    const [member, joiner] = [await createTestUser(t.app), await createTestUser(t.app)];
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ access: 'assigned' }));
    const group = await classOf(member);
    await api('POST', 'admin/assignments/', admin, { quiz: quiz.id, groups: [group.id], opens_at: at(-HOUR), closes_at: at(2 * HOUR) });
    await runJobs();
    expect((await api('POST', 'groups/join/', joiner, { code: group.join_code })).statusCode).toBe(201);
    expect(await noticesOf(joiner)).toEqual(['assignment_opened:opened']);
    // Removed and added again: still once.
    await api('DELETE', `admin/groups/${group.id}/members/`, admin, { user_ids: [joiner.id] });
    await api('POST', `admin/groups/${group.id}/members/`, admin, { user_ids: [joiner.id] });
    expect((await noticesOf(joiner)).filter((n) => n.startsWith('assignment_opened'))).toHaveLength(1);
  });
});
