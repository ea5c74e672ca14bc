import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { personalInfo } from '../../db/schema/personal-info.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { quizEngine } from '../trials/engine.js';
import { apiClient } from '../trials/test-api.js';
import { essayQuiz, gradedQuiz, profileQuiz } from '../trials/test-quizzes.js';
import { analyticsRepo } from './repo.js';
import { resultsExportService } from './results-export.js';
import { resultsExportRepo } from './results-export-repo.js';

describe('results export', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    staff = await createTestUser(t.app, { role: 'staff' });
  });
  afterAll(() => t.close());

  /** A new student takes the quiz, picking the given answer index per question (-1: none), and completes it. */
  async function take(quiz: InsertedQuiz, picks: number[], fullname: string) {
    const student = await createTestUser(t.app, { fullname });
    await t.app.db.insert(personalInfo).values({ userId: student.id, quizId: quiz.id, degree: 'grade_10', gender: 'female' });
    const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
    for (const [i, q] of quiz.questions.entries()) {
      const answer = q.answers[picks[i]!];
      if (answer)
        await api('POST', `quizzes/trials/${trial.id}/question/${q.id}/submit-answer/`, student, { selected_answer_id: answer.id });
    }
    expect((await api('POST', `quizzes/trials/${trial.id}/complete/`, student, {})).statusCode).toBe(200);
    return { student, trialId: trial.id as string };
  }

  const gradedWithInfo = () =>
    insertQuiz(
      t.app.db,
      gradedQuiz({
        personalInfo: {
          fields: [
            { name: 'degree', required: true },
            { name: 'gender', required: false },
          ],
        },
      }),
    );

  /** The rows of the workbook's first sheet (the results), or of another by its position. */
  async function sheetRows(url: string, sheet = 0) {
    const res = await api('GET', url, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[sheet]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }
  const questionHeaders = (quiz: InsertedQuiz, text = (i: number) => `Question ${i + 1}`) =>
    quiz.questions.map((q, i) => `q${q.id}: ${text(i)}`);

  it('writes one XLSX row per completed trial with marks per question and personal information', async () => {
    const quiz = await gradedWithInfo();
    // Weights 1..4: right, wrong, right, unanswered → 1 + 3 = 4 of 10.
    await take(quiz, [0, 1, 0, -1], 'سارة');
    await take(quiz, [0, 0, 0, 0], 'Omar');
    const rows = await sheetRows(`admin/quizzes/${quiz.id}/results/export/?format=xlsx`);
    expect(rows[0]).toEqual([
      'student',
      'email',
      'started_at',
      'completed_at',
      'duration_seconds',
      'score',
      'max_score',
      'percentage',
      'passed',
      'marking',
      ...questionHeaders(quiz),
      'degree',
      'gender',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.slice(5)).toEqual([4, 10, 40, false, undefined, 1, 0, 3, 0, 'grade_10', 'female']);
    expect(rows[1]![0]).toBe('سارة');
    expect(rows[2]!.slice(5, 14)).toEqual([10, 10, 100, true, undefined, 1, 2, 3, 4]);
    expect(Date.parse(rows[1]![3] as string)).toBeGreaterThanOrEqual(Date.parse(rows[1]![2] as string));

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(sql`entity = 'quiz_results' and entity_id = ${String(quiz.id)}`);
    expect(audit).toMatchObject({ actorId: staff.id, action: 'export' });
  });

  it('streams CSV with a BOM and filters by completion date and version', async () => {
    const quiz = await gradedWithInfo();
    const { trialId } = await take(quiz, [0, 0, 0, 0], 'Early');
    await take(quiz, [1, 1, 1, 1], 'Late');
    await t.app.db.execute(
      sql`update trials set started_at = '2024-03-01T09:00:00Z', completed_at = '2024-03-01T09:10:00Z' where id = ${trialId}`,
    );

    const csv = await api('GET', `admin/quizzes/${quiz.id}/results/export/?format=csv&from=2024-03-01&to=2024-03-01`, staff);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFstudent,email,')).toBe(true);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Early');
    expect(lines[1]).toContain('2024-03-01T09:10:00.000Z,600,10,10,100,true');

    // A republished version has its own results; the first stays reachable by number.
    await api('PATCH', `admin/quizzes/${quiz.id}/`, staff, { title: { ar: 'جديد', en: 'New' } });
    await api('POST', `admin/quizzes/${quiz.id}/publish/`, staff);
    const current = await api('GET', `admin/quizzes/${quiz.id}/results/export/`, staff);
    expect(current.body.trim().split('\n')).toHaveLength(1);
    const first = await api('GET', `admin/quizzes/${quiz.id}/results/export/?version=1`, staff);
    expect(first.body.trim().split('\n')).toHaveLength(3);
    expect((await api('GET', `admin/quizzes/${quiz.id}/results/export/?version=7`, staff)).statusCode).toBe(404);
    expect((await api('GET', `admin/quizzes/${quiz.id}/results/export/?from=yesterday`, staff)).statusCode).toBe(400);
  });

  it('adds the dimensions of a profile quiz, each question giving the points its answer added', async () => {
    const quiz = await insertQuiz(t.app.db, profileQuiz());
    await take(quiz, [0, 1, 2, 0, 0, 1], 'Profile');
    const rows = await sheetRows(`admin/quizzes/${quiz.id}/results/export/?format=xlsx`);
    expect(rows[0]!.slice(10, 16)).toEqual(quiz.questions.map((q) => expect.stringMatching(new RegExp(`^q${q.id}: `))));
    expect(rows[0]!.slice(16)).toEqual(['R', 'I', 'A']);
    expect(rows[1]!.slice(10)).toEqual([2, 1, 0, 2, 2, 1, 3, 2, 3]);
  });

  it('gives a draw one pair of columns per position, question id beside its mark, and a legend sheet (#33)', async () => {
    const category = (await api('POST', 'admin/categories/', staff, { name: { ar: 'سحب التصدير', en: 'Export draw' } })).json().id;
    const question = async (text: string, inCategory: number | null) => {
      const options = [
        { text: { ar: `${text} صح`, en: '' }, correct: true },
        { text: { ar: `${text} خطأ`, en: '' }, correct: false },
      ];
      const body = { text: { ar: text, en: '' }, category: inCategory, options };
      return (await api('POST', 'admin/questions/', staff, body)).json() as { id: number; revision: number; options: { id: number }[] };
    };
    const fixed = await question('سؤال ثابت طويل النص يتجاوز الأربعين حرفًا في عنوان العمود', null);
    const pool = [];
    for (let i = 1; i <= 6; i++) pool.push(await question(`سؤال السحب ${i}`, category));
    const draw = {
      kind: 'draw',
      title: { ar: '', en: '' },
      count: 2,
      category,
      any_category: false,
      include_subcategories: true,
      tag: null,
      difficulty_min: 1,
      difficulty_max: 5,
    };
    const created = await api('POST', 'admin/quizzes/', staff, {
      title: { ar: 'تصدير السحب', en: '' },
      sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [fixed.id] }, draw],
    });
    const quizId = created.json().id as number;
    expect((await api('POST', `admin/quizzes/${quizId}/publish/`, staff)).statusCode).toBe(200);
    const student = await createTestUser(t.app, { fullname: 'Drawn' });
    const trial = (await api('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json();
    const served = (await api('GET', `quizzes/quizzes/${quizId}/trials/${trial.id}/questions/ids/`, student))
      .json()
      .map((q: { id: number }) => q.id);
    const byRevision = new Map([fixed, ...pool].map((q) => [q.revision, q]));
    // Right on the fixed question and the first drawn one, wrong on the second.
    for (const [i, id] of served.entries())
      await api('POST', `quizzes/trials/${trial.id}/question/${id}/submit-answer/`, student, {
        selected_answer_id: byRevision.get(id)!.options[i < 2 ? 0 : 1]!.id,
      });
    await api('POST', `quizzes/trials/${trial.id}/complete/`, student, {});

    const rows = await sheetRows(`admin/quizzes/${quizId}/results/export/?format=xlsx`);
    expect(rows[0]!.slice(10)).toEqual([
      `q${fixed.revision}: سؤال ثابت طويل النص يتجاوز الأربعين…`,
      's2.1 id',
      's2.1 mark',
      's2.2 id',
      's2.2 mark',
    ]);
    expect(rows[1]!.slice(10)).toEqual([1, served[1], 1, served[2], 0]);

    const legend = await sheetRows(`admin/quizzes/${quizId}/results/export/?format=xlsx`, 1);
    expect(legend[0]).toEqual(['column', 'section', 'question', 'type', 'max_mark', 'text']);
    expect(legend[1]).toEqual([
      rows[0]![10],
      1,
      fixed.revision,
      'single_choice',
      1,
      'سؤال ثابت طويل النص يتجاوز الأربعين حرفًا في عنوان العمود',
    ]);
    expect(legend.slice(2)).toEqual(pool.map((q, i) => ['s2.* id', 2, q.revision, 'single_choice', 1, `سؤال السحب ${i + 1}`]));
  });

  it('reads page after page without losing or repeating a trial', async () => {
    const quiz = await gradedWithInfo();
    const names = ['a', 'b', 'c', 'd', 'e'];
    for (const name of names) await take(quiz, [0, 0, 0, 0], name);
    // Two trials completing at the same instant must both come out: the keyset includes the id.
    await t.app.db.execute(sql`update trials set completed_at = '2025-01-01T00:00:00Z' where quiz_id = ${quiz.id}`);
    const { materials } = quizEngine(t.app);
    const exportOf = resultsExportService(analyticsRepo(t.app.database), resultsExportRepo(t.app.database), materials, 2);
    const table = await exportOf(quiz.id, { format: 'csv' }, 'en');
    const pages = [];
    for await (const page of table.pages) pages.push(page.map((row) => row[0]));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().sort()).toEqual(names);
  });

  it('shows a written answer empty and the trial pending until marked, then the marker’s points and complete', async () => {
    const admin = await createTestUser(t.app, { role: 'admin' });
    const quiz = await insertQuiz(t.app.db, essayQuiz());
    const [choice, written] = quiz.questions;
    const student = await createTestUser(t.app, { fullname: 'كاتب' });
    const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
    await api('POST', `quizzes/trials/${trial.id}/question/${choice!.id}/submit-answer/`, student, {
      selected_answer_id: choice!.answers[0]!.id,
    });
    await api('POST', `quizzes/trials/${trial.id}/question/${written!.id}/submit-answer/`, student, {
      response: { text: '<p>الماء حياة</p>' },
    });
    expect((await api('POST', `quizzes/trials/${trial.id}/complete/`, student, {})).statusCode).toBe(200);
    const cells = async () => {
      const rows = await sheetRows(`admin/quizzes/${quiz.id}/results/export/?format=xlsx`);
      const header = rows[0] as string[];
      return { marking: rows[1]![header.indexOf('marking')], choice: rows[1]![header.length - 2], essay: rows[1]![header.length - 1] };
    };
    expect(await cells()).toEqual({ marking: 'pending', choice: 1, essay: undefined });
    const marked = await api('POST', `admin/trials/${trial.id}/marks/`, admin, { question: written!.id, points: 3.5, comment: '' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await cells()).toEqual({ marking: 'complete', choice: 1, essay: 3.5 });
  });

  it('refuses students', async () => {
    const quiz = await gradedWithInfo();
    const student = await createTestUser(t.app);
    expect((await api('GET', `admin/quizzes/${quiz.id}/results/export/`, student)).statusCode).toBe(403);
  });
});
