import type { APIRequestContext } from '@playwright/test';
import type { Student } from './accounts.js';
import { apiAs } from './essay-quiz.js';

/** A published one-question quiz of its own ("Is water a liquid?"), written through the console's API; `settings` are more of its draft. */
export async function publishSitting(request: APIRequestContext, operator: Student, settings: object = {}): Promise<{ quizId: number }> {
  const api = apiAs(request, operator);
  const tag = Math.random().toString(36).slice(2, 7);
  const question = await api<{ id: number }>('POST', 'admin/questions/', {
    text: { ar: `هل الماء سائل؟ ${tag}`, en: `Is water a liquid? ${tag}` },
    category: null,
    options: [
      { text: { ar: 'نعم', en: 'Yes' }, correct: true },
      { text: { ar: 'لا', en: 'No' }, correct: false },
    ],
  });
  const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
    title: { ar: `اختبار القاعة ${tag}`, en: `Hall exam ${tag}` },
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [question.id] }],
    ...settings,
  });
  await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});
  return { quizId: quiz.id };
}
