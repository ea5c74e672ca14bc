import type { APIRequestContext } from '@playwright/test';
import type { Student } from './accounts.js';
import type { Lang } from './fixtures.js';

interface QuizRow {
  id: number;
  title: string;
}

const auth = (student: Student, lang: Lang = 'en') => ({ authorization: `Bearer ${student.access}`, 'accept-language': lang });

/** A seeded quiz by its English title, with its title in `lang`. */
export async function findQuiz(request: APIRequestContext, student: Student, englishTitle: string, lang: Lang): Promise<QuizRow> {
  const list = async (l: Lang) =>
    (
      (await (await request.get('/api/v1/quizzes/quizzes/?limit=100&page=1', { headers: auth(student, l) })).json()) as {
        results: QuizRow[];
      }
    ).results;
  const id = (await list('en')).find((q) => q.title === englishTitle)?.id;
  const quiz = (await list(lang)).find((q) => q.id === id);
  if (!quiz) throw new Error(`no quiz "${englishTitle}"`);
  return quiz;
}

/** Starts a trial through the API (what 'start now' does) and returns the play path of its first question. */
export async function startTrial(request: APIRequestContext, student: Student, quizId: number) {
  const response = await request.post(`/api/v1/quizzes/quizzes/${quizId}/start/`, { headers: auth(student), data: {} });
  if (!response.ok()) throw new Error(`start: ${response.status()} ${await response.text()}`);
  const trial = (await response.json()) as { id: string; first_question: { id: number } };
  return { trialId: trial.id, playPath: `/quizzes/${quizId}/trials/${trial.id}/play/${trial.first_question.id}` };
}

export async function questionIds(request: APIRequestContext, student: Student, quizId: number, trialId: string) {
  const response = await request.get(`/api/v1/quizzes/quizzes/${quizId}/trials/${trialId}/questions/ids/`, { headers: auth(student) });
  return (await response.json()) as { id: number; is_submitted: boolean }[];
}

/** Answers every question of a started trial through the API (`pick(index)` is the answer's position) and ends it. */
export async function answerAllAndComplete(
  request: APIRequestContext,
  student: Student,
  quizId: number,
  trialId: string,
  pick: (index: number) => number = () => 0,
) {
  for (const [index, { id }] of (await questionIds(request, student, quizId, trialId)).entries()) {
    const response = await request.get(`/api/v1/quizzes/trial/${trialId}/questions/${id}/`, { headers: auth(student) });
    const { answers } = (await response.json()) as { answers: { id: number }[] };
    await request.post(`/api/v1/quizzes/trials/${trialId}/question/${id}/submit-answer/`, {
      headers: auth(student),
      data: { selected_answer_id: answers[pick(index) % answers.length]!.id },
    });
  }
  await completeTrial(request, student, trialId);
}

/** Ends a trial through the API (what 'end the quiz' does). */
export async function completeTrial(request: APIRequestContext, student: Student, trialId: string) {
  const response = await request.post(`/api/v1/quizzes/trials/${trialId}/complete/`, { headers: auth(student), data: {} });
  if (!response.ok()) throw new Error(`complete: ${response.status()} ${await response.text()}`);
}

/** Saves the personal information a quiz asks for (the seeded grammar quiz: school year, country, city) through the API. */
export async function savePersonalInfo(request: APIRequestContext, student: Student, quizId: number) {
  const countries = (await (await request.get('/api/v1/countries/?pagination=false')).json()) as { id: number; code: string }[];
  const saudi = countries.find((c) => c.code === 'SA')!.id;
  const cities = (await (await request.get(`/api/v1/countries/countries/${saudi}/cities/?pagination=false`)).json()) as { id: number }[];
  const response = await request.post(`/api/v1/quizzes/personal-info/create/${quizId}/`, {
    headers: auth(student),
    data: { degree: 'secondary_3', country: saudi, city: cities[0]!.id },
  });
  if (!response.ok()) throw new Error(`personal info: ${response.status()} ${await response.text()}`);
}
