import { registerStudent } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { findQuiz, questionIds, startTrial } from './support/quiz-api.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/written-answers-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('the passage beside an essay, and a result awaiting marking, in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const student = await registerStudent(request, 'ar');
  const quiz = await findQuiz(request, student, 'Reading and writing: the date palm', 'en');
  const running = await startTrial(request, student, quiz.id);
  const ids = await questionIds(request, student, quiz.id, running.trialId);
  const essayId = ids[ids.length - 1]!.id;
  const headers = { authorization: `Bearer ${student.access}` };
  await request.post(`/api/v1/quizzes/trials/${running.trialId}/question/${essayId}/submit-answer/`, {
    headers,
    data: { response: { text: '<p>النخلة لا يضيع منها شيء: تمرها غذاء، وسعفها حصير وسلال، وجذوعها سقوف.</p>' } },
  });
  const done = await startTrial(request, student, (await findQuiz(request, student, 'Reading and writing: the date palm', 'en')).id);
  expect(done.trialId).toBe(running.trialId);
  const finished = await request.post(`/api/v1/quizzes/trials/${running.trialId}/complete/`, { headers, data: {} });
  expect(finished.ok()).toBe(true);
  const second = await startTrial(request, student, quiz.id);
  const pages = {
    essay: `/quizzes/${quiz.id}/trials/${second.trialId}/play/${essayId}`,
    pending: `/quizzes/${quiz.id}/trials/${running.trialId}/results`,
  };
  await forEachLook(browser, student, async (page, look) => {
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `screenshots/written-answers/${name}-${look.name}.png`, fullPage: true });
    }
  });
});
