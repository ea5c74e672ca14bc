import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { competitionParticipants, competitions } from '../../db/schema/competitions.js';
import { jobs } from '../../db/schema/jobs.js';
import { notifications } from '../../db/schema/notifications.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { startTestSmtp, type TestMailbox } from '../../test/smtp.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { scheduleCompetitionReminder } from './competition-reminders.js';
import { notify } from './notify.js';

describe('notifications', () => {
  let mailbox: TestMailbox;
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let quiz: InsertedQuiz;
  let staff: TestUser;

  /** Runs every due job (the app's own poller is stopped so the test decides when). */
  const runJobs = async () => {
    await t.app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });
    while ((await t.app.jobs.runDue()) > 0);
  };
  const takeQuiz = async (student: TestUser, correct = true) => {
    const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
    for (const q of quiz.questions) {
      const answer = q.answers[correct ? 0 : 1];
      await api('POST', `quizzes/trials/${trial.id}/question/${q.id}/submit-answer/`, student, { selected_answer_id: answer?.id });
    }
    expect((await api('POST', `quizzes/trials/${trial.id}/complete/`, student, {})).statusCode).toBe(200);
    return trial.id as string;
  };

  beforeAll(async () => {
    mailbox = await startTestSmtp();
    t = await createTestApp({ smtpUrl: mailbox.url });
    await t.app.jobs.close();
    api = apiClient(t.app);
    quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true }));
    staff = await createTestUser(t.app, { role: 'staff' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('announces a graded result (and the certificate it earned) in the bell and by e-mail in the user’s language', async () => {
    const student = await createTestUser(t.app, { fullname: 'سارة' });
    const trialId = await takeQuiz(student);
    await runJobs();

    const list = (await api('GET', 'notifications/?box=alerts', student, undefined, 'ar')).json();
    expect(list).toMatchObject({ count: 2, unread_count: 2, unread: { alerts: 2, messages: 0 }, next: null });
    const result = list.results.find((n: { kind: string }) => n.kind === 'result');
    expect(result).toMatchObject({
      title: 'نتيجتك في «اختبار تجريبي»',
      link: `/quizzes/${quiz.id}/trials/${trialId}/results`,
      read: false,
      box: 'alerts',
    });
    expect(result.body).toContain('ناجح');
    expect(list.results.find((n: { kind: string }) => n.kind === 'certificate').link).toBe(
      `/quizzes/${quiz.id}/trials/${trialId}/certificate`,
    );

    const mails = [await mailbox.take(student.email), await mailbox.take(student.email)];
    const resultMail = mails.find((m) => m.subject.startsWith('نتيجتك'))!;
    expect(resultMail.html).toContain('dir="rtl"');
    expect(resultMail.text).toContain('مرحبًا سارة،');
    expect(resultMail.text).toContain(`/quizzes/${quiz.id}/trials/${trialId}/results`);
    expect(mails.some((m) => m.subject.startsWith('شهادتك'))).toBe(true);

    // Completing again (a second tab) raises nothing new.
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, student, {})).statusCode).toBe(200);
    await runJobs();
    expect((await api('GET', 'notifications/', student)).json().count).toBe(2);
    expect(mailbox.pending(student.email)).toHaveLength(0);
  });

  it('lists newest first, paginates, and marks one or all read for their owner only', async () => {
    const [student, other] = [await createTestUser(t.app), await createTestUser(t.app)];
    for (let i = 0; i < 3; i++) {
      await notify(t.app.db, {
        kind: 'announcement',
        key: `test:${i}`,
        to: [student.id],
        params: { subject: { ar: `رسالة ${i}`, en: `Message ${i}` }, body: { ar: 'نص', en: 'Text' } },
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await notify(t.app.db, {
      kind: 'receipt',
      key: 'test:receipt',
      to: [student.id],
      link: '/profile#purchases',
      params: { item: { ar: 'باقة', en: 'Plan' }, amount: 25 },
    });

    const first = (await api('GET', 'notifications/?box=messages&limit=2&page=1', student)).json();
    expect(first).toMatchObject({ count: 3, unread_count: 3, unread: { alerts: 1, messages: 3 } });
    expect(first.results.map((n: { title: string }) => n.title)).toEqual(['Message 2', 'Message 1']);
    expect(first.next).toContain('page=2');
    const second = (await api('GET', 'notifications/?box=messages&limit=2&page=2', student)).json();
    expect(second.results.map((n: { title: string }) => n.title)).toEqual(['Message 0']);
    expect((await api('GET', 'notifications/', other)).json()).toMatchObject({ count: 0, unread_count: 0 });

    // Someone else's id changes nothing; the owner's marks it.
    const id = first.results[0].id as string;
    expect((await api('POST', 'notifications/read/', other, { ids: [id] })).json()).toMatchObject({ marked: 0 });
    expect((await api('POST', 'notifications/read/', student, { ids: [id] })).json()).toEqual({
      marked: 1,
      unread: { alerts: 1, messages: 2 },
    });
    expect((await api('POST', 'notifications/read/', student, { all: true, box: 'messages' })).json()).toEqual({
      marked: 2,
      unread: { alerts: 1, messages: 0 },
    });
    expect((await api('POST', 'notifications/read/', student, { all: true })).json().unread).toEqual({ alerts: 0, messages: 0 });

    // Strict bodies: unknown fields, both shapes at once, or a bad box are a 400, never a 500.
    for (const body of [{ ids: [id], extra: 1 }, { all: false }, { ids: [] }, { ids: ['x'] }, { all: true, box: 'spam' }]) {
      expect((await api('POST', 'notifications/read/', student, body)).statusCode).toBe(400);
    }
    expect((await api('GET', 'notifications/', null)).statusCode).toBe(401);
  });

  it('follows the preferences: e-mail off keeps the app, app off keeps the e-mail', async () => {
    const student = await createTestUser(t.app);
    const defaults = (await api('GET', 'notifications/preferences/', student)).json();
    expect(defaults.preferences).toContainEqual({ kind: 'result', in_app: true, email: true });
    const res = await api('PATCH', 'notifications/preferences/', student, {
      preferences: [
        { kind: 'result', in_app: true, email: false },
        { kind: 'certificate', in_app: false, email: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences).toContainEqual({ kind: 'certificate', in_app: false, email: true });
    expect(
      (
        await api('PATCH', 'notifications/preferences/', student, {
          preferences: [{ kind: 'result', in_app: true, email: true, sms: true }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await api('PATCH', 'notifications/preferences/', student, { preferences: [{ kind: 'nope', in_app: true, email: true }] }))
        .statusCode,
    ).toBe(400);

    // E-mails speak the recipient's language (English here), whatever language the event was raised in.
    await t.app.db.update(users).set({ language: 'en' }).where(eq(users.id, student.id));
    await takeQuiz(student);
    await runJobs();
    const list = (await api('GET', 'notifications/', student)).json();
    expect(list.results.map((n: { kind: string }) => n.kind)).toEqual(['result']);
    const mail = await mailbox.take(student.email);
    expect(mail.subject).toBe('Your certificate for “Test quiz” is ready');
    expect(mail.html).toContain('dir="ltr"');
    expect(mailbox.pending(student.email)).toHaveLength(0);
  });

  it('reminds those who joined a competition an hour before it starts, once even if its job runs twice', async () => {
    const [joined, late, outsider] = [await createTestUser(t.app), await createTestUser(t.app), await createTestUser(t.app)];
    const startsAt = new Date(Date.now() + 30 * 60_000);
    const [competition] = await t.app.db
      .insert(competitions)
      .values({
        quizId: quiz.id,
        titleAr: 'مسابقة الربيع',
        titleEn: 'Spring contest',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
      })
      .returning({ id: competitions.id });
    const id = competition!.id;
    await t.app.db.insert(competitionParticipants).values([
      { competitionId: id, userId: joined.id },
      { competitionId: id, userId: late.id },
    ]);
    await scheduleCompetitionReminder(t.app.db, id, startsAt);
    await scheduleCompetitionReminder(t.app.db, id, startsAt);
    // A start moved since: that job does nothing.
    await scheduleCompetitionReminder(t.app.db, id, new Date(startsAt.getTime() + 60_000));
    await runJobs();
    await runJobs();

    const mine = await t.app.db.select().from(notifications).where(eq(notifications.kind, 'competition_starting'));
    expect(mine.map((n) => n.userId).sort()).toEqual([joined.id, late.id].sort());
    expect((await mailbox.take(joined.email)).subject).toBe('تبدأ مسابقة «مسابقة الربيع» خلال ساعة');
    expect(mailbox.pending(joined.email)).toHaveLength(0);
    expect((await api('GET', 'notifications/', outsider)).json().count).toBe(0);
  });

  it('schedules the reminder when an operator creates a competition', async () => {
    const admin = await createTestUser(t.app, { role: 'admin' });
    const startsAt = new Date(Date.now() + 3 * 3_600_000);
    const res = await api('POST', 'admin/competitions/', admin, {
      quiz: quiz.id,
      title: { ar: 'مسابقة', en: 'Contest' },
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const [job] = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'competition-starting'), sql`${jobs.payload}->>'competition' = ${String(res.json().id)}`));
    expect(job!.runAt.getTime()).toBe(startsAt.getTime() - 3_600_000);
  });

  it('sends an announcement to exactly the takers of a quiz, in the app and by e-mail, with an audit row', async () => {
    const [taker, twice, bystander] = [await createTestUser(t.app), await createTestUser(t.app), await createTestUser(t.app)];
    const otherQuiz = await insertQuiz(t.app.db, gradedQuiz({ titleEn: 'Other quiz' }));
    await takeQuiz(taker, false);
    await takeQuiz(twice, false);
    await takeQuiz(twice, false);
    await api('POST', `quizzes/quizzes/${otherQuiz.id}/start/`, bystander, {});
    await runJobs();
    for (const user of [taker, twice, bystander]) while (mailbox.pending(user.email).length) await mailbox.take(user.email);

    const body = {
      audience: { quiz: quiz.id },
      subject: { ar: 'موعد المراجعة', en: 'Review session' },
      body: { ar: 'المراجعة يوم الأحد.\nأحضروا أقلامكم.', en: 'Review on Sunday.\nBring pens.' },
    };
    expect((await api('POST', 'admin/announcements/', taker, body)).statusCode).toBe(403);
    expect((await api('POST', 'admin/announcements/', staff, { ...body, audience: { quiz: quiz.id, group: 1 } })).statusCode).toBe(400);
    expect((await api('POST', 'admin/announcements/', staff, { ...body, audience: { quiz: 999_999 } })).statusCode).toBe(400);
    const sent = await api('POST', 'admin/announcements/', staff, body);
    expect(sent.statusCode).toBe(201);
    // Every taker of the quiz so far (earlier tests' students too), each once.
    const takers = await t.app.database.rows<{ n: number }>(
      sql`select count(distinct user_id)::int as n from trials where quiz_id = ${quiz.id}`,
    );
    expect(sent.json()).toMatchObject({ audience: { quiz: quiz.id }, audience_name: 'Test quiz', recipients_count: takers[0]!.n });

    const message = (await api('GET', 'notifications/?box=messages', twice)).json();
    expect(message).toMatchObject({ count: 1, unread: { messages: 1 } });
    expect(message.results[0]).toMatchObject({
      title: 'Review session',
      body: 'Review on Sunday.\nBring pens.',
      box: 'messages',
      link: null,
    });
    expect((await api('GET', 'notifications/?box=messages', bystander)).json().count).toBe(0);

    await runJobs();
    const mail = await mailbox.take(twice.email);
    expect(mail.subject).toBe('موعد المراجعة');
    expect(mail.text).toContain('أحضروا أقلامكم.');
    expect(mailbox.pending(twice.email)).toHaveLength(0);
    expect(mailbox.pending(bystander.email)).toHaveLength(0);

    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'announcement'));
    expect(audit).toMatchObject({ action: 'send', actorId: staff.id, entityId: String(sent.json().id) });
    const list = (await api('GET', 'admin/announcements/', staff)).json();
    expect(list.results[0]).toMatchObject({ id: sent.json().id, subject: body.subject, sent_by: 'طالب تجريبي' });
  });

  it('sends to a class: its members only; a teacher reaches only their classes and their own students among a quiz’s takers', async () => {
    const admin = await createTestUser(t.app, { role: 'admin' });
    const teacher = await createTestUser(t.app, { role: 'staff' });
    const [pupil, other] = [await createTestUser(t.app), await createTestUser(t.app)];
    const group = async (members: TestUser[], staffIds: string[]) => {
      const created = (await api('POST', 'admin/groups/', admin, { name: { ar: 'فصل', en: 'Class' }, staff: staffIds })).json();
      await api('POST', `admin/groups/${created.id}/members/`, admin, { user_ids: members.map((m) => m.id) });
      return created.id as number;
    };
    const mine = await group([pupil], [teacher.id]);
    const theirs = await group([other], []);
    await takeQuiz(pupil, false);
    await takeQuiz(other, false);
    const body = (audience: object) => ({ audience, subject: { ar: 'تنبيه', en: 'Notice' }, body: { ar: 'نص', en: 'Text' } });

    expect((await api('POST', 'admin/announcements/', teacher, body({ group: theirs }))).statusCode).toBe(400);
    const toClass = await api('POST', 'admin/announcements/', teacher, body({ group: mine }));
    expect(toClass.statusCode, toClass.body).toBe(201);
    expect(toClass.json()).toMatchObject({ audience: { group: mine }, audience_name: 'Class', recipients_count: 1 });
    // The quiz's takers, as far as this teacher's classes reach: the pupil, not the other class's student.
    expect((await api('POST', 'admin/announcements/', teacher, body({ quiz: quiz.id }))).json().recipients_count).toBe(1);
    expect((await api('GET', 'notifications/?box=messages', pupil)).json().count).toBe(2);
    expect((await api('GET', 'notifications/?box=messages', other)).json().count).toBe(0);
    expect((await api('POST', 'admin/announcements/', admin, body({ group: theirs }))).json().recipients_count).toBe(1);

    // Staff read the announcements they sent; admins read all.
    const listed = (await api('GET', 'admin/announcements/?limit=100', teacher)).json();
    expect(listed.count).toBe(2);
    expect(listed.results.map((a: { audience: object }) => a.audience)).toEqual([{ quiz: quiz.id }, { group: mine }]);
    expect((await api('GET', 'admin/announcements/?limit=100', admin)).json().count).toBeGreaterThan(3);
  });
});
