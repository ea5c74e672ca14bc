import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { essayQuiz, gradedQuiz, profileQuiz } from '../trials/test-quizzes.js';

// The hand-worked matrix of psychometrics.test.ts: 1 = the key, 0 = the other option.
const MATRIX = [
  [1, 1, 1, 1, 1],
  [1, 1, 1, 1, 0],
  [1, 1, 1, 0, 1],
  [1, 1, 0, 1, 0],
  [1, 1, 1, 0, 0],
  [1, 0, 1, 0, 0],
  [1, 1, 0, 0, 0],
  [1, 0, 0, 0, 1],
  [0, 1, 0, 0, 0],
  [0, 0, 0, 0, 0],
];

describe('quiz statistics and percentile ranks', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  /** A new student takes the quiz, picking the given answer index per question, and completes it. */
  async function take(quiz: InsertedQuiz, picks: number[], user?: TestUser) {
    const student = user ?? (await createTestUser(t.app));
    const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
    for (const [i, q] of quiz.questions.entries()) {
      const answer = q.answers[picks[i]!];
      if (answer)
        await api('POST', `quizzes/trials/${trial.id}/question/${q.id}/submit-answer/`, student, { selected_answer_id: answer.id });
    }
    const complete = await api('POST', `quizzes/trials/${trial.id}/complete/`, student, {});
    expect(complete.statusCode, complete.body).toBe(200);
    return { student, result: complete.json() };
  }

  const statistics = async (quiz: InsertedQuiz, query = '') => {
    const res = await api('GET', `admin/quizzes/${quiz.id}/statistics/${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('computes the hand-worked figures over one version, without previews, other versions or repeat attempts', async () => {
    // Five questions of weight 1: percentages are 20 × the totals 5 4 4 3 3 2 2 2 1 0.
    const base = gradedQuiz({}, 5);
    const quiz = await insertQuiz(t.app.db, { ...base, questions: base.questions.map((q) => ({ ...q, weight: 1 })) });
    const takers = [];
    for (const row of MATRIX)
      takers.push(
        await take(
          quiz,
          row.map((mark) => 1 - mark),
        ),
      );
    // A second attempt counts only with attempts=all.
    await take(quiz, [0, 0, 0, 0, 0], takers[9]!.student);
    // An operator's preview never counts.
    const preview = (await api('POST', `admin/quizzes/${quiz.id}/preview/`, admin)).json();
    await api('POST', `quizzes/trials/${preview.id}/complete/`, admin, {});

    const stats = await statistics(quiz);
    expect(stats).toMatchObject({ version: 1, trials: 10, median: 50 });
    expect(stats.mean).toBeCloseTo(52, 9);
    expect(stats.sd).toBeCloseTo(20 * Math.sqrt(20.4 / 9), 9);
    expect(stats.alpha).toBeCloseTo(1.25 * (1 - 10.4 / 20.4), 9);
    expect(stats.sem).toBeCloseTo(stats.sd * Math.sqrt(1 - stats.alpha), 9);
    expect(stats.histogram.map((bin: { count: number }) => bin.count)).toEqual([1, 0, 1, 0, 3, 0, 2, 0, 2, 1]);
    const [first, , , , fifth] = stats.items;
    expect(first).toMatchObject({ question: quiz.questions[0]!.id, text: 'Question 1', trials: 10, facility: 0.8 });
    expect(first.discrimination_index).toBeCloseTo(2.6 / Math.sqrt(1.6 * 13.6), 9);
    expect(first.options).toEqual([
      { id: quiz.questions[0]!.answers[0]!.id, text: '1-a', correct: true, pick_rate: 0.8, upper: 1, lower: 1 / 3 },
      { id: quiz.questions[0]!.answers[1]!.id, text: '1-b', correct: false, pick_rate: 0.2, upper: 0, lower: 2 / 3 },
    ]);
    expect(fifth.discrimination_efficiency).toBeCloseTo(1.1 / 4.1, 9);
    expect(fifth.flags).toEqual(['low_discrimination']);

    expect((await statistics(quiz, '?attempts=all')).trials).toBe(11);
    expect((await statistics(quiz, '?from=2000-01-01&to=2000-12-31')).trials).toBe(0);

    // Completion keeps the trial's picks on its row…
    const picked = (await t.app.db.execute(sql`select picks from trials where user_id = ${takers[1]!.student.id}`)) as unknown as {
      rows: { picks: string }[];
    };
    expect(picked.rows[0]!.picks).toBe(quiz.questions.map((q, j) => `${q.id}:${q.answers[1 - MATRIX[1]![j]!]!.id}`).join(','));
    // …and trials completed without them (before the column existed, or by an older process) read their answer rows.
    await t.app.db.execute(sql`update trials set picks = null where quiz_id = ${quiz.id} and percentage < 50`);
    expect(await statistics(quiz, '?from=2000-01-01')).toEqual(stats);

    // A republished version starts its own statistics; the first stays readable by number.
    await api('PATCH', `admin/quizzes/${quiz.id}/`, admin, { title: { ar: 'عنوان جديد', en: 'New title' } });
    expect((await api('POST', `admin/quizzes/${quiz.id}/publish/`, admin)).json()).toMatchObject({ current_version: 2 });
    await take(quiz, [0, 0, 0, 0, 0]);
    expect(await statistics(quiz)).toMatchObject({ version: 2, trials: 1, sd: null, alpha: null });
    expect(await statistics(quiz, '?version=1')).toMatchObject({ version: 1, trials: 10 });
    expect((await api('GET', `admin/quizzes/${quiz.id}/statistics/?version=9`, admin)).statusCode).toBe(404);

    const csv = await api('GET', `admin/quizzes/${quiz.id}/statistics/export/?version=1&format=csv`, admin, undefined, 'ar');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFquestion,text,trials,facility')).toBe(true);
    expect(csv.body).toContain('سؤال 1');
  });

  it('reads options whose ids are far apart (one added long after the others) without a table over the span', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({}, 2));
    // Ids are int4: an option two billion ids after the others made the lookup a table over the span, 8 GB filled.
    const late = quiz.questions[0]!.answers[1]!;
    await t.app.db.execute(sql`update answers set id = 2000000000 where id = ${late.id}`);
    late.id = 2_000_000_000;
    await take(quiz, [0, 0]);
    await take(quiz, [1, 1]);
    // The request runs in this process: its peak memory (resident, KB) is what the table cost.
    const peakBefore = process.resourceUsage().maxRSS;
    const stats = await statistics(quiz);
    expect(process.resourceUsage().maxRSS - peakBefore).toBeLessThan(256 * 1024);
    expect(stats.trials).toBe(2);
    expect(stats.items[0].facility).toBe(0.5);
    expect(stats.items[0].options.map((o: { id: number; pick_rate: number }) => [o.id, o.pick_rate])).toEqual([
      [quiz.questions[0]!.answers[0]!.id, 0.5],
      [2_000_000_000, 0.5],
    ]);
  });

  it('neutralises a staff-written formula in the statistics CSV', async () => {
    const base = gradedQuiz({}, 1);
    const formula = '=HYPERLINK("http://x","y")';
    const quiz = await insertQuiz(t.app.db, { ...base, questions: [{ ...base.questions[0]!, ar: formula, en: formula }] });
    await take(quiz, [0]);
    const csv = await api('GET', `admin/quizzes/${quiz.id}/statistics/export/?format=csv`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csv.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('counts a trial awaiting marking once its mark is in, a written answer by the marker’s points', async () => {
    const quiz = await insertQuiz(t.app.db, essayQuiz());
    const [choice, written] = quiz.questions;
    const write = async () => {
      const student = await createTestUser(t.app);
      const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
      await api('POST', `quizzes/trials/${trial.id}/question/${choice!.id}/submit-answer/`, student, {
        selected_answer_id: choice!.answers[0]!.id,
      });
      await api('POST', `quizzes/trials/${trial.id}/question/${written!.id}/submit-answer/`, student, { response: { text: 'نص' } });
      expect((await api('POST', `quizzes/trials/${trial.id}/complete/`, student, {})).statusCode).toBe(200);
      return trial.id as string;
    };
    const [first] = [await write(), await write()];
    expect((await statistics(quiz)).trials).toBe(0);
    expect((await api('POST', `admin/trials/${first}/marks/`, admin, { question: written!.id, points: 3, comment: '' })).statusCode).toBe(
      200,
    );
    const figures = await statistics(quiz);
    expect(figures.trials).toBe(1);
    expect(figures.items.find((item: { question: number }) => item.question === written!.id)).toMatchObject({ trials: 1, facility: 0.75 });
    // A regrade changes a score without completing or marking anything: the figures follow.
    await t.database.rows(sql`update trials set score = 5, percentage = 100 where id = ${first}::uuid`);
    expect((await statistics(quiz)).mean).toBe(100);
  });

  it('refuses students', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz());
    const student = await createTestUser(t.app);
    expect((await api('GET', `admin/quizzes/${quiz.id}/statistics/`, student)).statusCode).toBe(403);
    expect((await api('GET', `admin/quizzes/${quiz.id}/statistics/export/`, student)).statusCode).toBe(403);
  });

  it('gives a percentile rank from the 30th first attempt on', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({}, 1));
    // Ten wrong, then twenty right answers.
    const wrong = [];
    for (let i = 0; i < 10; i++) wrong.push(await take(quiz, [1]));
    let last;
    for (let i = 0; i < 20; i++) {
      last = await take(quiz, [0]);
      if (i === 18) expect(last.result).toMatchObject({ percentile_rank: null, dimension_percentiles: null });
    }
    // 30 first attempts: 10 lower, 20 tied (the student among them) → (10 + 20/2)/30 = 66.7 %.
    expect(last!.result.percentile_rank).toBe(67);
    const again = await api('GET', `quizzes/results/?trial__id=${wrong[0]!.result.id}`, wrong[0]!.student);
    // None lower, 10 tied → 5/30 = 16.7 %.
    expect(again.json().results[0].percentile_rank).toBe(17);
    // A second attempt is ranked among the first attempts without joining them: still 10 lower, 20 tied of 30.
    const retake = await take(quiz, [0], wrong[1]!.student);
    expect(retake.result.percentile_rank).toBe(67);
    const first = await api('GET', `quizzes/results/?trial__id=${wrong[1]!.result.id}`, wrong[1]!.student);
    expect(first.json().results[0].percentile_rank).toBe(17);
  });

  it('ranks each dimension of a profile quiz and gives its alphas', async () => {
    const quiz = await insertQuiz(t.app.db, profileQuiz());
    let last;
    for (let i = 0; i < 30; i++) last = await take(quiz, [i % 3, i % 3, (i + 1) % 3, i % 3, 0, i % 2]);
    expect(last!.result.percentile_rank).toBeNull();
    expect(Object.keys(last!.result.dimension_percentiles)).toEqual(['R', 'I', 'A']);
    const stats = await statistics(quiz);
    expect(stats.dimensions.map((d: { code: string }) => d.code)).toEqual(['R', 'I', 'A']);
    expect(stats.items[0]).toMatchObject({ facility: null, flags: [] });
    expect(stats.items[0].options[0].pick_rate).toBeCloseTo(1 / 3, 9);
  });

  it("names the draw whose pool holds each question, so the page can fold a pool's unshown questions into one line (#33)", async () => {
    const category = (await api('POST', 'admin/categories/', admin, { name: { ar: 'مجموعة الإحصاءات', en: '' } })).json().id;
    const question = async (text: string, inCategory: number | null) =>
      (
        await api('POST', 'admin/questions/', admin, {
          text: { ar: text, en: '' },
          category: inCategory,
          options: [
            { text: { ar: 'صح', en: '' }, correct: true },
            { text: { ar: 'خطأ', en: '' }, correct: false },
          ],
        })
      ).json() as { id: number; revision: number };
    const fixed = await question('ثابت', null);
    for (let i = 1; i <= 5; i++) await question(`من المجموعة ${i}`, category);
    const draw = {
      kind: 'draw',
      title: { ar: '', en: '' },
      count: 1,
      category,
      any_category: false,
      include_subcategories: true,
      tag: null,
      difficulty_min: 1,
      difficulty_max: 5,
    };
    const quizId = (
      await api('POST', 'admin/quizzes/', admin, {
        title: { ar: 'إحصاءات السحب', en: '' },
        sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [fixed.id] }, draw],
      })
    ).json().id as number;
    await api('POST', `admin/quizzes/${quizId}/publish/`, admin);
    const student = await createTestUser(t.app);
    const trial = (await api('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json();
    await api('POST', `quizzes/trials/${trial.id}/complete/`, student, {});
    const stats = (await api('GET', `admin/quizzes/${quizId}/statistics/`, admin)).json();
    expect(stats.items).toHaveLength(6);
    expect(stats.items[0]).toMatchObject({ question: fixed.revision, pool: null, trials: 1 });
    expect(stats.items.slice(1).map((i: { pool: number }) => i.pool)).toEqual([2, 2, 2, 2, 2]);
    expect(
      stats.items
        .slice(1)
        .map((i: { trials: number }) => i.trials)
        .sort(),
    ).toEqual([0, 0, 0, 0, 1]);
  });
});
