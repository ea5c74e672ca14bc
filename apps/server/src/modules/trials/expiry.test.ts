import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { completionService } from './completion.js';
import { contentRepo } from './content-repo.js';
import { quizMaterialCache } from './quiz-material.js';
import { apiClient } from './test-api.js';
import { gradedQuiz } from './test-quizzes.js';
import { trialRepo } from './trial-repo.js';

describe('the server owns the clock', () => {
  let t: TestApp;
  let student: TestUser;
  let quiz: InsertedQuiz;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    student = await createTestUser(t.app);
    quiz = await insertQuiz(t.app.db, gradedQuiz({ durationMinutes: 1 }));
  });
  afterAll(() => t.close());

  /** Moves a trial's start and deadline into the past instead of waiting (millisecond precision, like the app writes). */
  const age = (trialId: string, secondsPastDeadline: number) =>
    t.database
      .rows(sql`update trials set started_at = date_trunc('milliseconds', now()) - make_interval(secs => ${60 + secondsPastDeadline}),
      deadline = date_trunc('milliseconds', now()) - make_interval(secs => ${secondsPastDeadline}) where id = ${trialId}::uuid`);
  const start = async () => (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
  const answer = (trialId: string, index: number, choice = 0) => {
    const q = quiz.questions[index];
    return api('POST', `quizzes/trials/${trialId}/question/${q?.id}/submit-answer/`, student, {
      selected_answer_id: q?.answers[choice]?.id ?? null,
    });
  };

  it('accepts an answer inside the grace, then refuses a late one and completes the trial at the deadline', async () => {
    const trial = await start();
    await answer(trial.id, 0);
    await age(trial.id, 2);
    const inGrace = await answer(trial.id, 1);
    expect(inGrace.statusCode).toBe(200);
    const question = (await api('GET', `quizzes/trial/${trial.id}/questions/${quiz.questions[2]?.id}/`, student)).json();
    expect(question.remaining_seconds).toBe(0);

    await age(trial.id, 6);
    const late = await answer(trial.id, 2);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: expect.stringContaining('Time is up'), error_code: 'trial_time_over' });
    const ar = await api(
      'POST',
      `quizzes/trials/${trial.id}/question/${quiz.questions[3]?.id}/submit-answer/`,
      student,
      { selected_answer_id: null },
      'ar',
    );
    expect(ar.json().error_code).toBe('trial_completed');

    const [row] = await t.database.rows<{ status: string; completed_by: string; same: boolean; score: number }>(
      sql`select status, completed_by, completed_at = deadline as same, score from trials where id = ${trial.id}::uuid`,
    );
    expect(row).toEqual({ status: 'completed', completed_by: 'deadline', same: true, score: 3 });
    const result = (await api('GET', `quizzes/results/?trial__id=${trial.id}`, student)).json().results[0];
    expect(result).toMatchObject({ correct_count: 2, completed_by: 'deadline', time_taken_seconds: 60 });
  });

  it('completes an expired trial when the student only asks for the result', async () => {
    const trial = await start();
    await answer(trial.id, 0);
    await age(trial.id, 30);
    const results = (await api('GET', `quizzes/results/?trial__id=${trial.id}`, student)).json();
    expect(results.results[0]).toMatchObject({ trial: trial.id, score: 1, completed_by: 'deadline' });
  });

  it('completes an expired trial when the player asks for a question, with a clear 409', async () => {
    const trial = await start();
    await age(trial.id, 20);
    const res = await api('GET', `quizzes/trial/${trial.id}/questions/${quiz.questions[0]?.id}/`, student, undefined, 'ar');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: expect.stringContaining('انتهى وقت الاختبار'), error_code: 'trial_time_over' });
    const ids = await api('GET', `quizzes/quizzes/${quiz.id}/trials/${trial.id}/questions/ids/`, student);
    expect(ids.statusCode).toBe(200);
    const done = await api('POST', `quizzes/trials/${trial.id}/complete/`, student);
    expect(done.json()).toMatchObject({ completed_by: 'deadline', score: 0, time_taken_seconds: 60 });
  });

  it('resumes a running trial but starts afresh once the old one has expired', async () => {
    const trial = await start();
    await age(trial.id, 10);
    const next = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {});
    expect(next.statusCode).toBe(201);
    expect(next.json().id).not.toBe(trial.id);
    await t.app.inject({ method: 'POST', url: `/api/v1/quizzes/trials/${next.json().id}/complete/`, headers: student.headers });
  });

  it('sweeps expired trials nobody touches', async () => {
    const trial = await start();
    await age(trial.id, 40);
    const sweep = completionService(trialRepo(t.app.db), quizMaterialCache(trialRepo(t.app.db), contentRepo(t.app.db)));
    expect(await sweep.sweep(new Date(), t.app.log)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.rows<{ status: string; completed_by: string }>(
      sql`select status, completed_by from trials where id = ${trial.id}::uuid`,
    );
    expect(row).toEqual({ status: 'completed', completed_by: 'sweep' });
  });
});
