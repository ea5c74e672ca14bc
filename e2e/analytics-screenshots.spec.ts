import { signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { seedTakenQuiz } from './support/taken-quiz.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/analytics-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('analytics and quiz statistics in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const { quizId } = await seedTakenQuiz(request, 12);
  const admin = await signInDemoAdmin(request);
  await forEachLook(browser, admin, async (page, look) => {
    for (const [name, path] of [
      ['analytics', '/admin/analytics'],
      ['statistics', `/admin/quizzes/${quizId}/statistics`],
    ] as const) {
      await page.goto(path);
      // A busy machine makes the server shed load for a moment (503): the page offers to try again.
      const retry = page.getByRole('button', { name: /Try again|إعادة المحاولة/ });
      await expect(page.locator('main h2').first().or(retry)).toBeVisible({ timeout: 30_000 });
      if (await retry.isVisible()) await retry.click();
      await expect(page.locator('main h2').first()).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await page.screenshot({ path: `screenshots/analytics/${name}-${look.name}.png`, fullPage: true });
    }
  });
});
