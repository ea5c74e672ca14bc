import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../test/users.js';

const bilingual = (en: string) => ({ ar: `${en} (ar)`, en });

/**
 * A published one-question quiz written through the console's API ("Capital of France?", Paris right), with more
 * of the quiz's draft in `settings`: what the access-rule, integrity and live-monitor tests sit.
 */
export async function publishSitting(app: FastifyInstance, admin: TestUser, settings: object = {}) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...admin.headers, 'accept-language': 'en' }, payload });
  const question = await post('admin/questions/', {
    category: null,
    text: bilingual('Capital of France?'),
    options: [
      { text: bilingual('Paris'), correct: true },
      { text: bilingual('Lyon'), correct: false },
    ],
  });
  const quiz = await post('admin/quizzes/', {
    title: bilingual('Sitting'),
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [question.json().id] }],
    ...settings,
  });
  const quizId = quiz.json().id as number;
  const published = await post(`admin/quizzes/${quizId}/publish/`, {});
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
  return { quizId, questionId: question.json().id as number, optionId: question.json().options[0].id as number };
}
