import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegradeResponse } from '@mizan/contract/admin/regrade';
import { groupMembers, groupStaff, groups } from '../../db/schema/groups.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createAccountsTestApp, type AccountsTestApp } from '../../test/accounts.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { apiClient } from '../trials/test-api.js';

const ESSAY = {
  ar: 'اشرح إجابتك',
  en: 'Explain your answer',
  weight: 1,
  answers: [],
  key: {
    type: 'essay' as const,
    min_words: null,
    max_words: null,
    template: { ar: '', en: '' },
    marker_info: { ar: '', en: '' },
  },
};

/**
 * A quiz published with a wrong key: question 1 (2 points) marks «ب» right where «أ» is. Out of 4 points with a
 * pass at 50 %: the lucky student chose «ب» (75 % → 25 % once corrected), the unlucky one «أ» (25 % → 75 %).
 */
describe('regrade after a key correction', () => {
  let t: AccountsTestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let lucky: TestUser;
  let unlucky: TestUser;
  let waiting: TestUser;
  let quiz: InsertedQuiz;
  const trials: Record<string, string> = {};
  const q1 = () => quiz.questions[0]!;
  const q2 = () => quiz.questions[1]!;
  const essay = () => quiz.questions[2]!;
  const regrade = (body: object, user: TestUser | null = admin, lang = 'en') =>
    api('POST', `admin/quizzes/${quiz.id}/regrade/`, user, body, lang);
  const trialRow = async (id: string) =>
    (
      await t.database.rows<{ score: number; percentage: number | null; passed: boolean | null; marking: string | null }>(
        sql`select score, percentage, passed, marking from trials where id = ${id}`,
      )
    )[0];
  const certificate = async (id: string) =>
    (
      await t.database.rows<{ revoked_at: string | null; revocation_reason: string | null }>(
        sql`select revoked_at, revocation_reason from certificates where trial_id = ${id}`,
      )
    )[0];

  /** Starts and completes an attempt: option `pick1` of question 1, `pick2` of question 2, an essay unless left out. */
  const sit = async (student: TestUser, pick1: number | null, pick2: number, essayText: string | null) => {
    const id = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json().id as string;
    const answer = (question: number, body: object) =>
      api('POST', `quizzes/trials/${id}/question/${question}/submit-answer/`, student, body);
    if (pick1 !== null) await answer(q1().id, { selected_answer_id: q1().answers[pick1]!.id });
    await answer(q2().id, { selected_answer_id: q2().answers[pick2]!.id });
    if (essayText) await answer(essay().id, { response: { text: `<p>${essayText}</p>` } });
    expect((await api('POST', `quizzes/trials/${id}/complete/`, student, {})).statusCode).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await createAccountsTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    lucky = await createTestUser(t.app, { fullname: 'محظوظ' });
    unlucky = await createTestUser(t.app, { fullname: 'غير محظوظ' });
    waiting = await createTestUser(t.app, { fullname: 'ينتظر' });
    const base = gradedQuiz({ certificate: true }, 2);
    const [first, second] = base.questions;
    quiz = await insertQuiz(t.app.db, {
      ...base,
      questions: [
        {
          ...first!,
          weight: 2,
          answers: [
            { ...first!.answers[0]!, correct: false },
            { ...first!.answers[1]!, correct: true },
          ],
        },
        { ...second!, weight: 1 },
        ESSAY,
      ],
    });
    trials['lucky'] = await sit(lucky, 1, 1, 'الجواب الأول');
    trials['unlucky'] = await sit(unlucky, 0, 0, 'الجواب الثاني');
    // Awaiting marking, and question 1 left unanswered: the correction changes nothing for it.
    trials['waiting'] = await sit(waiting, null, 0, 'ما زلت أنتظر');
    for (const [who, points] of [
      ['lucky', 1],
      ['unlucky', 0],
    ] as const) {
      const marked = await api('POST', `admin/trials/${trials[who]}/marks/`, admin, { question: essay().id, points });
      expect(marked.statusCode, marked.body).toBe(200);
    }
    expect(await trialRow(trials['lucky']!)).toMatchObject({ score: 3, percentage: 75, passed: true });
    expect(await trialRow(trials['unlucky']!)).toMatchObject({ score: 1, percentage: 25, passed: false });
    expect(await certificate(trials['lucky']!)).toMatchObject({ revoked_at: null });

    // The key is corrected in the bank: a new revision of question 1 with «أ» right.
    const fixed = await api('PATCH', `admin/questions/${q1().id}/`, admin, {
      options: [
        { text: { ar: '1-أ', en: '1-a' }, correct: true },
        { text: { ar: '1-ب', en: '1-b' }, correct: false },
      ],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });
  afterAll(() => t.close());

  it('previews exactly the two changes and writes nothing', async () => {
    const res = await regrade({ version: 1, dry_run: true });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as RegradeResponse;
    expect(preview).toMatchObject({ version: 1, dry_run: true, attempts: 3, gains: 1, losses: 1, pass_changes: 2 });
    expect(preview.changes).toHaveLength(2);
    expect(preview.changes).toEqual(
      expect.arrayContaining([
        {
          trial: trials['lucky'],
          student: { id: lucky.id, fullname: 'محظوظ' },
          before: { score: 3, percentage: 75, passed: true },
          after: { score: 1, percentage: 25, passed: false },
        },
        {
          trial: trials['unlucky'],
          student: { id: unlucky.id, fullname: 'غير محظوظ' },
          before: { score: 1, percentage: 25, passed: false },
          after: { score: 3, percentage: 75, passed: true },
        },
      ]),
    );
    expect(await trialRow(trials['lucky']!)).toMatchObject({ score: 3, passed: true });
    expect(await certificate(trials['unlucky']!)).toBeUndefined();
    const audit = await t.database.rows(sql`select 1 from audit_log where action = 'regrade'`);
    expect(audit).toHaveLength(0);
  });

  it('refuses students (403), an unknown version (404), unknown fields (400) and staff outside their classes (404)', async () => {
    expect((await regrade({ version: 1, dry_run: true }, lucky)).statusCode).toBe(403);
    expect((await regrade({ version: 1, dry_run: true }, null)).statusCode).toBe(401);
    expect((await regrade({ version: 2, dry_run: true })).statusCode).toBe(404);
    const extra = await regrade({ version: 1, dry_run: true, everyone: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toContain('everyone');
    // A teacher of the lucky student only: the regrade would change other classes' results too.
    const teacher = await createTestUser(t.app, { role: 'staff' });
    const [klass] = await t.app.db.insert(groups).values({ nameAr: 'الصف ب', joinCode: 'REGRADE1' }).returning({ id: groups.id });
    await t.app.db.insert(groupStaff).values({ groupId: klass!.id, userId: teacher.id });
    await t.app.db.insert(groupMembers).values({ groupId: klass!.id, userId: lucky.id });
    expect((await regrade({ version: 1, dry_run: true }, teacher)).statusCode).toBe(404);
    expect((await regrade({ version: 1, dry_run: false }, teacher)).statusCode).toBe(404);
    expect(await trialRow(trials['lucky']!)).toMatchObject({ score: 3, passed: true });
  });

  it('applies exactly the previewed changes: scores, certificates, audit rows and one notification each', async () => {
    const preview = (await regrade({ version: 1, dry_run: true })).json() as RegradeResponse;
    const res = await regrade({ version: 1, dry_run: false }, admin, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    const applied = res.json() as RegradeResponse;
    expect({ ...applied, dry_run: true }).toEqual(preview);

    for (const change of applied.changes) expect(await trialRow(change.trial)).toMatchObject(change.after);
    // Essay marks are kept: the lucky student's 1 point still counts, the unlucky one's 0.
    const marks = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from trial_marks`);
    expect(marks[0]?.n).toBe(2);
    expect(await trialRow(trials['waiting']!)).toMatchObject({ marking: 'pending', percentage: null, passed: null });

    expect(await certificate(trials['unlucky']!)).toMatchObject({ revoked_at: null });
    const revoked = await certificate(trials['lucky']!);
    expect(revoked?.revoked_at).not.toBeNull();
    expect(revoked?.revocation_reason).toBe('أُعيد التصحيح بعد تصحيح مفتاح الإجابة');

    const audit = await t.database.rows<{ entity: string; entity_id: string; changes: Record<string, unknown> }>(
      sql`select entity, entity_id, changes from audit_log where action = 'regrade' order by id`,
    );
    expect(audit.map((a) => a.entity)).toEqual(['trial', 'trial', 'quiz']);
    expect(audit[2]?.changes).toMatchObject({ changes: [null, 2], pass_changes: [null, 2], attempts: [null, 3] });
    expect(audit.find((a) => a.entity_id === trials['lucky'])?.changes).toMatchObject({ certificate: [null, 'revoked'] });

    const notes = await t.database.rows<{ user_id: string; params: { outcome: { en: string } } }>(
      sql`select user_id, params from notifications where kind = 'result' and dedupe_key like '%:regrade:%'`,
    );
    expect(notes.map((n) => n.user_id).sort()).toEqual([lucky.id, unlucky.id].sort());
    expect(notes.find((n) => n.user_id === lucky.id)?.params.outcome.en).toContain('certificate was withdrawn');

    // The student's review shows the corrected key, with the same ids they answered with.
    const review = (await api('GET', `quizzes/results/?trial__id=${trials['unlucky']}`, unlucky)).json().results[0];
    expect(review).toMatchObject({ score: 3, percentage: 75, passed: true });
    expect(review.review[0]).toMatchObject({ id: q1().id, correct: true, mark: 2 });
    expect(review.review[0].answers.find((a: { id: number }) => a.id === q1().answers[0]!.id)).toMatchObject({ is_correct: true });

    // The operator's view of the attempt scores question 1 by the corrected key too.
    const detail = (await api('GET', `admin/trials/${trials['unlucky']}/`, admin)).json();
    expect(detail.questions[0]).toMatchObject({ auto_mark: 2, final_mark: 2 });
  });

  it('a second regrade changes nothing, and a later mark keeps the corrected key', async () => {
    const again = (await regrade({ version: 1, dry_run: false })).json() as RegradeResponse;
    expect(again).toMatchObject({ attempts: 3, changes: [], gains: 0, losses: 0, pass_changes: 0 });
    const notes = await t.database.rows(sql`select 1 from notifications where dedupe_key like '%:regrade:%'`);
    expect(notes).toHaveLength(2);
    const marked = await api('POST', `admin/trials/${trials['unlucky']}/marks/`, admin, { question: essay().id, points: 1 });
    expect(marked.json()).toMatchObject({ score: 4, percentage: 100, passed: true });
  });

  it('a key set back gives back the certificate a regrade revoked', async () => {
    await api('PATCH', `admin/questions/${q1().id}/`, admin, {
      options: [
        { text: { ar: '1-أ', en: '1-a' }, correct: false },
        { text: { ar: '1-ب', en: '1-b' }, correct: true },
      ],
    });
    const back = (await regrade({ version: 1, dry_run: false })).json() as RegradeResponse;
    expect(back.pass_changes).toBe(1);
    expect(await certificate(trials['lucky']!)).toMatchObject({ revoked_at: null, revocation_reason: null });
    // The unlucky student's essay mark since (1 point) keeps them at 50 %: still a pass, the certificate stays.
    expect(back.changes.find((c) => c.trial === trials['unlucky'])?.after).toEqual({ score: 2, percentage: 50, passed: true });
    expect(await certificate(trials['unlucky']!)).toMatchObject({ revoked_at: null });
  });
});
