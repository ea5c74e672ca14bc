import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTrialDetail } from '@mizan/contract/admin/marking';
import { groupStaff, groups } from '../../db/schema/groups.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createAccountsTestApp, type AccountsTestApp } from '../../test/accounts.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { essayQuiz, gradedQuiz } from '../trials/test-quizzes.js';

describe('operator actions on one attempt: reopen, extra attempt, delete a preview', () => {
  let t: AccountsTestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let student: TestUser;
  let quiz: InsertedQuiz;
  let trialId: string;
  // Weights 1 and 2, pass mark 50: the second question alone passes.
  const first = () => quiz.questions[0]!;
  const second = () => quiz.questions[1]!;
  const answer = (questionId: number, correct: boolean) => {
    const q = quiz.questions.find((x) => x.id === questionId)!;
    return api('POST', `quizzes/trials/${trialId}/question/${questionId}/submit-answer/`, student, {
      selected_answer_id: q.answers.find((a) => Boolean(a.correct) === correct)!.id,
    });
  };
  const audit = (action: string, entityId = trialId) =>
    t.database.rows<{ changes: Record<string, [before: unknown, after: unknown]> }>(
      sql`select changes from audit_log where entity = 'trial' and entity_id = ${entityId} and action = ${action} order by id`,
    );
  const notes = (kind: string) =>
    t.database.rows<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${student.id} and kind = ${kind}`);
  const certificate = () =>
    t.database.rows<{ revoked: boolean; reason: string | null; percentage: number }>(
      sql`select revoked_at is not null as revoked, revocation_reason as reason, (result_summary->>'percentage')::float as percentage
        from certificates where trial_id = ${trialId}`,
    );

  beforeAll(async () => {
    t = await createAccountsTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    student = await createTestUser(t.app);
    quiz = await insertQuiz(t.app.db, gradedQuiz({ certificate: true, attemptsAllowed: 1 }, 2));
    trialId = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json().id;
    await answer(first().id, true);
    await answer(second().id, false);
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, student, {})).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses a reopen without a reason, with an unknown field or more than 600 minutes, and from a student', async () => {
    const bad = [
      { extra_minutes: 10 },
      { extra_minutes: 10, reason: 'x', more: 1 },
      { extra_minutes: 601, reason: 'x' },
      { extra_minutes: 0, reason: 'x' },
    ];
    for (const body of bad) expect((await api('POST', `admin/trials/${trialId}/reopen/`, admin, body)).statusCode).toBe(400);
    expect((await api('POST', `admin/trials/${trialId}/reopen/`, student, { extra_minutes: 10, reason: 'x' })).statusCode).toBe(403);
    expect((await api('POST', `admin/trials/${trialId}/extra-attempt/`, student, { reason: 'x' })).statusCode).toBe(403);
    expect((await api('DELETE', `admin/trials/${trialId}/`, student)).statusCode).toBe(403);
  });

  it('reopens a failed attempt with extra time; the student answers again, completes, is re-scored and certified', async () => {
    expect(await certificate()).toEqual([]);
    expect((await notes('result'))[0]?.n).toBe(1);
    const before = Date.now();
    const res = await api('POST', `admin/trials/${trialId}/reopen/`, admin, { extra_minutes: 10, reason: 'انقطع الاتصال' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminTrialDetail;
    expect(detail).toMatchObject({
      status: 'in_progress',
      score: null,
      percentage: null,
      passed: null,
      completed_at: null,
      preview: false,
    });
    const deadline = new Date(detail.deadline!).getTime();
    expect(deadline).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(deadline).toBeLessThan(Date.now() + 10 * 60_000 + 1_000);
    // The result's notice is withdrawn; the student is told the attempt is open again.
    expect((await notes('result'))[0]?.n).toBe(0);
    expect((await notes('attempt_reopened'))[0]?.n).toBe(1);
    const bell = (await api('GET', 'notifications/', student, undefined, 'ar')).json() as { results: { title: string; body: string }[] };
    expect(bell.results[0]?.title).toContain('أُعيد فتح محاولتك');
    expect(bell.results[0]?.body).toContain('دقائق إضافية');
    expect((await audit('reopen'))[0]?.changes).toMatchObject({
      status: ['completed', 'in_progress'],
      reason: [null, 'انقطع الاتصال'],
      extra_minutes: [null, 10],
    });

    // Starting again resumes this attempt (it does not count as another), where they left off.
    const resumed = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {});
    expect(resumed.json().id).toBe(trialId);
    expect((await answer(second().id, true)).statusCode).toBe(200);
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, student, {})).statusCode).toBe(200);
    const after = (await api('GET', `admin/trials/${trialId}/`, admin)).json() as AdminTrialDetail;
    expect(after).toMatchObject({ status: 'completed', score: 3, percentage: 100, passed: true });
    expect(await certificate()).toEqual([{ revoked: false, reason: null, percentage: 100 }]);
    expect((await notes('result'))[0]?.n).toBe(1);
  });

  it('reopening again withdraws the certificate, and gives it back with the new result when passed again', async () => {
    const res = await api('POST', `admin/trials/${trialId}/reopen/`, admin, { extra_minutes: 5, reason: 'مراجعة' }, 'ar');
    expect(res.statusCode).toBe(200);
    expect(await certificate()).toEqual([{ revoked: true, reason: 'أُعيد فتح المحاولة', percentage: 100 }]);
    expect((await notes('certificate'))[0]?.n).toBe(0);
    expect((await audit('reopen'))[1]?.changes).toMatchObject({ certificate: ['valid', 'revoked'] });
    await answer(first().id, false);
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, student, {})).statusCode).toBe(200);
    expect(await certificate()).toEqual([{ revoked: false, reason: null, percentage: expect.closeTo(66.67, 1) }]);
    expect((await notes('certificate'))[0]?.n).toBe(1);
  });

  it('refuses to reopen an attempt in progress (409), and reopening twice is refused the second time', async () => {
    const opened = await api('POST', `admin/trials/${trialId}/reopen/`, admin, { extra_minutes: 1, reason: 'r' });
    expect(opened.statusCode).toBe(200);
    const again = await api('POST', `admin/trials/${trialId}/reopen/`, admin, { extra_minutes: 1, reason: 'r' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'trial_in_progress' });
    expect(again.json().detail).toContain('in progress');
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, student, {})).statusCode).toBe(200);
  });

  it('refuses to reopen an attempt a person has marked (409): its marks would not follow a new completion', async () => {
    const marked = await insertQuiz(t.app.db, essayQuiz());
    const id = (await api('POST', `quizzes/quizzes/${marked.id}/start/`, student, {})).json().id as string;
    await api('POST', `quizzes/trials/${id}/complete/`, student, {});
    const essay = marked.questions.find((q) => q.type === 'essay')!;
    expect((await api('POST', `admin/trials/${id}/marks/`, admin, { question: essay.id, points: 1 })).statusCode).toBe(200);
    const res = await api('POST', `admin/trials/${id}/reopen/`, admin, { extra_minutes: 5, reason: 'r' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error_code: 'trial_has_marks' });
  });

  it('grants an extra attempt: a student at the limit starts once more, and only once', async () => {
    const refused = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error_code).toBe('attempts_exhausted');
    const res = await api('POST', `admin/trials/${trialId}/extra-attempt/`, admin, { reason: 'ظرف صحي' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ extra_attempts: 1 });
    expect((await notes('attempt_granted'))[0]?.n).toBe(1);
    expect((await audit('grant_attempt'))[0]?.changes).toMatchObject({ extra_attempts: [0, 1], reason: [null, 'ظرف صحي'] });
    expect((await api('POST', `admin/trials/${trialId}/extra-attempt/`, admin, { reason: 'x', y: 1 })).statusCode).toBe(400);

    const started = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {});
    expect(started.statusCode).toBe(201);
    const next = started.json().id as string;
    expect(next).not.toBe(trialId);
    expect((await api('POST', `quizzes/trials/${next}/complete/`, student, {})).statusCode).toBe(200);
    expect((await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).statusCode).toBe(403);
  });

  it('grants an extra attempt of an assigned quiz, counted inside its start statement', async () => {
    const assigned = await insertQuiz(t.app.db, gradedQuiz({ access: 'assigned' }, 1));
    const group = (await api('POST', 'admin/groups/', admin, { name: { ar: 'فصل', en: 'Class' }, staff: [] })).json();
    await api('POST', `admin/groups/${group.id}/members/`, admin, { user_ids: [student.id] });
    const window = { opens_at: new Date(Date.now() - 60_000).toISOString(), closes_at: new Date(Date.now() + 3_600_000).toISOString() };
    await api('POST', 'admin/assignments/', admin, { quiz: assigned.id, groups: [group.id], ...window, attempts: 1 });
    const one = (await api('POST', `quizzes/quizzes/${assigned.id}/start/`, student, {})).json().id as string;
    await api('POST', `quizzes/trials/${one}/complete/`, student, {});
    expect((await api('POST', `quizzes/quizzes/${assigned.id}/start/`, student, {})).statusCode).toBe(403);
    expect((await api('POST', `admin/trials/${one}/extra-attempt/`, admin, { reason: 'r' })).statusCode).toBe(200);
    expect(
      (await api('GET', 'assignments/', student)).json().find((a: { quiz: { id: number } }) => a.quiz.id === assigned.id),
    ).toMatchObject({
      attempts_used: 0,
    });
    expect((await api('POST', `quizzes/quizzes/${assigned.id}/start/`, student, {})).statusCode).toBe(201);
  });

  it('deletes an operator’s own preview (audited), never a student’s attempt (409)', async () => {
    const preview = await api('POST', `admin/quizzes/${quiz.id}/preview/`, admin);
    expect(preview.statusCode, preview.body).toBe(201);
    const previewId = preview.json().id as string;
    expect((await api('GET', `admin/trials/${previewId}/`, admin)).json()).toMatchObject({ preview: true });
    const real = await api('DELETE', `admin/trials/${trialId}/`, admin, undefined, 'ar');
    expect(real.statusCode).toBe(409);
    expect(real.json()).toMatchObject({ error_code: 'not_preview' });
    expect(real.json().detail).toContain('المعاينات');
    expect((await api('DELETE', `admin/trials/${previewId}/`, admin)).statusCode).toBe(204);
    expect((await api('GET', `admin/trials/${previewId}/`, admin)).statusCode).toBe(404);
    expect((await api('DELETE', `admin/trials/${previewId}/`, admin)).statusCode).toBe(404);
    expect((await audit('delete', previewId))[0]?.changes).toMatchObject({ preview: [true, null] });
  });

  it('hides every action from a staff member whose classes the student is not in (404), and another operator’s preview', async () => {
    const teacher = await createTestUser(t.app, { role: 'staff' });
    const [klass] = await t.app.db.insert(groups).values({ nameAr: 'الصف ب', joinCode: 'ACTSCOPE' }).returning({ id: groups.id });
    await t.app.db.insert(groupStaff).values({ groupId: klass!.id, userId: teacher.id });
    expect((await api('POST', `admin/trials/${trialId}/reopen/`, teacher, { extra_minutes: 5, reason: 'r' })).statusCode).toBe(404);
    expect((await api('POST', `admin/trials/${trialId}/extra-attempt/`, teacher, { reason: 'r' })).statusCode).toBe(404);
    expect((await api('DELETE', `admin/trials/${trialId}/`, teacher)).statusCode).toBe(404);
    const previewId = (await api('POST', `admin/quizzes/${quiz.id}/preview/`, admin)).json().id as string;
    expect((await api('DELETE', `admin/trials/${previewId}/`, teacher)).statusCode).toBe(404);
    expect((await api('POST', `admin/trials/${trialId}/reopen/`, null, { extra_minutes: 5, reason: 'r' })).statusCode).toBe(401);
  });
});
