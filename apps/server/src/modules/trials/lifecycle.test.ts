import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { gradedQuiz, profileQuiz } from './test-quizzes.js';

describe('trial lifecycle', () => {
  let t: TestApp;
  let student: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    student = await createTestUser(t.app, { fullname: 'سارة أحمد العتيبي' });
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST', url: string, user: TestUser | null = student, payload?: unknown, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...(user?.headers ?? {}), 'accept-language': lang },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  it('runs a graded trial from start to result and review', async () => {
    const quiz: InsertedQuiz = await insertQuiz(t.app.db, gradedQuiz({ passMark: 60 }));
    const start = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {});
    expect(start.statusCode).toBe(201);
    const trial = start.json();
    expect(trial).toMatchObject({ quiz: quiz.id, first_question: { id: quiz.questions[0]?.id } });
    expect(new Date(trial.deadline).getTime() - new Date(trial.started_at).getTime()).toBe(10 * 60_000);

    const first = await api('GET', `quizzes/trial/${trial.id}/questions/${trial.first_question.id}/`);
    expect(first.statusCode).toBe(200);
    const q1 = first.json();
    expect(q1).toMatchObject({
      text: 'Question 1',
      order: 1,
      total: 4,
      selected_answer_id: null,
      is_submitted: false,
      answers: [{ text: '1-a' }, { text: '1-b' }],
    });
    expect(q1.remaining_seconds).toBeGreaterThan(590);
    expect(Date.parse(q1.server_now)).not.toBeNaN();

    // Correct on questions 1, 2 and 4 (weights 1 + 2 + 4 = 7 of 10), wrong on 3.
    const picks = [0, 0, 1, 0];
    for (const [i, q] of quiz.questions.entries()) {
      const res = await api('POST', `quizzes/trials/${trial.id}/question/${q.id}/submit-answer/`, student, {
        selected_answer_id: q.answers[picks[i] as number]?.id,
      });
      expect(res.statusCode).toBe(200);
    }
    const next = await api('GET', `quizzes/trials/${trial.id}/current/${quiz.questions[0]?.id}/next-question/`);
    expect(next.json()).toMatchObject({
      id: quiz.questions[1]?.id,
      order: 2,
      is_submitted: true,
      selected_answer_id: quiz.questions[1]?.answers[0]?.id,
    });
    const ids = await api('GET', `quizzes/quizzes/${quiz.id}/trials/${trial.id}/questions/ids/`);
    expect(ids.json()).toEqual(quiz.questions.map((q) => ({ id: q.id, is_submitted: true })));

    const done = await api('POST', `quizzes/trials/${trial.id}/complete/`);
    expect(done.statusCode).toBe(200);
    const result = done.json();
    expect(result).toMatchObject({
      trial: trial.id,
      quiz: quiz.id,
      score: 7,
      max_score: 10,
      percentage: 70,
      passed: true,
      correct_count: 3,
      questions_count: 4,
      completed_by: 'client',
      profile: null,
    });
    expect(result.review).toHaveLength(4);
    expect(result.review[2]).toMatchObject({ correct: false, selected_answer_id: quiz.questions[2]?.answers[1]?.id });
    expect(result.review[2].answers[0].is_correct).toBe(true);

    const again = await api('POST', `quizzes/trials/${trial.id}/complete/`);
    expect(again.json()).toEqual(result);
    const listed = await api('GET', `quizzes/results/?trial__id=${trial.id}`);
    expect(listed.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(listed.json().results[0]).toEqual(result);

    const late = await api('POST', `quizzes/trials/${trial.id}/question/${quiz.questions[2]?.id}/submit-answer/`, student, {
      selected_answer_id: quiz.questions[2]?.answers[0]?.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error_code).toBe('trial_completed');
  });

  it('runs a profile trial and explains the top dimensions', async () => {
    const quiz = await insertQuiz(t.app.db, profileQuiz());
    const start = await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {});
    expect(start.statusCode).toBe(201);
    const trial = start.json();
    expect(trial.deadline).toBeNull();
    const q = await api('GET', `quizzes/trial/${trial.id}/questions/${trial.first_question.id}/`);
    expect(q.json().remaining_seconds).toBeNull();
    // R: like, like (4/4); I: neutral, dislike (1/4); A: like, neutral (3/4).
    const choice = [0, 0, 1, 2, 0, 1];
    for (const [i, question] of quiz.questions.entries()) {
      await api('POST', `quizzes/trials/${trial.id}/question/${question.id}/submit-answer/`, student, {
        selected_answer_id: question.answers[choice[i] as number]?.id,
      });
    }
    const result = (await api('POST', `quizzes/trials/${trial.id}/complete/`)).json();
    expect(result.profile).toEqual({ R: 4, I: 1, A: 3 });
    expect(result.top_dimensions.map((d: { code: string }) => d.code)).toEqual(['R', 'A', 'I']);
    expect(result.top_dimensions[0]).toEqual({ code: 'R', title: 'Dimension R', description: 'About R', score: 4, percentage: 100 });
    expect(result.holland_code).toBeNull();
    expect(result.passed).toBeNull();
    expect(result.review).toBeUndefined();

    const open = await api('GET', `quizzes/results/public/${trial.id}/`, null);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ first_name: 'سارة', quiz_title: 'Test interests' });
    expect(JSON.stringify(open.json())).not.toContain('العتيبي');
    expect(JSON.stringify(open.json())).not.toContain(student.email);
  });
});
