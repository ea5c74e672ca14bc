import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { apiClient } from './test-api.js';
import { gradedQuiz } from './test-quizzes.js';

const bilingual = (en: string) => ({ ar: `${en} (ar)`, en });

/** A practice quiz written through the console's API: a single choice (2 marks), a numeric (3 marks) and an essay. */
async function practiceQuiz(api: ReturnType<typeof apiClient>, operator: TestUser) {
  const create = async (body: object) => {
    const res = await api('POST', 'admin/questions/', operator, { category: null, ...body });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const choice = await create({
    text: bilingual('Capital of France?'),
    mark: 2,
    general_feedback: bilingual('Paris has been the capital since 987.'),
    options: [
      { text: bilingual('Paris'), correct: true, feedback: bilingual('Yes, Paris.') },
      { text: bilingual('Lyon'), correct: false, feedback: bilingual('Lyon is the third city.') },
    ],
  });
  const numeric = await create({
    type: 'numeric',
    text: bilingual('2 + 2?'),
    mark: 3,
    key: {
      type: 'numeric',
      accepted: [
        { value: 4, fraction: 1, feedback: bilingual('Exactly four.') },
        { value: 5, fraction: 0.5, feedback: bilingual('Close: one too many.') },
      ],
    },
  });
  const essay = await create({
    type: 'essay',
    text: bilingual('Describe water.'),
    mark: 4,
    key: { type: 'essay', min_words: null, max_words: null },
  });
  const quiz = await api('POST', 'admin/quizzes/', operator, {
    title: bilingual('Practice'),
    immediate_feedback: true,
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [choice, numeric, essay] }],
  });
  expect(quiz.statusCode).toBe(201);
  expect((await api('POST', `admin/quizzes/${quiz.json().id}/publish/`, operator, {})).statusCode).toBe(200);
  return { quizId: quiz.json().id as number, choice, numeric, essay };
}

describe('immediate feedback (practice quizzes)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let practice: Awaited<ReturnType<typeof practiceQuiz>>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    practice = await practiceQuiz(api, await createTestUser(t.app, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const begin = async () => {
    const student = await createTestUser(t.app);
    const trialId = (await api('POST', `quizzes/quizzes/${practice.quizId}/start/`, student, {})).json().id as string;
    const question = (id: number, lang = 'en') => api('GET', `quizzes/trial/${trialId}/questions/${id}/`, student, undefined, lang);
    const submit = (id: number, body: object, lang = 'en') =>
      api('POST', `quizzes/trials/${trialId}/question/${id}/submit-answer/`, student, body, lang);
    return { question, submit };
  };

  it('checks a wrong choice at once, locks it and shows the check again on a revisit', async () => {
    const { question, submit } = await begin();
    const before = (await question(practice.choice)).json();
    expect(before.immediate_feedback).toBe(true);
    expect(before.feedback).toBeUndefined();
    expect(before.is_locked).toBeUndefined();
    const wrong = before.answers.find((a: { text: string }) => a.text === 'Lyon').id as number;

    const res = await submit(practice.choice, { selected_answer_id: wrong });
    expect(res.statusCode).toBe(200);
    expect(res.json().feedback).toEqual({
      mark: 0,
      max_mark: 2,
      correct: 'wrong',
      general_feedback: 'Paris has been the capital since 987.',
      answer_feedback: '<p>Lyon is the third city.</p>',
    });

    const right = before.answers.find((a: { text: string }) => a.text === 'Paris').id as number;
    const again = await submit(practice.choice, { selected_answer_id: right });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'answer_locked', detail: expect.stringContaining('can no longer be changed') });

    const revisit = (await question(practice.choice, 'ar')).json();
    expect(revisit.selected_answer_id).toBe(wrong);
    expect(revisit.is_locked).toBe(true);
    expect(revisit.feedback).toMatchObject({ mark: 0, correct: 'wrong', answer_feedback: '<p>Lyon is the third city. (ar)</p>' });
  });

  it('marks a right choice in full, a near number partly, in the request language', async () => {
    const { question, submit } = await begin();
    const right = (await question(practice.choice)).json().answers.find((a: { text: string }) => a.text === 'Paris').id;
    expect((await submit(practice.choice, { selected_answer_id: right })).json().feedback).toMatchObject({
      mark: 2,
      max_mark: 2,
      correct: 'right',
      answer_feedback: '<p>Yes, Paris.</p>',
    });
    const near = (await submit(practice.numeric, { response: { number: 5 } }, 'ar')).json().feedback;
    expect(near).toEqual({
      mark: 1.5,
      max_mark: 3,
      correct: 'partial',
      general_feedback: null,
      answer_feedback: '<p>Close: one too many. (ar)</p>',
    });
    expect((await submit(practice.numeric, { response: { number: 4 } })).statusCode).toBe(409);
    expect((await question(practice.numeric)).json().response).toEqual({ number: 5 });
  });

  it('leaves an essay pending: no mark or correctness before a person marks it', async () => {
    const { submit } = await begin();
    const res = await submit(practice.essay, { response: { text: '<p>Water is wet.</p>' } });
    expect(res.json().feedback).toMatchObject({ mark: 0, max_mark: 4, correct: 'pending' });
  });

  it('keeps a normal quiz as it was: no check, and an answer may change', async () => {
    const student = await createTestUser(t.app);
    const quiz = await insertQuiz(t.app.db, gradedQuiz());
    const trialId = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json().id;
    const q = quiz.questions[0]!;
    const path = `quizzes/trials/${trialId}/question/${q.id}/submit-answer/`;
    const first = await api('POST', path, student, { selected_answer_id: q.answers[0]!.id });
    expect(first.json().feedback).toBeUndefined();
    expect((await api('POST', path, student, { selected_answer_id: q.answers[1]!.id })).statusCode).toBe(200);
    const shown = (await api('GET', `quizzes/trial/${trialId}/questions/${q.id}/`, student)).json();
    expect(shown).toMatchObject({ immediate_feedback: false, selected_answer_id: q.answers[1]!.id });
    expect(shown.feedback).toBeUndefined();
    expect(shown.is_locked).toBeUndefined();
  });
});
