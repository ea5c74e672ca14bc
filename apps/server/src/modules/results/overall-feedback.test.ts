import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { publishSitting } from '../exam-access/test-sitting.js';
import { overallFeedback } from './feedback.js';

const BANDS = [
  { min_percentage: 100, text: { ar: '<p>ممتاز</p>', en: '<p>Excellent</p>' } },
  { min_percentage: 0, text: { ar: '<p>حاول مرة أخرى</p>', en: '<p>Try again</p>' } },
];

describe('overall feedback by score band (#28, Moodle model)', () => {
  it('picks the highest band the percentage reaches, whatever the order, in the reader’s language', () => {
    expect(overallFeedback(BANDS, 100, 'en')).toBe('<p>Excellent</p>');
    expect(overallFeedback(BANDS, 99.5, 'ar')).toBe('<p>حاول مرة أخرى</p>');
    expect(overallFeedback([{ min_percentage: 50, text: { ar: 'نصف', en: 'Half' } }], 20, 'en')).toBeNull();
    expect(overallFeedback(BANDS, null, 'en')).toBeNull(); // awaiting marking: no band yet
    expect(overallFeedback([], 80, 'en')).toBeNull();
  });

  describe('on a result', () => {
    let t: TestApp;
    let admin: TestUser;
    let sitting: Awaited<ReturnType<typeof publishSitting>>;
    beforeAll(async () => {
      t = await createTestApp();
      admin = await createTestUser(t.app, { role: 'admin' });
      sitting = await publishSitting(t.app, admin, { overall_feedback: BANDS });
    });
    afterAll(() => t.close());

    const sit = async (right: boolean, lang: 'ar' | 'en') => {
      const student = await createTestUser(t.app);
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url: `/api/v1/${url}`, headers: { ...student.headers, 'accept-language': lang }, payload });
      const trial = (await call('POST', `quizzes/quizzes/${sitting.quizId}/start/`, {})).json().id as string;
      const question = (await call('GET', `quizzes/trial/${trial}/questions/${sitting.questionId}/`)).json();
      const wrong = question.answers.find((a: { id: number }) => a.id !== sitting.optionId).id as number;
      await call('POST', `quizzes/trials/${trial}/question/${sitting.questionId}/submit-answer/`, {
        selected_answer_id: right ? sitting.optionId : wrong,
      });
      expect((await call('POST', `quizzes/trials/${trial}/complete/`, {})).statusCode).toBe(200);
      return (await call('GET', `quizzes/results/?trial__id=${trial}`)).json().results[0];
    };

    it('gives each student the band their score reached, in their language', async () => {
      expect(await sit(true, 'en')).toMatchObject({ percentage: 100, overall_feedback: '<p>Excellent</p>' });
      expect(await sit(false, 'ar')).toMatchObject({ percentage: 0, overall_feedback: '<p>حاول مرة أخرى</p>' });
    });
  });
});
