import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInDemoAdmin, type Student } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { findQuiz, questionIds, startTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/question-types-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

const TYPES = ['single_choice', 'multiple_response', 'true_false', 'ordering', 'matching', 'numeric', 'short_text'];

const auth = (student: Student) => ({ authorization: `Bearer ${student.access}` });

/** Answers the all-types quiz through the API (some right, some partly) so the review shows every state. */
async function answerAll(request: APIRequestContext, student: Student, quizId: number, trialId: string) {
  for (const { id } of await questionIds(request, student, quizId, trialId)) {
    const question = (await (
      await request.get(`/api/v1/quizzes/trial/${trialId}/questions/${id}/`, { headers: auth(student) })
    ).json()) as {
      type: string;
      answers: { id: number }[];
      items: { id: string }[] | null;
      prompts: { id: string }[] | null;
      matches: { id: string }[] | null;
    };
    const bodies: Record<string, object> = {
      single_choice: { selected_answer_id: question.answers[1]?.id },
      true_false: { selected_answer_id: question.answers[0]?.id },
      multiple_response: { response: { option_ids: question.answers.slice(0, 3).map((a) => String(a.id)) } },
      ordering: { response: { order: (question.items ?? []).map((i) => i.id) } },
      matching: { response: { pairs: (question.prompts ?? []).map((p, i) => ({ prompt: p.id, answer: question.matches![i]!.id })) } },
      numeric: { response: { number: 1.5 } },
      short_text: { response: { text: 'اسطنبول' } },
    };
    const body = bodies[question.type];
    await request.post(`/api/v1/quizzes/trials/${trialId}/question/${id}/submit-answer/`, { headers: auth(student), data: body });
  }
  await request.post(`/api/v1/quizzes/trials/${trialId}/complete/`, { headers: auth(student), data: {} });
}

test('question types: the player per type, the review, and the editor form per type', async ({ browser, request }) => {
  test.setTimeout(900_000);
  const student = await registerStudent(request, 'ar');
  const quiz = await findQuiz(request, student, 'A tour of question types', 'en');
  // One trial finished for the review, then a new one left running for the player (a start resumes an unfinished one).
  const done = await startTrial(request, student, quiz.id);
  await answerAll(request, student, quiz.id, done.trialId);
  const running = await startTrial(request, student, quiz.id);
  const ids = await questionIds(request, student, quiz.id, running.trialId);
  const admin = await signInDemoAdmin(request);

  await forEachLook(browser, student, async (page, look) => {
    for (const [index, { id }] of ids.entries()) {
      await page.goto(`/quizzes/${quiz.id}/trials/${running.trialId}/play/${id}`);
      await expect(page.locator('#question-text')).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await page.screenshot({ path: `screenshots/question-types/player-${index + 1}-${look.name}.png`, fullPage: true });
    }
    await page.goto(`/quizzes/${quiz.id}/trials/${done.trialId}/results`);
    await expect(page.getByRole('heading', { name: textsFor(look.lang)('results:review.title') })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/question-types/review-${look.name}.png`, fullPage: true });
  });

  await forEachLook(browser, admin, async (page, look) => {
    const a = (key: string, values?: Record<string, string>) => textsFor(look.lang)(`admin:${key}`, values);
    await page.goto('/admin/bank');
    await page.getByRole('button', { name: a('bank.new') }).click();
    const dialog = page.getByRole('dialog', { name: a('bank.form.newTitle') });
    for (const type of TYPES) {
      await dialog.getByLabel(a('bank.types.label')).selectOption(type);
      await dialog.getByLabel(a('form.inArabic', { label: a('bank.form.text') }), { exact: true }).fill('سؤال للمعاينة');
      await expect(dialog.getByText(a(`bank.types.about.${type}`))).toBeVisible();
      await page.screenshot({ path: `screenshots/question-types/editor-${type}-${look.name}.png` });
      await dialog.getByRole('region', { name: a('bank.types.preview') }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/question-types/editor-${type}-preview-${look.name}.png` });
    }
  });
});
