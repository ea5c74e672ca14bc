import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInDemoAdmin, type Student } from './accounts.js';
import { completeTrial, startTrial } from './quiz-api.js';

export interface TakenQuiz {
  quizId: number;
  title: string;
  /** The last taker and their trial, whose result shows the rank. */
  student: Student;
  trialId: string;
}

/**
 * A fresh three-question quiz published through the console API and taken by `takers` new students: everyone gets
 * the first question right (too easy, its wrong options unused), the stronger half the second, and the third
 * goes by turns, so the figures have something to flag.
 */
export async function seedTakenQuiz(request: APIRequestContext, takers: number): Promise<TakenQuiz> {
  const admin = await signInDemoAdmin(request);
  const headers = { authorization: `Bearer ${admin.access}`, 'accept-language': 'en' };
  const post = async (url: string, data: object) => {
    const response = await request.post(`/api/v1/${url}`, { headers, data });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: number; options: { id: number; correct: boolean }[] };
  };
  const questions = [];
  for (const n of [1, 2, 3])
    questions.push(
      await post('admin/questions/', {
        text: { ar: `سؤال الإحصاء ${n}`, en: `Statistics question ${n}` },
        category: null,
        options: ['أ', 'ب', 'ج'].map((ar, i) => ({ text: { ar, en: ['A', 'B', 'C'][i] }, correct: i === 0 })),
      }),
    );
  const title = `Item analysis ${randomInt(1e6)}`;
  const quiz = await post('admin/quizzes/', {
    title: { ar: title, en: title },
    duration_minutes: null,
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: questions.map((q) => q.id) }],
  });
  await post(`admin/quizzes/${quiz.id}/publish/`, {});

  const students: Student[] = [];
  // A few at a time: each registration waits for its verification e-mail.
  for (let i = 0; i < takers; i += 5)
    students.push(...(await Promise.all(Array.from({ length: Math.min(5, takers - i) }, () => registerStudent(request, 'en')))));
  let last = '';
  for (const [i, student] of students.entries()) {
    const { trialId } = await startTrial(request, student, quiz.id);
    const picks = [0, i >= takers / 2 ? 0 : 1 + (i % 2), i % 3];
    for (const [q, question] of questions.entries()) {
      const response = await request.post(`/api/v1/quizzes/trials/${trialId}/question/${question.id}/submit-answer/`, {
        headers: { authorization: `Bearer ${student.access}` },
        data: { selected_answer_id: question.options[picks[q]!]!.id },
      });
      if (!response.ok()) throw new Error(`submit: ${response.status()} ${await response.text()}`);
    }
    await completeTrial(request, student, trialId);
    last = trialId;
  }
  return { quizId: quiz.id, title, student: students.at(-1)!, trialId: last };
}
