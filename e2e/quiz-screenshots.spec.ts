import type { APIRequestContext } from '@playwright/test';
import { registerStudent, type Student } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { answerAllAndComplete, findQuiz, startTrial } from './support/quiz-api.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/quiz-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

async function finishTrial(request: APIRequestContext, student: Student, quizId: number) {
  const { trialId, playPath } = await startTrial(request, student, quizId);
  await answerAllAndComplete(request, student, quizId, trialId, (index) => index);
  return { trialId, playPath };
}

test('quiz pages in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const student = await registerStudent(request, 'ar');
  const graded = await findQuiz(request, student, 'Science basics', 'en');
  const profile = await findQuiz(request, student, 'Career interests test', 'en');
  const iq = await findQuiz(request, student, 'IQ test', 'en');
  const gradedTrial = await finishTrial(request, student, graded.id);
  const profileTrial = await finishTrial(request, student, profile.id);
  const running = await startTrial(request, student, iq.id);
  const pages = {
    list: '/quizzes',
    instructions: `/quizzes/${graded.id}/instructions?step=0`,
    player: running.playPath,
    graded: `/quizzes/${graded.id}/trials/${gradedTrial.trialId}/results`,
    profile: `/quizzes/${profile.id}/trials/${profileTrial.trialId}/results`,
    public: `/quizzes/${profile.id}/trials/${profileTrial.trialId}/results/public`,
    dashboard: '/dashboard',
  };
  await forEachLook(browser, student, async (page, look) => {
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `screenshots/quiz/${name}-${look.name}.png`, fullPage: true });
    }
  });
});
