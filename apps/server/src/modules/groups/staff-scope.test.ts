import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions } from '../../db/schema/competitions.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

const HOUR = 3_600_000;

/**
 * A staff member teaching class A reads nothing of class B: every admin route that returns students, attempts or
 * results (classes and members, assignments, quiz statistics and their export, the results export, competition
 * participants, ranking and its export, coupon uses) is tried across classes. Users and payments are admin-only.
 */
describe('staff see only their classes', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let teacherA: TestUser;
  let untaught: TestUser;
  let studentA: TestUser;
  let studentB: TestUser;
  let classA: number;
  let classB: number;
  let assignmentB: number;
  let quizId: number;
  let competitionId: number;
  let couponId: number;

  const complete = async (student: TestUser, quiz: number, path = `quizzes/quizzes/${quiz}/start/`, body: object = {}) => {
    const started = await api('POST', path, student, body);
    expect([200, 201], started.body).toContain(started.statusCode);
    expect((await api('POST', `quizzes/trials/${started.json().id}/complete/`, student, {})).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    teacherA = await createTestUser(t.app, { role: 'staff' });
    untaught = await createTestUser(t.app, { role: 'staff' });
    studentA = await createTestUser(t.app, { fullname: 'طالب الفصل أ', email: `a-${Date.now()}@example.com` });
    studentB = await createTestUser(t.app, { fullname: 'طالب الفصل ب', email: `b-${Date.now()}@example.com` });
    const group = async (en: string, staff: string[], member: string) => {
      const res = await api('POST', 'admin/groups/', admin, { name: { ar: en, en }, staff });
      expect(res.statusCode, res.body).toBe(201);
      await api('POST', `admin/groups/${res.json().id}/members/`, admin, { user_ids: [member] });
      return res.json().id as number;
    };
    classA = await group('A', [teacherA.id], studentA.id);
    classB = await group('B', [], studentB.id);

    quizId = (await insertQuiz(t.app.db, gradedQuiz())).id;
    const window = { opens_at: new Date(Date.now() - HOUR).toISOString(), closes_at: new Date(Date.now() + HOUR).toISOString() };
    assignmentB = (await api('POST', 'admin/assignments/', admin, { quiz: quizId, groups: [classB], ...window })).json().id;

    const [competition] = await t.app.db
      .insert(competitions)
      .values({ quizId, titleAr: 'مسابقة', startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) })
      .returning({ id: competitions.id });
    competitionId = competition!.id;
    await complete(studentA, quizId, `competitions/join-and-start-quiz/${competitionId}/`);
    await complete(studentB, quizId, `competitions/join-and-start-quiz/${competitionId}/`);

    const couponQuiz = (await insertQuiz(t.app.db, gradedQuiz({ access: 'coupon' }))).id;
    const batch = await api('POST', 'admin/coupons/batch/', admin, { count: 1, discount_percent: 100, max_uses: 10 });
    const code = batch.json().codes[0] as string;
    await complete(studentA, couponQuiz, `quizzes/quizzes/${couponQuiz}/start/`, { coupon_code: code });
    await complete(studentB, couponQuiz, `quizzes/quizzes/${couponQuiz}/start/`, { coupon_code: code });
    const coupons = await api('GET', `admin/coupons/?search=${code}`, admin);
    couponId = (coupons.json().results as { id: number; code: string }[]).find((c) => c.code === code)!.id;
  });
  afterAll(() => t.close());

  it('lists and reads only class A, and refuses class B as not found', async () => {
    const list = await api('GET', 'admin/groups/', teacherA);
    expect(list.json().results.map((g: { id: number }) => g.id)).toEqual([classA]);
    expect((await api('GET', `admin/groups/${classB}/`, teacherA)).statusCode).toBe(404);
    expect((await api('GET', `admin/groups/${classB}/members/`, teacherA)).statusCode).toBe(404);
    const members = await api('GET', `admin/groups/${classA}/members/`, teacherA);
    expect(members.json().results.map((m: { id: string }) => m.id)).toEqual([studentA.id]);
  });

  it('cannot change classes or their members (admins enrol)', async () => {
    expect((await api('PATCH', `admin/groups/${classA}/`, teacherA, { code: 'X' })).statusCode).toBe(403);
    expect((await api('POST', `admin/groups/${classA}/members/`, teacherA, { user_ids: [studentB.id] })).statusCode).toBe(403);
  });

  it('neither lists, reads, changes nor deletes an assignment of class B, nor gives work to class B', async () => {
    expect((await api('GET', 'admin/assignments/', teacherA)).json().count).toBe(0);
    expect((await api('GET', `admin/assignments/${assignmentB}/`, teacherA)).statusCode).toBe(404);
    expect((await api('PATCH', `admin/assignments/${assignmentB}/`, teacherA, { attempts: 3 })).statusCode).toBe(404);
    expect((await api('DELETE', `admin/assignments/${assignmentB}/`, teacherA)).statusCode).toBe(404);
    const window = { opens_at: new Date().toISOString(), closes_at: new Date(Date.now() + HOUR).toISOString() };
    const refused = await api('POST', 'admin/assignments/', teacherA, { quiz: quizId, groups: [classB], ...window });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('groups');
    expect((await api('POST', 'admin/assignments/', teacherA, { quiz: quizId, groups: [classA], ...window })).statusCode).toBe(201);
    expect((await api('GET', 'admin/assignments/', teacherA)).json().count).toBe(1);
  });

  it('counts only class A’s attempts in the statistics and their export', async () => {
    const mine = await api('GET', `admin/quizzes/${quizId}/statistics/?attempts=all`, teacherA);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().trials).toBe(1);
    expect((await api('GET', `admin/quizzes/${quizId}/statistics/?attempts=all`, admin)).json().trials).toBe(2);
    expect((await api('GET', `admin/quizzes/${quizId}/statistics/?attempts=all`, untaught)).json().trials).toBe(2);
    expect((await api('GET', `admin/quizzes/${quizId}/statistics/export/`, teacherA)).statusCode).toBe(200);
  });

  it('exports only class A’s results', async () => {
    const csv = await api('GET', `admin/quizzes/${quizId}/results/export/`, teacherA);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(studentA.email);
    expect(csv.body).not.toContain(studentB.email);
    expect((await api('GET', `admin/quizzes/${quizId}/results/export/`, admin)).body).toContain(studentB.email);
  });

  it('lists only class A among a competition’s participants, in its ranking and its export', async () => {
    const participants = await api('GET', `admin/competitions/${competitionId}/participants/`, teacherA);
    expect(participants.json().results.map((p: { user: { id: string } }) => p.user.id)).toEqual([studentA.id]);
    const ranking = await api('GET', `admin/competitions/${competitionId}/ranking/`, teacherA);
    expect(ranking.json().count).toBe(1);
    const exported = await api('GET', `admin/competitions/${competitionId}/ranking/export/`, teacherA);
    expect(exported.body).toContain(studentA.email);
    expect(exported.body).not.toContain(studentB.email);
  });

  it('lists only class A’s coupon uses', async () => {
    const uses = await api('GET', `admin/coupons/${couponId}/uses/`, teacherA);
    expect(uses.json().map((u: { user: { id: string } }) => u.user.id)).toEqual([studentA.id]);
    expect((await api('GET', `admin/coupons/${couponId}/uses/`, admin)).json()).toHaveLength(2);
  });

  it('reads no user accounts at all', async () => {
    expect((await api('GET', 'admin/users/', teacherA)).statusCode).toBe(403);
    expect((await api('GET', `admin/users/${studentB.id}/`, teacherA)).statusCode).toBe(403);
  });
});
