import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTrialDetail, MarkingResponse } from '@mizan/contract/admin/marking';
import type { StatisticsResponse } from '@mizan/contract/admin/statistics';
import type { Result } from '@mizan/contract/results';
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
  key: { type: 'essay' as const, min_words: 1, max_words: 200, template: { ar: '', en: '' }, marker_info: { ar: '', en: '' } },
};

describe('second marking (#28): two blind marks, agreement above the threshold', () => {
  let t: AccountsTestApp;
  let api: ReturnType<typeof apiClient>;
  let first: TestUser;
  let second: TestUser;
  let third: TestUser;
  let quiz: InsertedQuiz;
  const trials: Record<'close' | 'apart', { id: string; student: TestUser }> = {} as never;
  const essay = () => quiz.questions.find((q) => q.type === 'essay')!.id;

  /** A student answers the choice right and writes the essay, then completes: awaiting marking. */
  const sit = async (student: TestUser) => {
    const id = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json().id as string;
    const choice = quiz.questions.find((q) => q.type === 'single_choice')!;
    await api('POST', `quizzes/trials/${id}/question/${choice.id}/submit-answer/`, student, {
      selected_answer_id: choice.answers.find((a) => a.correct)!.id,
    });
    await api('POST', `quizzes/trials/${id}/question/${essay()}/submit-answer/`, student, { response: { text: '<p>الماء حياة</p>' } });
    expect((await api('POST', `quizzes/trials/${id}/complete/`, student, {})).statusCode).toBe(200);
    return { id, student };
  };
  const mark = (marker: TestUser, trialId: string, body: object, lang = 'en') =>
    api('POST', `admin/trials/${trialId}/marks/`, marker, { question: essay(), ...body }, lang);
  const queue = async (marker: TestUser, state = 'pending') =>
    (await api('GET', `admin/marking/?quiz=${quiz.id}&state=${state}`, marker)).json() as MarkingResponse;
  const result = async ({ id, student }: { id: string; student: TestUser }) =>
    (await api('GET', `quizzes/results/?trial__id=${id}`, student)).json().results[0] as Result;
  const essayOf = (detail: AdminTrialDetail) => detail.questions.find((q) => q.id === essay())!;

  beforeAll(async () => {
    t = await createAccountsTestApp();
    api = apiClient(t.app);
    first = await createTestUser(t.app, { role: 'admin' });
    second = await createTestUser(t.app, { role: 'admin' });
    third = await createTestUser(t.app, { role: 'admin' });
    const base = gradedQuiz({}, 1);
    // 25 % of a mark of 4: marks up to a point apart agree.
    quiz = await insertQuiz(t.app.db, { ...base, secondMarking: { threshold_percent: 25 }, questions: [...base.questions, ESSAY] });
    trials.close = await sit(await createTestUser(t.app));
    trials.apart = await sit(await createTestUser(t.app));
  });
  afterAll(() => t.close());

  it('keeps the first mark blind: the other marker sees neither its points nor its comment, and still has the answer to mark', async () => {
    const res = await mark(first, trials.close.id, { points: 3, comment: 'تعليق المصحح الأول' });
    expect(res.statusCode, res.body).toBe(200);
    expect(essayOf(res.json())).toMatchObject({
      mark: null,
      final_mark: null,
      second_marking: { state: 'second', marks: [{ kind: 'first', points: 3 }] },
    });
    expect(res.json().marking).toBe('pending');

    const seen = await api('GET', `admin/trials/${trials.close.id}/`, second);
    expect(essayOf(seen.json()).second_marking).toEqual({ state: 'second', threshold_percent: 25, marks: [] });
    expect(seen.body).not.toContain('تعليق المصحح الأول');
    const waiting = await queue(second);
    expect(waiting.results.map((r) => r.trial).sort()).toEqual([trials.close.id, trials.apart.id].sort());
    expect(JSON.stringify(waiting)).not.toContain('تعليق المصحح الأول');
    // The first marker's queue no longer lists what they marked; their marked list does.
    expect((await queue(first)).results.map((r) => r.trial)).toEqual([trials.apart.id]);
    expect((await queue(first, 'marked')).results.map((r) => r.trial)).toEqual([trials.close.id]);
  });

  it('refuses both marks from one marker (409, in the marker’s language)', async () => {
    const en = await mark(first, trials.close.id, { points: 4 });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ error_code: 'same_marker', detail: expect.stringContaining('another marker') });
    expect((await mark(first, trials.close.id, { points: 4 }, 'ar')).json().detail).toContain('مصحّح آخر');
  });

  it('settles marks within the threshold at their mean and releases the result', async () => {
    const res = await mark(second, trials.close.id, { points: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminTrialDetail;
    expect(detail).toMatchObject({ marking: 'complete', score: 4.5, percentage: 90 });
    expect(essayOf(detail)).toMatchObject({ final_mark: 3.5, mark: { kind: 'agreed', points: 3.5, marker: null } });
    expect(essayOf(detail).second_marking).toMatchObject({ state: 'agreed', marks: [{ kind: 'first' }, { kind: 'second' }] });
    expect(await result(trials.close)).toMatchObject({ marking: 'complete', percentage: 90 });
    await t.mailbox.take(trials.close.student.email);
    const kinds = await t.database.rows<{ kind: string }>(
      sql`select kind from trial_marks where trial_id = ${trials.close.id} order by id`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['first', 'second', 'agreed']);
  });

  it('flags marks further apart as a disagreement: pending, in the disagreement queue with both marks, in nobody’s pending queue', async () => {
    await mark(second, trials.apart.id, { points: 1 });
    const res = await mark(first, trials.apart.id, { points: 4 });
    expect(res.json()).toMatchObject({ marking: 'pending', percentage: null });
    expect(essayOf(res.json()).second_marking).toMatchObject({ state: 'disagreement', marks: [{ points: 1 }, { points: 4 }] });
    expect(await result(trials.apart)).toMatchObject({ marking: 'pending' });
    const flagged = await queue(third, 'disagreement');
    expect(flagged.results).toEqual([
      expect.objectContaining({ trial: trials.apart.id, second_marking: expect.objectContaining({ state: 'disagreement' }) }),
    ]);
    expect(flagged.results[0]?.second_marking?.marks).toHaveLength(2);
    expect((await queue(third)).count).toBe(0);
    // Neither blind mark again: what is left is the agreement.
    expect((await mark(third, trials.apart.id, { points: 2 })).json().error_code).toBe('both_marks_given');
  });

  it('an agreed mark needs a reason, then counts, releases the result and is audited', async () => {
    const bare = await mark(third, trials.apart.id, { points: 3, agreement: true });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().reason).toEqual(['Give a reason for the agreed mark.']);
    const res = await mark(third, trials.apart.id, { points: 3, agreement: true, reason: 'Both read the rubric differently' });
    expect(res.json()).toMatchObject({ marking: 'complete', percentage: 80 });
    expect(await result(trials.apart)).toMatchObject({ marking: 'complete', percentage: 80 });
    const audit = await t.database.rows<{ action: string; changes: Record<string, [unknown, unknown]> }>(
      sql`select action, changes from audit_log where entity = 'trial' and entity_id = ${trials.apart.id} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['first_mark', 'second_mark', 'agreed_mark']);
    expect(audit[2]?.changes).toMatchObject({ points: [null, 3], reason: [null, 'Both read the rubric differently'] });
    expect((await queue(third, 'disagreement')).count).toBe(0);
  });

  it('shows the markers’ agreement in the statistics of the essay', async () => {
    const res = await api('GET', `admin/quizzes/${quiz.id}/statistics/?attempts=all`, first);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json() as StatisticsResponse;
    expect(stats.items.find((i) => i.question === essay())?.marker_agreement).toEqual({
      pairs: 2,
      exact_agreement: 0.5,
      mean_abs_difference: 0.5,
      correlation: null,
    });
    expect(stats.items.find((i) => i.question !== essay())?.marker_agreement).toBeNull();
  });

  it('without second marking, an agreement is refused and the essay has no second marking', async () => {
    const base = gradedQuiz({}, 1);
    const single = await insertQuiz(t.app.db, { ...base, questions: [...base.questions, ESSAY] });
    const student = await createTestUser(t.app);
    const id = (await api('POST', `quizzes/quizzes/${single.id}/start/`, student, {})).json().id as string;
    await api('POST', `quizzes/trials/${id}/complete/`, student, {});
    const question = single.questions.find((q) => q.type === 'essay')!.id;
    const refused = await api('POST', `admin/trials/${id}/marks/`, first, { question, points: 1, agreement: true, reason: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().agreement).toBeDefined();
    const marked = await api('POST', `admin/trials/${id}/marks/`, first, { question, points: 1 });
    const given = (marked.json() as AdminTrialDetail).questions.find((q) => q.id === question);
    expect(given).toMatchObject({ second_marking: null, mark: { kind: 'single', points: 1 } });
    expect(marked.json().marking).toBe('complete');
  });
});
