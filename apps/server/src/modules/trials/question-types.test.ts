import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionResponse } from '@mizan/contract/trials';
import type { Result, ReviewItem } from '@mizan/contract/results';
import type { KeyItem } from '../../db/schema/quizzes.js';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { questionTypesQuiz } from '../../seed/quizzes/question-types.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { keyOfType } from '../question-bank/answer-key.js';
import { apiClient } from './test-api.js';

/** The demo quiz's questions in order: single choice, multiple response, true/false, ordering, matching, numeric, short text. */
const TYPES = ['single_choice', 'multiple_response', 'true_false', 'ordering', 'matching', 'numeric', 'short_text'];

describe('question types in the player, at completion and in the review', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let student: TestUser;
  let quiz: InsertedQuiz;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    student = await createTestUser(t.app);
    quiz = await insertQuiz(t.app.db, { ...questionTypesQuiz, categoryId: null });
  });
  afterAll(() => t.close());

  const q = (type: string) => {
    const found = quiz.questions.find((x) => x.type === type);
    if (!found) throw new Error(`no ${type} question`);
    return found;
  };
  const items = (type: 'ordering') => keyOfType(q(type).key, type)?.items as KeyItem[];
  const matching = () => keyOfType(q('matching').key, 'matching')!;
  const start = async (user = student): Promise<string> => (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, user, {})).json().id;
  const submit = (trialId: string, questionId: number, body: unknown, user = student) =>
    api('POST', `quizzes/trials/${trialId}/question/${questionId}/submit-answer/`, user, body);
  const view = async (trialId: string, questionId: number, lang = 'en') =>
    (await api('GET', `quizzes/trial/${trialId}/questions/${questionId}/`, student, undefined, lang)).json() as QuestionResponse;
  const stored = (trialId: string) => t.database.rows(sql`select 1 from trial_answers where trial_id = ${trialId}::uuid`);

  it('presents each type without correctness, fractions, tolerances or accepted texts', async () => {
    expect(quiz.questions.map((x) => x.type)).toEqual(TYPES);
    const trialId = await start();
    for (const question of quiz.questions) {
      for (const lang of ['ar', 'en']) {
        const raw = (await api('GET', `quizzes/trial/${trialId}/questions/${question.id}/`, student, undefined, lang)).body;
        expect(raw).not.toMatch(/is_correct|fraction|tolerance|accepted|"correct"|all_or_nothing|"answer"|"points"|"weight"|"exact"/);
        // The right answers of the typed questions are nowhere in their payloads.
        expect(raw).not.toMatch(/إسطنبول|Istanbul|القسطنطينية|Constantinople/);
        expect(JSON.parse(raw)).toMatchObject({ id: question.id, type: question.type, response: null, is_submitted: false });
      }
    }
    const ordering = await view(trialId, q('ordering').id);
    const right = items('ordering').map((i) => i.id);
    expect(ordering.items?.map((i) => i.id).sort()).toEqual([...right].sort());
    // Never shown already in the right order, and the same order on every read of the trial.
    expect(ordering.items?.map((i) => i.id)).not.toEqual(right);
    expect((await view(trialId, q('ordering').id)).items).toEqual(ordering.items);
    expect(ordering.items?.map((i) => i.text).sort()).toEqual(['Earth', 'Mars', 'Mercury', 'Venus']);

    const pairs = await view(trialId, q('matching').id, 'ar');
    expect(pairs.prompts).toEqual(matching().prompts.map((p) => ({ id: p.id, text: p.ar })));
    expect(pairs.matches?.map((m) => m.text).sort()).toEqual(['الرباط', 'القاهرة', 'دمشق', 'عمّان'].sort());
    expect(pairs).toMatchObject({ answers: [], items: null, unit: null });

    expect(await view(trialId, q('numeric').id)).toMatchObject({ unit: '°C', answers: [], items: null, prompts: null, matches: null });
    expect((await view(trialId, q('multiple_response').id)).answers.map((a) => a.text)).toEqual(['2', '9', '7', '15']);
    expect((await view(trialId, q('true_false').id, 'ar')).answers.map((a) => a.text)).toEqual(['صح', 'خطأ']);
  });

  it('refuses every bad response with a 400 field error and stores nothing', async () => {
    const user = await createTestUser(t.app);
    const trialId = await start(user);
    const other = await createTestUser(t.app);
    const otherTrial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, other, {})).json().id as string;
    const mr = q('multiple_response');
    const [i1, i2] = items('ordering');
    const [p1, p2] = matching().prompts;
    const cases: [string, number, unknown, string][] = [
      ['both fields', mr.id, { selected_answer_id: mr.answers[0]?.id, response: { option_ids: [] } }, 'response'],
      ['neither field', mr.id, {}, 'selected_answer_id'],
      ['a choice for a multiple response question', mr.id, { selected_answer_id: mr.answers[0]?.id }, 'selected_answer_id'],
      ['a response for a single-choice question', q('single_choice').id, { response: { option_ids: [] } }, 'response'],
      ['a response for true/false', q('true_false').id, { response: null }, 'response'],
      ['another type’s shape', mr.id, { response: { order: [String(mr.answers[0]?.id)] } }, 'response'],
      ['an option of another question', mr.id, { response: { option_ids: [String(q('single_choice').answers[0]?.id)] } }, 'response'],
      ['an option twice', mr.id, { response: { option_ids: [String(mr.answers[0]?.id), String(mr.answers[0]?.id)] } }, 'response'],
      ['a zero option id', mr.id, { response: { option_ids: [0] } }, 'response'],
      ['an unknown item', q('ordering').id, { response: { order: [i1?.id, '12345'] } }, 'response'],
      ['an item twice', q('ordering').id, { response: { order: [i1?.id, i1?.id] } }, 'response'],
      ['a shape of another type for ordering', q('ordering').id, { response: { pairs: [] } }, 'response'],
      ['an unknown prompt', q('matching').id, { response: { pairs: [{ prompt: i2?.id, answer: p1?.answer }] } }, 'response'],
      ['a prompt as an answer', q('matching').id, { response: { pairs: [{ prompt: p1?.id, answer: p2?.id }] } }, 'response'],
      [
        'a prompt paired twice',
        q('matching').id,
        {
          response: {
            pairs: [
              { prompt: p1?.id, answer: p1?.answer },
              { prompt: p1?.id, answer: p2?.answer },
            ],
          },
        },
        'response',
      ],
      ['a number as text', q('numeric').id, { response: { number: '3' } }, 'response'],
      ['text for a numeric question', q('numeric').id, { response: { text: '3' } }, 'response'],
      ['a number for a short-text question', q('short_text').id, { response: { number: 3 } }, 'response'],
      ['text over 500 characters', q('short_text').id, { response: { text: 'ا'.repeat(501) } }, 'response'],
      ['an unknown key', q('short_text').id, { response: { text: 'x', extra: 1 } }, 'response'],
    ];
    for (const [name, questionId, body, field] of cases) {
      const res = await submit(trialId, questionId, body, user);
      expect([name, res.statusCode]).toEqual([name, 400]);
      // The field, or a path inside it (`response.text` when the shape is right but its text too long).
      const fields = Object.keys(res.json()).filter((k) => k !== 'error_code');
      expect([name, res.json().error_code, [...new Set(fields.map((k) => k.split('.')[0]))]]).toEqual([name, 'validation_error', [field]]);
    }
    expect(await stored(trialId)).toEqual([]);
    // A good response for someone else's trial is still a 404.
    expect((await submit(otherTrial, q('short_text').id, { response: { text: 'x' } }, user)).statusCode).toBe(404);
    expect(await stored(otherTrial)).toEqual([]);
    const arabic = await api('POST', `quizzes/trials/${trialId}/question/${mr.id}/submit-answer/`, user, { selected_answer_id: 1 }, 'ar');
    expect(arabic.json()).toEqual({ selected_answer_id: ['هذه الإجابة لا تخص هذا السؤال.'], error_code: 'validation_error' });
  });

  it('scores a trial across every type to the hand-computed weighted total, and reviews each type', async () => {
    const trialId = await start();
    const [mercury, venus, earth, mars] = items('ordering');
    const [egypt, morocco, jordan] = matching().prompts;
    const damascus = matching().matches.find((m) => m.en === 'Damascus');
    const mr = q('multiple_response').answers;
    const answers: [string, unknown][] = [
      // 1 of 1: Riyadh.
      ['single_choice', { selected_answer_id: q('single_choice').answers[1]?.id }],
      // ½ + ½ − ½ (2, 7 and 9): ½ of 1. Ids as numbers, the way the question payload gives them.
      ['multiple_response', { response: { option_ids: [mr[0], mr[2], mr[1]].map((a) => a?.id) } }],
      // False: 0 of 1.
      ['true_false', { selected_answer_id: q('true_false').answers[1]?.id }],
      // Venus and Earth swapped: three of four in order, ¾ of 2.
      ['ordering', { response: { order: [mercury, earth, venus, mars].map((i) => i?.id) } }],
      // Two of three pairs: ⅔ of 2.
      [
        'matching',
        {
          response: {
            pairs: [
              { prompt: egypt?.id, answer: egypt?.answer },
              { prompt: morocco?.id, answer: damascus?.id },
              { prompt: jordan?.id, answer: jordan?.answer },
            ],
          },
        },
      ],
      // Inside the −2…2 range, not exact: ½ of 1.
      ['numeric', { response: { number: 1.5 } }],
      // Bare alef for the hamza: 1 of 1.
      ['short_text', { response: { text: ' اسطنبول ' } }],
    ];
    for (const [type, body] of answers) {
      const res = await submit(trialId, q(type).id, body);
      expect([type, res.statusCode]).toEqual([type, 200]);
      const saved = res.json();
      expect(saved.is_submitted).toBe(true);
      if (type === 'multiple_response') expect(saved.response).toEqual({ option_ids: [mr[0], mr[2], mr[1]].map((a) => String(a?.id)) });
      else if ('response' in (body as object)) expect(saved.response).toEqual((body as { response: unknown }).response);
    }
    expect((await view(trialId, q('ordering').id)).response).toEqual({ order: [mercury, earth, venus, mars].map((i) => i?.id) });
    expect(await view(trialId, q('short_text').id)).toMatchObject({ response: { text: ' اسطنبول ' }, is_submitted: true });
    const ids = (await api('GET', `quizzes/quizzes/${quiz.id}/trials/${trialId}/questions/ids/`, student)).json();
    expect(ids.every((x: { is_submitted: boolean }) => x.is_submitted)).toBe(true);

    const result = (await api('POST', `quizzes/trials/${trialId}/complete/`, student)).json() as Result;
    // 1 + 0.5 + 0 + 1.5 + 4/3 + 0.5 + 1 = 5.8333… of 9.
    expect(result).toMatchObject({ score: 5.83, max_score: 9, percentage: 64.81, passed: true, correct_count: 2, answered_count: 7 });

    const review = new Map((result.review ?? []).map((r) => [r.type, r]));
    const marks = Object.fromEntries([...review].map(([type, r]) => [type, [r.mark, r.max_mark, r.correct]]));
    expect(marks).toEqual({
      single_choice: [1, 1, true],
      multiple_response: [0.5, 1, false],
      true_false: [0, 1, false],
      ordering: [1.5, 2, false],
      matching: [1.33, 2, false],
      numeric: [0.5, 1, false],
      short_text: [1, 1, true],
    });
    const item = (type: ReviewItem['type']) => review.get(type) as ReviewItem;
    expect(item('ordering').items?.map((i) => i.text)).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    expect(item('ordering').response).toEqual({ order: [mercury, earth, venus, mars].map((i) => i?.id) });
    expect(item('matching').prompts).toEqual(matching().prompts.map((p) => ({ id: p.id, text: p.en, answer: p.answer })));
    expect(item('matching').matches).toHaveLength(4);
    expect(item('numeric')).toMatchObject({
      unit: '°C',
      response: { number: 1.5 },
      accepted_numbers: [
        { value: 0, tolerance: 0, fraction: 1 },
        { min: -2, max: 2, fraction: 0.5 },
      ],
    });
    expect(item('short_text').accepted_texts?.map((a) => a.text)).toContain('إسطنبول');
    expect(item('multiple_response').answers.map((a) => [a.text, a.is_correct, a.fraction])).toEqual([
      ['2', true, 0.5],
      ['9', false, -0.5],
      ['7', true, 0.5],
      ['15', false, -0.5],
    ]);
    expect(item('true_false')).toMatchObject({ selected_answer_id: q('true_false').answers[1]?.id, response: null });
    expect(item('single_choice')).toMatchObject({ selected_answer_id: q('single_choice').answers[1]?.id, response: null });

    // The result page reads the same review.
    const again = (await api('GET', `quizzes/results/?trial__id=${trialId}`, student)).json().results[0] as Result;
    expect(again.review).toEqual(result.review);
  });

  it('scores an unanswered trial 0 and a cleared response as no answer', async () => {
    const user = await createTestUser(t.app);
    const trialId = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, user, {})).json().id as string;
    const id = q('short_text').id;
    const send = (body: unknown) => api('POST', `quizzes/trials/${trialId}/question/${id}/submit-answer/`, user, body);
    expect((await send({ response: { text: 'إسطنبول' } })).statusCode).toBe(200);
    expect((await send({ response: null })).json()).toEqual({ question: id, selected_answer_id: null, response: null, is_submitted: true });
    const result = (await api('POST', `quizzes/trials/${trialId}/complete/`, user)).json() as Result;
    expect(result).toMatchObject({ score: 0, max_score: 9, percentage: 0, passed: false, correct_count: 0, answered_count: 1 });
  });

  it("scores typed answers in the quiz statistics and counts a multiple response's picks per option", async () => {
    // The two trials the tests above completed: 5.83 of 9, and a blank one.
    const admin = await createTestUser(t.app, { role: 'admin' });
    const res = await api('GET', `admin/quizzes/${quiz.id}/statistics/`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json() as {
      trials: number;
      items: { question: number; facility: number | null; options: { text: string; pick_rate: number | null }[] }[];
    };
    expect(stats.trials).toBe(2);
    const facility = Object.fromEntries(stats.items.map((i) => [quiz.questions.find((x) => x.id === i.question)?.type, i.facility]));
    expect(facility).toEqual({
      single_choice: 0.5,
      multiple_response: 0.25,
      true_false: 0,
      ordering: 0.375,
      matching: expect.closeTo(1 / 3, 10) as number,
      numeric: 0.25,
      short_text: 0.5,
    });
    const picks = stats.items.find((i) => i.question === q('multiple_response').id)?.options.map((o) => [o.text, o.pick_rate]);
    expect(picks).toEqual([
      ['2', 0.5],
      ['9', 0.5],
      ['7', 0.5],
      ['15', 0],
    ]);
  });
});
