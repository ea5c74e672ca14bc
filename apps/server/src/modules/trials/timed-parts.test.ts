import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accommodations } from '../../db/schema/accommodations.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from './test-api.js';

const bi = (ar: string, en: string) => ({ ar, en });

/** #32: a section's and a question's own time limits, enforced by the server like the quiz's deadline. */
describe('timed sections and questions', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let quizId: number;
  let q: number[];
  let options: Map<number, number>;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    options = new Map();
    const question = async (text: string, extra: object = {}) => {
      const response = await api('POST', 'admin/questions/', admin, {
        text: bi(text, text),
        category: null,
        options: [
          { text: bi('نعم', 'Yes'), correct: true },
          { text: bi('لا', 'No'), correct: false },
        ],
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as { id: number; options: { id: number }[] };
      options.set(body.id, body.options[0]!.id);
      return body.id;
    };
    q = [await question('س١'), await question('س٢'), await question('س٣', { time_limit_seconds: 30 }), await question('س٤')];
    const created = await api('POST', 'admin/quizzes/', admin, {
      title: bi('أقسام موقوتة', 'Timed sections'),
      duration_minutes: 20,
      sections: [
        { kind: 'fixed', title: bi('القراءة', 'Reading'), time_limit_minutes: 2, questions: [q[0], q[1]] },
        { kind: 'fixed', title: bi('الكتابة', 'Writing'), questions: [q[2], q[3]] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    quizId = (created.json() as { id: number }).id;
    expect((await api('POST', `admin/quizzes/${quizId}/publish/`, admin)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const start = async (user: TestUser) => ((await api('POST', `quizzes/quizzes/${quizId}/start/`, user, {})).json() as { id: string }).id;
  /** The question's part timer, its seconds rounded up to 5 (a slow machine may take a second or two between calls). */
  const view = async (user: TestUser, trialId: string, questionId: number) => {
    const shown = (await api('GET', `quizzes/trial/${trialId}/questions/${questionId}/`, user)).json() as {
      part_timer: { scope: string; remaining_seconds: number } | null;
    };
    const timer = shown.part_timer;
    return { part_timer: timer && { ...timer, remaining_seconds: Math.ceil(timer.remaining_seconds / 5) * 5 } };
  };
  const answer = (user: TestUser, trialId: string, questionId: number) =>
    api('POST', `quizzes/trials/${trialId}/question/${questionId}/submit-answer/`, user, { selected_answer_id: options.get(questionId) });
  /** Moves every running part timer of the trial `seconds` earlier, instead of waiting. */
  const elapse = (trialId: string, seconds: number) =>
    t.database.rows(sql`update trials set closes = (select jsonb_object_agg(key, to_jsonb(value #>> '{}')::text::timestamptz
      - make_interval(secs => ${seconds})) from jsonb_each(closes)) where id = ${trialId}::uuid`);

  it('keeps the question limit with the question in the bank, and a section limit in the quiz', async () => {
    const stored = (await api('GET', `admin/questions/?ids=${q.join(',')}`, admin)).json() as {
      results: { id: number; time_limit_seconds: number | null }[];
    };
    expect(stored.results.map((r) => [r.id, r.time_limit_seconds])).toEqual(
      expect.arrayContaining([
        [q[2], 30],
        [q[0], null],
      ]),
    );
    const edited = await api('PATCH', `admin/questions/${q[3]}/`, admin, { time_limit_seconds: 4 });
    expect(edited.statusCode).toBe(400);
    const quiz = (await api('GET', `admin/quizzes/${quizId}/`, admin)).json() as {
      draft: { sections: { time_limit_minutes?: number | null }[] };
    };
    expect(quiz.draft.sections.map((s) => s.time_limit_minutes ?? null)).toEqual([2, null]);
  });

  it('closes a section on the server when its time is up, from the first of its questions shown, without restarting on a return', async () => {
    const student = await createTestUser(t.app);
    const trialId = await start(student);
    expect((await view(student, trialId, q[0]!)).part_timer).toEqual({ scope: 'section', remaining_seconds: 120 });
    expect((await answer(student, trialId, q[0]!)).statusCode).toBe(200);
    await elapse(trialId, 100);
    // The section's other question shares its clock; a question outside it has none.
    expect((await view(student, trialId, q[1]!)).part_timer).toEqual({ scope: 'section', remaining_seconds: 20 });
    expect((await view(student, trialId, q[3]!)).part_timer).toBeNull();
    expect((await view(student, trialId, q[0]!)).part_timer?.remaining_seconds).toBe(20);

    await elapse(trialId, 26); // past the close and its 5-second grace
    const late = await answer(student, trialId, q[1]!);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error_code: 'part_time_over', detail: expect.stringContaining('time for this part is over') });
    expect((await view(student, trialId, q[1]!)).part_timer).toEqual({ scope: 'section', remaining_seconds: 0 });
    // The answer given in time stays; the rest of the quiz goes on.
    expect((await answer(student, trialId, q[3]!)).statusCode).toBe(200);
    const arabic = await api(
      'POST',
      `quizzes/trials/${trialId}/question/${q[0]}/submit-answer/`,
      student,
      { selected_answer_id: options.get(q[0]!) },
      'ar',
    );
    expect(arabic.json().error_code).toBe('part_time_over');
  });

  it("gives a timed question its own clock from when it is first shown, scaled by the student's accommodation", async () => {
    const student = await createTestUser(t.app);
    const trialId = await start(student);
    expect((await view(student, trialId, q[2]!)).part_timer).toEqual({ scope: 'question', remaining_seconds: 30 });
    await elapse(trialId, 10);
    expect((await view(student, trialId, q[2]!)).part_timer).toEqual({ scope: 'question', remaining_seconds: 20 });
    await elapse(trialId, 26);
    expect((await answer(student, trialId, q[2]!)).json().error_code).toBe('part_time_over');

    // Half as long again, and 10 extra minutes on a 20-minute quiz: ×1.5 + 10/20 = ×2.
    const helped = await createTestUser(t.app);
    await t.app.db.insert(accommodations).values({ userId: helped.id, quizId, timePercent: 150, extraMinutes: 10 });
    const helpedTrial = await start(helped);
    expect((await view(helped, helpedTrial, q[2]!)).part_timer).toEqual({ scope: 'question', remaining_seconds: 60 });
    expect((await view(helped, helpedTrial, q[0]!)).part_timer).toEqual({ scope: 'section', remaining_seconds: 240 });
  });

  it('shows the nearer close when a timed question sits in a timed section', async () => {
    const patched = await api('PATCH', `admin/quizzes/${quizId}/`, admin, {
      sections: [{ kind: 'fixed', title: bi('الكل', 'All'), time_limit_minutes: 1, questions: [q[2], q[0]] }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await api('POST', `admin/quizzes/${quizId}/publish/`, admin)).statusCode).toBe(200);
    const student = await createTestUser(t.app);
    const trialId = await start(student);
    expect((await view(student, trialId, q[0]!)).part_timer).toEqual({ scope: 'section', remaining_seconds: 60 });
    await elapse(trialId, 45);
    // 15 s left of the section: the question's own 30 s can't outlast it.
    expect((await view(student, trialId, q[2]!)).part_timer).toEqual({ scope: 'section', remaining_seconds: 15 });
  });
});
