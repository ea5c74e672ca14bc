import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { apiClient } from './test-api.js';
import { gradedQuiz, profileQuiz } from './test-quizzes.js';

describe('the player', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let student: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    student = await createTestUser(t.app);
    other = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const startTrial = async (quiz: InsertedQuiz, user = student) =>
    (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, user, {})).json();
  const submit = (trialId: string, questionId: number | undefined, answerId: number | null | undefined, user = student) =>
    api('POST', `quizzes/trials/${trialId}/question/${questionId}/submit-answer/`, user, { selected_answer_id: answerId });

  it('never sends correctness, weights or points with a question', async () => {
    for (const definition of [gradedQuiz(), profileQuiz()]) {
      const quiz = await insertQuiz(t.app.db, definition);
      const trial = await startTrial(quiz);
      for (const q of quiz.questions) {
        const body = (await api('GET', `quizzes/trial/${trial.id}/questions/${q.id}/`, student)).body;
        expect(body).not.toMatch(/is_correct|"points"|"weight"|"correct"/);
        expect(Object.keys(JSON.parse(body)).sort()).toEqual([
          'answers',
          'essay',
          'file_upload',
          'id',
          'image',
          'immediate_feedback',
          'is_submitted',
          'items',
          'matches',
          'navigation',
          'order',
          'part_timer',
          'passage',
          'preview',
          'prompts',
          'remaining_seconds',
          'response',
          'section_title',
          'selected_answer_id',
          'server_now',
          'text',
          'total',
          'type',
          'unit',
        ]);
      }
    }
  });

  it("answers 404 for another user's trial and result everywhere", async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz());
    const trial = await startTrial(quiz);
    const q = quiz.questions[0];
    const calls = [
      api('GET', `quizzes/trial/${trial.id}/questions/${q?.id}/`, other),
      api('GET', `quizzes/trials/${trial.id}/current/${q?.id}/next-question/`, other),
      api('GET', `quizzes/quizzes/${quiz.id}/trials/${trial.id}/questions/ids/`, other),
      submit(trial.id, q?.id, q?.answers[0]?.id, other),
      api('POST', `quizzes/trials/${trial.id}/complete/`, other),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    const complete = await api('POST', `quizzes/trials/${trial.id}/complete/`, other);
    expect(complete.json()).toEqual({ error: 'This attempt was not found.', error_code: 'not_found' });

    await api('POST', `quizzes/trials/${trial.id}/complete/`, student);
    const theirs = await api('GET', `quizzes/results/?trial__id=${trial.id}`, other);
    expect(theirs.json()).toMatchObject({ count: 0, results: [] });
    expect((await api('GET', `quizzes/results/?trial__id=${trial.id}`, student)).json().count).toBe(1);
  });

  it('refuses an answer that belongs to another question, and saves a cleared answer', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz());
    const trial = await startTrial(quiz);
    const [q1, q2] = quiz.questions;
    const wrong = await submit(trial.id, q1?.id, q2?.answers[0]?.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ selected_answer_id: ['This answer does not belong to this question.'], error_code: 'validation_error' });
    expect((await submit(trial.id, q1?.id, 999_999)).statusCode).toBe(400);
    expect((await submit(trial.id, 999_999, q1?.answers[0]?.id)).statusCode).toBe(404);
    // The statement is the only guard (trial_answers has no foreign keys to questions and answers): nothing was stored.
    expect(await t.app.database.rows(sql`select 1 from trial_answers where trial_id = ${trial.id}::uuid`)).toEqual([]);

    expect((await submit(trial.id, q1?.id, q1?.answers[0]?.id)).json()).toEqual({
      question: q1?.id,
      selected_answer_id: q1?.answers[0]?.id,
      response: null,
      is_submitted: true,
    });
    expect((await submit(trial.id, q1?.id, q1?.answers[1]?.id)).statusCode).toBe(200);
    let view = (await api('GET', `quizzes/trial/${trial.id}/questions/${q1?.id}/`, student)).json();
    expect(view).toMatchObject({ selected_answer_id: q1?.answers[1]?.id, is_submitted: true });
    expect((await submit(trial.id, q1?.id, null)).statusCode).toBe(200);
    view = (await api('GET', `quizzes/trial/${trial.id}/questions/${q1?.id}/`, student)).json();
    expect(view).toMatchObject({ selected_answer_id: null, is_submitted: true });
  });

  it('answers bad ids with 400 or 404, never 500', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz());
    const trial = await startTrial(quiz);
    const foreign = await insertQuiz(t.app.db, gradedQuiz());
    const urls: [string, number][] = [
      ['quizzes/trial/not-a-uuid/questions/1/', 400],
      [`quizzes/trial/${trial.id}/questions/abc/`, 400],
      [`quizzes/trial/${trial.id}/questions/-1/`, 400],
      [`quizzes/trial/${trial.id}/questions/99999999999/`, 400],
      [`quizzes/trial/${trial.id}/questions/${foreign.questions[0]?.id}/`, 404],
      ['quizzes/trial/00000000-0000-4000-8000-000000000000/questions/1/', 404],
      ['quizzes/quizzes/0/', 400],
      ['quizzes/quizzes/123456/', 404],
      ['quizzes/results/public/nope/', 400],
      ['quizzes/results/public/00000000-0000-4000-8000-000000000000/', 404],
    ];
    for (const [url, status] of urls) expect([url, (await api('GET', url, student)).statusCode]).toEqual([url, status]);
    expect((await submit(trial.id, foreign.questions[0]?.id, foreign.questions[0]?.answers[0]?.id)).statusCode).toBe(404);
    const bad = await api('POST', `quizzes/trials/${trial.id}/question/${quiz.questions[0]?.id}/submit-answer/`, student, {
      selected_answer_id: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().selected_answer_id).toBeDefined();
    const missing = await api('POST', `quizzes/trials/${trial.id}/question/${quiz.questions[0]?.id}/submit-answer/`, student, {});
    expect(missing.json()).toEqual({ selected_answer_id: ['This field is required.'], error_code: 'validation_error' });
  });

  it('walks next and previous in trial order and stops at both ends', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({}, 3));
    const trial = await startTrial(quiz);
    const [q1, q2, q3] = quiz.questions.map((q) => q.id);
    expect((await api('GET', `quizzes/trials/${trial.id}/current/${q1}/next-question/`, student)).json()).toMatchObject({
      id: q2,
      order: 2,
      total: 3,
    });
    expect((await api('GET', `quizzes/trials/${trial.id}/current/${q3}/previous-question/`, student)).json()).toMatchObject({
      id: q2,
      order: 2,
    });
    const end = await api('GET', `quizzes/trials/${trial.id}/current/${q3}/next-question/`, student);
    expect(end.statusCode).toBe(404);
    expect(end.json()).toEqual({ detail: 'This is the last question: there is no next question.', error_code: 'no_next_question' });
    const start = await api('GET', `quizzes/trials/${trial.id}/current/${q1}/previous-question/`, student, undefined, 'ar');
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ detail: 'هذا هو السؤال الأول: لا يوجد سؤال سابق.', error_code: 'no_previous_question' });
  });

  it('keeps a forward-only quiz moving forward', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ navigation: 'forward_only' }, 3));
    const trial = await startTrial(quiz);
    const [q1, q2] = quiz.questions;
    const back = await api('GET', `quizzes/trials/${trial.id}/current/${q2?.id}/previous-question/`, student);
    expect(back.statusCode).toBe(403);
    expect(back.json()).toEqual({
      detail: 'This quiz moves forward only: you cannot return to earlier questions.',
      error_code: 'forward_only',
    });
    await submit(trial.id, q1?.id, q1?.answers[0]?.id);
    await submit(trial.id, q2?.id, q2?.answers[0]?.id);
    expect((await api('GET', `quizzes/trial/${trial.id}/questions/${q1?.id}/`, student)).statusCode).toBe(403);
    expect((await submit(trial.id, q1?.id, q1?.answers[1]?.id)).statusCode).toBe(403);
    expect((await submit(trial.id, q2?.id, q2?.answers[1]?.id)).statusCode).toBe(200);
  });

  it('closes a forward-only question once the student moved past it, answered ahead or not', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ navigation: 'forward_only' }, 3));
    const trial = await startTrial(quiz);
    const [q1, q2] = quiz.questions;
    expect((await submit(trial.id, q1?.id, q1?.answers[0]?.id)).statusCode).toBe(200);
    const next = await api('GET', `quizzes/trials/${trial.id}/current/${q1?.id}/next-question/`, student);
    expect(next.json()).toMatchObject({ id: q2?.id, order: 2 });
    // The browser's Back: question 1 is neither shown nor accepted any more, though question 2 has no answer yet.
    expect((await api('GET', `quizzes/trial/${trial.id}/questions/${q1?.id}/`, student)).statusCode).toBe(403);
    const late = await submit(trial.id, q1?.id, q1?.answers[1]?.id);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ error_code: 'forward_only' });
    expect((await submit(trial.id, q2?.id, q2?.answers[0]?.id)).statusCode).toBe(200);
    const result = (await api('POST', `quizzes/trials/${trial.id}/complete/`, student)).json();
    expect(result.review[0]).toMatchObject({ id: q1?.id, selected_answer_id: q1?.answers[0]?.id });
  });

  it('shows a shuffled quiz in the same order on every read and scores by answer id', async () => {
    const quiz = await insertQuiz(t.app.db, gradedQuiz({ shuffleQuestions: true, shuffleAnswers: true }, 8));
    const trial = await startTrial(quiz);
    const ids = (await api('GET', `quizzes/quizzes/${quiz.id}/trials/${trial.id}/questions/ids/`, student)).json();
    expect(ids[0].id).toBe(trial.first_question.id);
    expect(ids.map((e: { id: number }) => e.id).sort()).toEqual(quiz.questions.map((q) => q.id).sort());
    const read = async (id: number) => (await api('GET', `quizzes/trial/${trial.id}/questions/${id}/`, student)).json();
    for (const { id } of ids)
      expect(await read(id)).toEqual({ ...(await read(id)), server_now: expect.any(String), remaining_seconds: expect.any(Number) });
    for (const q of quiz.questions) await submit(trial.id, q.id, q.answers[0]?.id);
    const result = (await api('POST', `quizzes/trials/${trial.id}/complete/`, student)).json();
    expect(result).toMatchObject({ correct_count: 8, percentage: 100 });
    expect(result.review.map((r: { id: number }) => r.id)).toEqual(ids.map((e: { id: number }) => e.id));
  });
});
