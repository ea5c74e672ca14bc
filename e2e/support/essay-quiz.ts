import type { APIRequestContext } from '@playwright/test';
import { registerStudent, type Student } from './accounts.js';
import type { Lang } from './fixtures.js';

/** The API as a signed-in user. */
export function apiAs(request: APIRequestContext, user: Pick<Student, 'access'>) {
  const headers = { authorization: `Bearer ${user.access}` };
  return async <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: object): Promise<T> => {
    const response = await request.fetch(`/api/v1/${path}`, { method, headers, ...(data ? { data } : {}) });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

export interface EssayQuiz {
  quizId: number;
  title: { ar: string; en: string };
  question: { ar: string; en: string };
  markerInfo: string;
}

/**
 * A bank essay (mark 4, notes for markers) and a single-choice question in a published quiz of their own, written
 * through the console's API; `settings` are more of the quiz's draft (second marking, say).
 */
export async function publishEssayQuiz(request: APIRequestContext, operator: Student, settings: object = {}): Promise<EssayQuiz> {
  const api = apiAs(request, operator);
  const tag = Math.random().toString(36).slice(2, 7);
  const question = { ar: `اكتب فقرة عن الماء ${tag}`, en: `Write a paragraph about water ${tag}` };
  const markerInfo = `نقطتان للأمثلة ${tag}`;
  const essay = await api<{ id: number }>('POST', 'admin/questions/', {
    type: 'essay',
    text: question,
    category: null,
    mark: 4,
    key: { type: 'essay', min_words: null, max_words: null, template: { ar: '', en: '' }, marker_info: { ar: markerInfo, en: '' } },
  });
  // A machine-marked question beside it: a person's mark there is an override and needs a reason.
  const choice = await api<{ id: number }>('POST', 'admin/questions/', {
    text: { ar: `هل الماء سائل؟ ${tag}`, en: `Is water a liquid? ${tag}` },
    category: null,
    options: [
      { text: { ar: 'نعم', en: 'Yes' }, correct: true },
      { text: { ar: 'لا', en: 'No' }, correct: false },
    ],
  });
  const title = { ar: `مقال الماء ${tag}`, en: `Water essay ${tag}` };
  const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
    title,
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [essay.id, choice.id] }],
    ...settings,
  });
  await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});
  return { quizId: quiz.id, title, question, markerInfo };
}

/** A fresh student who starts the quiz, writes `essay`, picks the first option of the other question and ends it: one answer waiting in the marking queue. */
export async function writeEssay(request: APIRequestContext, quizId: number, lang: Lang, essay: string, fullname?: string) {
  const student = await registerStudent(request, lang, fullname);
  const api = apiAs(request, student);
  const trial = await api<{ id: string }>('POST', `quizzes/quizzes/${quizId}/start/`, {});
  for (const { id } of await api<{ id: number }[]>('GET', `quizzes/quizzes/${quizId}/trials/${trial.id}/questions/ids/`)) {
    const question = await api<{ type: string; answers: { id: number }[] }>('GET', `quizzes/trial/${trial.id}/questions/${id}/`);
    const answer = question.type === 'essay' ? { response: { text: essay } } : { selected_answer_id: question.answers[0]!.id };
    await api('POST', `quizzes/trials/${trial.id}/question/${id}/submit-answer/`, answer);
  }
  await api('POST', `quizzes/trials/${trial.id}/complete/`, {});
  return { student, trialId: trial.id };
}
