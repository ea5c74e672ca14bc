import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { trials } from '../../db/schema/quizzes.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const iso = (minutes: number) => at(minutes).toISOString();

interface Cell {
  assignment: number;
  status: string;
  percentage: number | null;
  passed: boolean | null;
  marking: string | null;
  attempts: number;
  trial: string | null;
}
interface Gradebook {
  assignments: { id: number; average: number | null; completed: number }[];
  students: { id: string; fullname: string; cells: Cell[] }[];
}

/**
 * A class of three students and three assignments (one closed, one open, one upcoming), with trials written
 * straight into the table so every rule of the counted attempt and the statuses is met once.
 */
describe('class gradebook', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let teacherA: TestUser;
  let teacherB: TestUser;
  let amal: TestUser;
  let basma: TestUser;
  let carim: TestUser;
  let outsider: TestUser;
  let classA: number;
  let classB: number;
  const ids: Record<string, number> = {};
  const trialIds: Record<string, string> = {};

  const addTrial = async (
    name: string,
    student: TestUser,
    quizId: number,
    startedMinutes: number,
    values: { status?: 'in_progress' | 'completed'; percentage?: number; marking?: 'pending' | 'complete'; preview?: boolean } = {},
  ) => {
    const { status = 'completed', percentage, marking, preview = false } = values;
    const id = randomUUID();
    trialIds[name] = id;
    await t.app.db.insert(trials).values({
      id,
      userId: student.id,
      quizId,
      questionOrder: [],
      status,
      preview,
      startedAt: at(startedMinutes),
      completedAt: status === 'completed' ? at(startedMinutes + 5) : null,
      percentage: percentage ?? null,
      passed: percentage === undefined ? null : percentage >= 50,
      marking: marking ?? null,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    teacherA = await createTestUser(t.app, { role: 'staff' });
    teacherB = await createTestUser(t.app, { role: 'staff' });
    amal = await createTestUser(t.app, { fullname: 'Amal', email: `amal-${Date.now()}@example.com` });
    basma = await createTestUser(t.app, { fullname: 'Basma' });
    carim = await createTestUser(t.app, { fullname: 'Carim' });
    outsider = await createTestUser(t.app, { fullname: 'Outsider' });
    const group = async (name: string, staff: string[], members: string[]) => {
      const res = await api('POST', 'admin/groups/', admin, { name: { ar: name, en: name }, staff });
      expect(res.statusCode, res.body).toBe(201);
      await api('POST', `admin/groups/${res.json().id}/members/`, admin, { user_ids: members });
      return res.json().id as number;
    };
    classA = await group('A', [teacherA.id], [amal.id, basma.id, carim.id]);
    classB = await group('B', [teacherB.id], [outsider.id]);

    const quiz = async (en: string) => (await insertQuiz(t.app.db, gradedQuiz({ titleAr: `اختبار ${en}`, titleEn: en }))).id;
    const [closedQuiz, openQuiz, laterQuiz] = [await quiz('Closed'), await quiz('Open'), await quiz('Later')];
    const assign = async (quizId: number, groups: number[], opens: number, closes: number, overrides: object[] = []) => {
      const res = await api('POST', 'admin/assignments/', admin, {
        quiz: quizId,
        groups,
        opens_at: iso(opens),
        closes_at: iso(closes),
        overrides,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    // Closed an hour ago; Basma has her own window, open until an hour from now.
    ids.closed = await assign(closedQuiz, [classA, classB], -120, -60, [{ user: basma.id, opens_at: iso(-30), closes_at: iso(60) }]);
    ids.open = await assign(openQuiz, [classA], -60, 60);
    ids.later = await assign(laterQuiz, [classA], 60, 120);

    await addTrial('amalEarly', amal, closedQuiz, -200, { percentage: 95 }); // before the window: does not count
    await addTrial('amal60', amal, closedQuiz, -110, { percentage: 60 });
    await addTrial('amal80', amal, closedQuiz, -100, { percentage: 80 });
    await addTrial('amalPreview', amal, closedQuiz, -90, { percentage: 100, preview: true });
    await addTrial('amalPending', amal, openQuiz, -50, { marking: 'pending' });
    await addTrial('basmaRunning', basma, openQuiz, -10, { status: 'in_progress' });
    await addTrial('carim40', carim, openQuiz, -40, { percentage: 40, marking: 'complete' });
    await addTrial('carimPending', carim, openQuiz, -20, { marking: 'pending' });
  });
  afterAll(() => t.close());

  const cell = (book: Gradebook, student: TestUser, assignment: number) => {
    const index = book.assignments.findIndex((a) => a.id === assignment);
    return book.students.find((s) => s.id === student.id)!.cells[index]!;
  };

  it('gives each cell its status, counted percentage and attempt', async () => {
    const res = await api('GET', `admin/groups/${classA}/gradebook/`, teacherA);
    expect(res.statusCode, res.body).toBe(200);
    const book = res.json() as Gradebook;
    expect(book.assignments.map((a) => a.id)).toEqual([ids.closed, ids.open, ids.later]);
    expect(book.students.map((s) => s.fullname)).toEqual(['Amal', 'Basma', 'Carim']);

    // The best completed attempt in the window counts; the earlier one outside it and the preview do not.
    expect(cell(book, amal, ids.closed!)).toEqual({
      assignment: ids.closed,
      status: 'completed',
      percentage: 80,
      passed: true,
      marking: null,
      attempts: 2,
      trial: trialIds.amal80,
    });
    expect(cell(book, basma, ids.closed!)).toMatchObject({ status: 'open', attempts: 0, trial: null }); // her own window
    expect(cell(book, carim, ids.closed!)).toMatchObject({ status: 'missed', percentage: null, attempts: 0 });
    expect(cell(book, amal, ids.open!)).toMatchObject({
      status: 'pending_marking',
      percentage: null,
      passed: null,
      marking: 'pending',
      trial: trialIds.amalPending,
    });
    expect(cell(book, basma, ids.open!)).toMatchObject({ status: 'in_progress', trial: trialIds.basmaRunning, attempts: 1 });
    // A marked attempt counts while a later one waits for its mark (which may yet beat it).
    expect(cell(book, carim, ids.open!)).toMatchObject({
      status: 'completed',
      percentage: 40,
      passed: false,
      marking: 'pending',
      attempts: 2,
      trial: trialIds.carim40,
    });
    expect(cell(book, carim, ids.later!)).toMatchObject({ status: 'upcoming', attempts: 0 });

    expect(book.assignments.map(({ average, completed }) => ({ average, completed }))).toEqual([
      { average: 80, completed: 1 },
      { average: 40, completed: 1 },
      { average: null, completed: 0 },
    ]);
  });

  it('sorts by name or by an assignment’s percentages, those without one last', async () => {
    const names = async (ordering: string) =>
      ((await api('GET', `admin/groups/${classA}/gradebook/?ordering=${ordering}`, admin)).json() as Gradebook).students.map(
        (s) => s.fullname,
      );
    expect(await names('-name')).toEqual(['Carim', 'Basma', 'Amal']);
    expect(await names(`-${ids.open}`)).toEqual(['Carim', 'Amal', 'Basma']);
    expect(await names(`${ids.closed}`)).toEqual(['Amal', 'Basma', 'Carim']);
    expect((await api('GET', `admin/groups/${classA}/gradebook/?ordering=drop table`, admin)).statusCode).toBe(400);
  });

  it('lists every attempt of a student with the one that counts, and refuses someone outside the class', async () => {
    const res = await api('GET', `admin/groups/${classA}/gradebook/students/${amal.id}/`, teacherA);
    expect(res.statusCode, res.body).toBe(200);
    const closed = res.json().assignments.find((a: { id: number }) => a.id === ids.closed);
    expect(closed.cell).toMatchObject({ status: 'completed', percentage: 80 });
    expect(closed.attempts.map((a: { id: string; in_window: boolean; counted: boolean }) => [a.id, a.in_window, a.counted])).toEqual([
      [trialIds.amalEarly, false, false],
      [trialIds.amal60, true, false],
      [trialIds.amal80, true, true],
    ]);
    const own = await api('GET', `admin/groups/${classA}/gradebook/students/${basma.id}/`, teacherA);
    expect(own.json().assignments[0]).toMatchObject({ own_window: true, closes_at: expect.any(String), cell: { status: 'open' } });
    expect((await api('GET', `admin/groups/${classA}/gradebook/students/${outsider.id}/`, admin)).statusCode).toBe(404);
  });

  it('exports CSV with a byte-order mark and the statuses in the asked language, and audits it', async () => {
    const csv = await api('GET', `admin/groups/${classA}/gradebook/?format=csv`, teacherA);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`group-${classA}-gradebook.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toMatch(/^student,email,Closed \(\d{4}-\d\d-\d\d\),Open \(\d{4}-\d\d-\d\d\),Later \(\d{4}-\d\d-\d\d\)$/);
    expect(lines[1]).toBe(`Amal,${amal.email},80,Awaiting marking,Upcoming`);
    expect(lines[3]).toBe(`Carim,${carim.email},Missed,40,Upcoming`);
    const arabic = await api('GET', `admin/groups/${classA}/gradebook/?format=csv`, teacherA, undefined, 'ar');
    expect(arabic.body).toContain('اختبار Closed');
    expect(arabic.body).toContain('فاته');
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'group'), eq(auditLog.action, 'export'), eq(auditLog.entityId, String(classA))));
    expect(audits.length).toBe(2);
    expect(audits[0]!.actorId).toBe(teacherA.id);
  });

  it('exports XLSX with numbers kept as numbers', async () => {
    const res = await api('GET', `admin/groups/${classA}/gradebook/?format=xlsx&ordering=-name`, admin);
    expect(res.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('student');
    expect(sheet.getRow(2).values).toEqual([undefined, 'Carim', carim.email, 'Missed', 40, 'Upcoming']);
    expect(sheet.getRow(4).getCell(3).value).toBe(80);
  });

  it('is not found for staff of another class, forbidden to students, and needs a sign-in', async () => {
    expect((await api('GET', `admin/groups/${classA}/gradebook/`, teacherB)).statusCode).toBe(404);
    expect((await api('GET', `admin/groups/${classA}/gradebook/?format=csv`, teacherB)).statusCode).toBe(404);
    expect((await api('GET', `admin/groups/${classA}/gradebook/students/${amal.id}/`, teacherB)).statusCode).toBe(404);
    expect((await api('GET', `admin/groups/${classB}/gradebook/`, teacherB)).json().students).toHaveLength(1);
    expect((await api('GET', `admin/groups/${classA}/gradebook/`, amal)).statusCode).toBe(403);
    expect((await api('GET', `admin/groups/${classA}/gradebook/?format=csv`, amal)).statusCode).toBe(403);
    expect((await api('GET', `admin/groups/${classA}/gradebook/`, null)).statusCode).toBe(401);
    expect((await api('GET', `admin/groups/999999/gradebook/`, admin)).statusCode).toBe(404);
  });
});
