import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTrialDetail, MarkingResponse } from '@mizan/contract/admin/marking';
import type { AdminQuestion } from '@mizan/contract/admin/questions';
import type { Result } from '@mizan/contract/results';
import { createAccountsTestApp, type AccountsTestApp } from '../../test/accounts.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';

const bi = (ar: string, en = '') => ({ ar, en });
const RUBRIC = {
  criteria: [
    {
      title: bi('الفكرة', 'Idea'),
      levels: [
        { points: 0, description: bi('غائبة', 'Missing') },
        { points: 1, description: bi('مبهمة', 'Vague') },
        { points: 2.5, description: bi('واضحة', 'Clear') },
      ],
    },
    {
      title: bi('اللغة', 'Language'),
      levels: [
        { points: 0.5, description: bi('أخطاء كثيرة', 'Many errors') },
        { points: 1.5, description: bi('سليمة', 'Sound') },
      ],
    },
  ],
};
const essayKey = (rubric?: object) => ({ type: 'essay', min_words: null, max_words: null, ...(rubric ? { rubric } : {}) });

describe('rubrics: an essay marked by criteria and levels', () => {
  let t: AccountsTestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let student: TestUser;
  let question: AdminQuestion;
  let quizId: number;
  let trialId: string;

  beforeAll(async () => {
    t = await createAccountsTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    student = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const mark = (body: object) => api('POST', `admin/trials/${trialId}/marks/`, admin, { question: question.id, ...body });

  it("authors a rubric in the bank, within the question's mark, and reads it back as sent", async () => {
    const over = await api('POST', 'admin/questions/', admin, {
      type: 'essay',
      text: bi('اكتب عن الماء'),
      category: null,
      mark: 3,
      key: essayKey(RUBRIC),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error_code: 'validation_error', 'key.rubric': [expect.stringContaining('mark')] });
    const markup = await api('POST', 'admin/questions/', admin, {
      type: 'essay',
      text: bi('اكتب'),
      category: null,
      mark: 4,
      key: essayKey({ criteria: [{ title: bi('<b>الفكرة</b>'), levels: [{ points: 1, description: bi('') }] }] }),
    });
    expect(Object.keys(markup.json())).toEqual(['error_code', 'key.rubric.criteria.0.title.ar']);

    const res = await api('POST', 'admin/questions/', admin, {
      type: 'essay',
      text: bi('اكتب عن الماء'),
      category: null,
      mark: 4,
      key: essayKey(RUBRIC),
    });
    expect(res.statusCode, res.body).toBe(201);
    question = res.json() as AdminQuestion;
    expect(question.key).toEqual({ ...essayKey(RUBRIC), template: bi(''), marker_info: bi('') });
    // Lowering the mark under the rubric's maximum is refused; without a rubric the essay takes any mark again.
    const lowered = await api('PATCH', `admin/questions/${question.id}/`, admin, { mark: 2 });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json()).toHaveProperty(['key.rubric']);
    const without = await api('POST', 'admin/questions/', admin, { type: 'essay', text: bi('اكتب'), category: null, key: essayKey() });
    expect((without.json() as AdminQuestion).key).not.toHaveProperty('rubric');
  });

  it('never shows the rubric to the student before marking', async () => {
    const quiz = await api('POST', 'admin/quizzes/', admin, {
      title: bi('مقال'),
      sections: [{ kind: 'fixed', title: bi(''), questions: [question.id] }],
    });
    expect(quiz.statusCode, quiz.body).toBe(201);
    quizId = quiz.json().id;
    expect((await api('POST', `admin/quizzes/${quizId}/publish/`, admin)).statusCode).toBe(200);
    const started = await api('POST', `quizzes/quizzes/${quizId}/start/`, student, {});
    expect(started.statusCode, started.body).toBe(201);
    trialId = started.json().id;
    const shown = await api('GET', `quizzes/trial/${trialId}/questions/${question.id}/`, student);
    expect(shown.json()).toMatchObject({ type: 'essay' });
    expect(shown.body).not.toContain('الفكرة');
    const saved = await api('POST', `quizzes/trials/${trialId}/question/${question.id}/submit-answer/`, student, {
      response: { text: '<p>الماء سر الحياة</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api('POST', `quizzes/trials/${trialId}/complete/`, student, {})).statusCode).toBe(200);
    const result = await api('GET', `quizzes/results/?trial__id=${trialId}`, student);
    expect((result.json().results[0] as Result).marking).toBe('pending');
    expect(result.body).not.toContain('الفكرة');
  });

  it('gives the marker the rubric in the queue and the attempt', async () => {
    const queue = (await api('GET', `admin/marking/?quiz=${quizId}`, admin)).json() as MarkingResponse;
    expect(queue.results[0]).toMatchObject({ question: question.id, rubric: RUBRIC, mark: null });
    const detail = (await api('GET', `admin/trials/${trialId}/`, admin)).json() as AdminTrialDetail;
    expect(detail.questions[0]?.rubric).toEqual(RUBRIC);
  });

  it('refuses a selection that misses, repeats or invents a criterion or level, or whose points differ', async () => {
    const fieldOf = async (body: object) => {
      const res = await mark(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json();
    };
    expect(await fieldOf({ points: 2.5, rubric: [{ criterion: 0, level: 2 }] })).toEqual({
      error_code: 'validation_error',
      rubric: ['Choose a level for criterion 2.'],
    });
    expect(
      Object.keys(
        await fieldOf({
          points: 3,
          rubric: [
            { criterion: 0, level: 2 },
            { criterion: 0, level: 1 },
          ],
        }),
      ),
    ).toContain('rubric');
    expect(
      (
        await fieldOf({
          points: 3,
          rubric: [
            { criterion: 0, level: 3 },
            { criterion: 1, level: 0 },
          ],
        })
      ).rubric,
    ).toEqual(['Criterion 1 has no such level.']);
    expect((await fieldOf({ points: 3, rubric: [{ criterion: 2, level: 0 }] })).rubric).toEqual(['The rubric has no criterion 3.']);
    expect(
      await fieldOf({
        points: 4,
        rubric: [
          { criterion: 0, level: 2 },
          { criterion: 1, level: 0 },
        ],
      }),
    ).toEqual({
      error_code: 'validation_error',
      points: ["The points must be the rubric's total of the chosen levels (3)."],
    });
    expect(Object.keys(await fieldOf({ points: 3, rubric: [{ criterion: 0, level: 9 }] }))).toEqual(['error_code', 'rubric.0.level']);
    const rows = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from trial_marks where trial_id = ${trialId}`);
    expect(rows[0]?.n).toBe(0);
  });

  it('marks by the rubric: the score, the stored selection, the audit row, and the comment the student reads', async () => {
    const res = await mark({
      points: 3,
      comment: 'فكرة واضحة',
      rubric: [
        { criterion: 1, level: 0 },
        { criterion: 0, level: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminTrialDetail;
    expect(detail).toMatchObject({ marking: 'complete', score: 3, max_score: 4, percentage: 75 });
    const selection = [
      { criterion: 0, level: 2 },
      { criterion: 1, level: 0 },
    ];
    expect(detail.questions[0]).toMatchObject({ final_mark: 3, mark: { points: 3, comment: 'فكرة واضحة', rubric: selection } });
    const queue = (await api('GET', `admin/marking/?quiz=${quizId}&state=marked`, admin)).json() as MarkingResponse;
    expect(queue.results[0]?.mark?.rubric).toEqual(selection);
    const audit = await t.database.rows<{ changes: Record<string, [unknown, unknown]> }>(
      sql`select changes from audit_log where entity = 'trial' and entity_id = ${trialId} and action = 'mark'`,
    );
    expect(audit[0]?.changes.rubric).toEqual([null, selection]);
    const result = (await api('GET', `quizzes/results/?trial__id=${trialId}`, student)).json().results[0] as Result;
    expect(result.review?.[0]).toMatchObject({ mark: 3, comment: 'فكرة واضحة', pending: false });
    // The student reads each criterion with the level chosen and its points, in the request's language.
    expect(result.review?.[0]?.rubric?.map((row) => [row.criterion, row.level_number, row.points])).toEqual([
      ['Idea', 3, 2.5],
      ['Language', 1, 0.5],
    ]);
  });

  it('still takes free points within the mark, and refuses a selection for a question without a rubric', async () => {
    const free = await mark({ points: 3.75 });
    expect(free.statusCode, free.body).toBe(200);
    expect((free.json() as AdminTrialDetail).questions[0]?.mark).toMatchObject({ points: 3.75, rubric: null });
    const review = (await api('GET', `quizzes/results/?trial__id=${trialId}`, student)).json().results[0] as Result;
    expect(review.review?.[0]?.rubric).toBeNull();
    const plain = await api('POST', 'admin/questions/', admin, { type: 'essay', text: bi('اكتب'), category: null, key: essayKey() });
    const quiz = await api('POST', 'admin/quizzes/', admin, {
      title: bi('مقال بلا سلم'),
      sections: [{ kind: 'fixed', title: bi(''), questions: [plain.json().id] }],
    });
    await api('POST', `admin/quizzes/${quiz.json().id}/publish/`, admin);
    const other = (await api('POST', `quizzes/quizzes/${quiz.json().id}/start/`, student, {})).json().id as string;
    await api('POST', `quizzes/trials/${other}/complete/`, student, {});
    const res = await api('POST', `admin/trials/${other}/marks/`, admin, { question: plain.json().id, points: 0, rubric: [] });
    expect(res.json()).toEqual({ error_code: 'validation_error', rubric: ['This question has no rubric: give points only.'] });
  });

  it('exports the essay without its rubric, which no format holds, and says so', async () => {
    for (const format of ['moodle_xml', 'gift', 'qti', 'csv']) {
      const res = await api('GET', `admin/questions/export/?format=${format}&ids=${question.id}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-skipped-count']).toBe('0');
      expect(res.headers['x-rubrics-not-kept']).toBe('1');
      expect(res.body).not.toContain('الفكرة');
    }
  });
});
