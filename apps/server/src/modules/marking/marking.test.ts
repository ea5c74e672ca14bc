import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTrialDetail, MarkingResponse } from '@mizan/contract/admin/marking';
import type { Result } from '@mizan/contract/results';
import { groupMembers, groupStaff, groups } from '../../db/schema/groups.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createAccountsTestApp, type AccountsTestApp } from '../../test/accounts.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { apiClient } from '../trials/test-api.js';

const ESSAY = {
  ar: 'اكتب فقرة عن الماء',
  en: 'Write a paragraph about water',
  weight: 4,
  answers: [],
  key: {
    type: 'essay' as const,
    min_words: 3,
    max_words: 200,
    template: { ar: '<p>ابدأ هنا</p>', en: '' },
    marker_info: { ar: '<p>نقطتان للأمثلة</p>', en: '' },
  },
};

describe('written answers and human marking', () => {
  let t: AccountsTestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let student: TestUser;
  let other: TestUser;
  let quiz: InsertedQuiz;
  let trialId: string;
  const essay = () => quiz.questions.find((q) => q.type === 'essay')!;
  const choice = () => quiz.questions.find((q) => q.type === 'single_choice')!;

  beforeAll(async () => {
    t = await createAccountsTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    student = await createTestUser(t.app, { fullname: 'سارة الكاتبة', email: `writer-${Date.now()}@example.com` });
    other = await createTestUser(t.app);
    const base = gradedQuiz({}, 1);
    quiz = await insertQuiz(t.app.db, { ...base, questions: [...base.questions, ESSAY] });
    trialId = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json().id;
  });
  afterAll(() => t.close());

  const result = async (user = student) =>
    (await api('GET', `quizzes/results/?trial__id=${trialId}`, user)).json().results[0] as Result | undefined;

  it('shows the essay in the player with its limits and template, never the marker notes', async () => {
    const res = await api('GET', `quizzes/trial/${trialId}/questions/${essay().id}/`, student);
    expect(res.json()).toMatchObject({ type: 'essay', essay: { min_words: 3, max_words: 200, template: '<p>ابدأ هنا</p>' } });
    expect(res.body).not.toContain('نقطتان');
  });

  it('stores the essay sanitized, and completes the trial as awaiting marking without a percentage', async () => {
    const saved = await api('POST', `quizzes/trials/${trialId}/question/${essay().id}/submit-answer/`, student, {
      response: { text: '<p>الماءُ سرُّ الحياة <script>alert(1)</script><strong>دائمًا</strong></p>' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().response.text).not.toContain('script');
    expect(saved.json().response.text).toContain('<strong>دائمًا</strong>');
    await api('POST', `quizzes/trials/${trialId}/question/${choice().id}/submit-answer/`, student, {
      selected_answer_id: choice().answers.find((a) => a.correct)!.id,
    });
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, student, {})).statusCode).toBe(200);
    const r = await result();
    expect(r).toMatchObject({ marking: 'pending', percentage: null, passed: null, score: 1, max_score: 5 });
    const item = r?.review?.find((q) => q.id === essay().id);
    expect(item).toMatchObject({ pending: true, comment: '' });
  });

  it('lists the essay in the anonymous queue: a candidate label, no name or e-mail', async () => {
    const res = await api('GET', `admin/marking/?quiz=${quiz.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const queue = res.json() as MarkingResponse;
    expect(queue.count).toBe(1);
    expect(queue.questions).toEqual([expect.objectContaining({ id: essay().id, pending: 1 })]);
    expect(queue.results[0]).toMatchObject({ trial: trialId, question: essay().id, word_count: 4, max_mark: 4, mark: null });
    expect(queue.results[0]?.marker_info?.ar).toContain('نقطتان');
    expect(res.body).not.toContain('سارة');
    expect(res.body).not.toContain(student.email);
  });

  it('reveals who wrote it only on request, with an audit row', async () => {
    const res = await api('POST', `admin/trials/${trialId}/identity/`, admin);
    expect(res.json()).toEqual({ name: 'سارة الكاتبة', email: student.email });
    const audit = await t.database.rows<{ action: string }>(
      sql`select action from audit_log where entity = 'trial' and entity_id = ${trialId} and action = 'reveal_identity'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('refuses marks out of range, for a question not in the trial, and from a student', async () => {
    const over = await api('POST', `admin/trials/${trialId}/marks/`, admin, { question: essay().id, points: 5 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors?.points ?? over.json()).toBeTruthy();
    const foreign = await api('POST', `admin/trials/${trialId}/marks/`, admin, { question: 999_999, points: 1 });
    expect(foreign.statusCode).toBe(400);
    const unknownField = await api('POST', `admin/trials/${trialId}/marks/`, admin, { question: essay().id, points: 1, bonus: 1 });
    expect(unknownField.statusCode).toBe(400);
    expect((await api('POST', `admin/trials/${trialId}/marks/`, student, { question: essay().id, points: 4 })).statusCode).toBe(403);
    expect((await api('GET', `admin/trials/${trialId}/`, student)).statusCode).toBe(403);
  });

  it('releases the result when the essay is marked: percentage, pass, comment, audit row and one notification', async () => {
    const res = await api('POST', `admin/trials/${trialId}/marks/`, admin, {
      question: essay().id,
      points: 3,
      comment: 'أحسنت، ينقصك مثال.',
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as AdminTrialDetail;
    expect(detail).toMatchObject({ marking: 'complete', score: 4, percentage: 80, passed: true });
    expect(detail.questions.find((q) => q.id === essay().id)).toMatchObject({ final_mark: 3, auto_mark: null, word_count: 4 });

    const r = await result();
    expect(r).toMatchObject({ marking: 'complete', percentage: 80, passed: true });
    expect(r?.review?.find((q) => q.id === essay().id)).toMatchObject({ pending: false, mark: 3, comment: 'أحسنت، ينقصك مثال.' });

    // The result notification (in the app, and by e-mail by default), raised now and not at completion.
    const mail = await t.mailbox.take(student.email);
    expect(mail.text).toContain(`/trials/${trialId}/results`);
    expect(mail.text).toContain('٨٠'); // the percentage, in the student's language (Arabic digits)
    const notes = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${student.id} and kind = 'result'`,
    );
    expect(notes[0]?.n).toBe(1);

    const audit = await t.database.rows<{ action: string }>(
      sql`select action from audit_log where entity = 'trial' and entity_id = ${trialId} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['reveal_identity', 'mark']);
    const queue = (await api('GET', `admin/marking/?quiz=${quiz.id}`, admin)).json() as MarkingResponse;
    expect(queue.count).toBe(0);
    expect((await api('GET', `admin/marking/?quiz=${quiz.id}&state=marked`, admin)).json().count).toBe(1);
  });

  it('overrides a machine mark only with a reason, and re-marking keeps the history but counts the latest', async () => {
    const bare = await api('POST', `admin/trials/${trialId}/marks/`, admin, { question: choice().id, points: 0 });
    expect(bare.statusCode).toBe(400);
    const overridden = await api('POST', `admin/trials/${trialId}/marks/`, admin, {
      question: choice().id,
      points: 0,
      reason: 'نُسخت الإجابة',
    });
    expect(overridden.json()).toMatchObject({ score: 3, percentage: 60 });
    const remarked = await api('POST', `admin/trials/${trialId}/marks/`, admin, { question: essay().id, points: 1 });
    expect(remarked.json()).toMatchObject({ score: 1, percentage: 20, passed: false, marking: 'complete' });
    const rows = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from trial_marks where trial_id = ${trialId}`);
    expect(rows[0]?.n).toBe(3);
    // Released once: a later change of mark sends no second result notification.
    expect(t.mailbox.pending(student.email)).toEqual([]);
  });

  it("lists a quiz's attempts with marking state, and opens one as its review; another student's trial is not a student's business", async () => {
    const list = await api('GET', `admin/quizzes/${quiz.id}/trials/?marking=complete`, admin);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: trialId, marking: 'complete', student: { email: student.email } }] });
    expect((await api('GET', `admin/quizzes/${quiz.id}/trials/?marking=pending`, admin)).json().count).toBe(0);
    const one = (await api('GET', `admin/trials/${trialId}/`, admin)).json() as AdminTrialDetail;
    expect(one.questions.map((q) => q.type)).toEqual(['single_choice', 'essay']);
    expect((await api('GET', `quizzes/results/?trial__id=${trialId}`, other)).json().results).toEqual([]);
    expect((await api('GET', `admin/trials/00000000-0000-4000-8000-000000000000/`, admin)).statusCode).toBe(404);
  });

  it('a staff member who teaches a class sees, marks and reveals only that class’s attempts (#30 scoping)', async () => {
    const teacher = await createTestUser(t.app, { role: 'staff' });
    const [klass] = await t.app.db.insert(groups).values({ nameAr: 'الصف أ', joinCode: 'MARKSCOP' }).returning({ id: groups.id });
    await t.app.db.insert(groupStaff).values({ groupId: klass!.id, userId: teacher.id });
    // The student who wrote the essay is not in the teacher's class.
    const list = await api('GET', `admin/quizzes/${quiz.id}/trials/`, teacher);
    expect(list.json().count).toBe(0);
    expect((await api('GET', `admin/trials/${trialId}/`, teacher)).statusCode).toBe(404);
    expect((await api('POST', `admin/trials/${trialId}/identity/`, teacher)).statusCode).toBe(404);
    expect((await api('POST', `admin/trials/${trialId}/marks/`, teacher, { question: essay().id, points: 4 })).statusCode).toBe(404);
    expect((await api('GET', `admin/marking/?quiz=${quiz.id}&state=all`, teacher)).json().count).toBe(0);
    // Once the student joins the class, the teacher sees the attempt.
    await t.app.db.insert(groupMembers).values({ groupId: klass!.id, userId: student.id });
    expect((await api('GET', `admin/quizzes/${quiz.id}/trials/`, teacher)).json().count).toBe(1);
    expect((await api('GET', `admin/trials/${trialId}/`, teacher)).statusCode).toBe(200);
    expect((await api('GET', `admin/marking/?quiz=${quiz.id}&state=all`, teacher)).json().count).toBe(1);
  });

  it('refuses the marking routes without a token', async () => {
    expect((await api('GET', `admin/marking/?quiz=${quiz.id}`, null)).statusCode).toBe(401);
    expect((await api('POST', `admin/trials/${trialId}/marks/`, null, { question: essay().id, points: 1 })).statusCode).toBe(401);
  });
});
