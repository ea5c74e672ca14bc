import type { APIRequestContext } from '@playwright/test';
import { registerStudent, type Student } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { answerAllAndComplete } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/competitions-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

/** Takes the running competition through the API (answer `pick` of every question) so the leaderboard has rows. */
async function compete(request: APIRequestContext, student: Student, pick: number) {
  const headers = { authorization: `Bearer ${student.access}` };
  const list = (await (await request.get('/api/v1/competitions/last/', { headers })).json()) as {
    results: { id: number; status: string; quiz: { id: number } }[];
  };
  const running = list.results.find((competition) => competition.status === 'running')!;
  const trial = (await (await request.post(`/api/v1/competitions/join-and-start-quiz/${running.id}/`, { headers })).json()) as {
    id: string;
  };
  await answerAllAndComplete(request, student, running.quiz.id, trial.id, () => pick);
}

test('dashboard competitions in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const student = await registerStudent(request, 'ar');
  await compete(request, await registerStudent(request, 'en', 'Omar Khalid'), 0);
  await compete(request, student, 1);
  await forEachLook(browser, student, async (page, look) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('article').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/competitions/dashboard-${look.name}.png`, fullPage: true });
    await page
      .getByRole('button', { name: textsFor(look.lang)('competitions:leaderboard.open') })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/competitions/leaderboard-${look.name}.png` });
  });
});
