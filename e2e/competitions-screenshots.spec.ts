import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInAs, type Student } from './support/accounts.js';
import { expect, test, useLanguage } from './support/fixtures.js';
import { questionIds } from './support/quiz-api.js';
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
  for (const { id } of await questionIds(request, student, running.quiz.id, trial.id)) {
    const question = (await (await request.get(`/api/v1/quizzes/trial/${trial.id}/questions/${id}/`, { headers })).json()) as {
      answers: { id: number }[];
    };
    const answer = question.answers[pick % question.answers.length]!;
    await request.post(`/api/v1/quizzes/trials/${trial.id}/question/${id}/submit-answer/`, {
      headers,
      data: { selected_answer_id: answer.id },
    });
  }
  await request.post(`/api/v1/quizzes/trials/${trial.id}/complete/`, { headers });
}

test('dashboard competitions in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const student = await registerStudent(request, 'ar');
  await compete(request, await registerStudent(request, 'en', 'Omar Khalid'), 0);
  await compete(request, student, 1);
  for (const lang of ['ar', 'en'] as const) {
    const t = textsFor(lang);
    for (const theme of ['light', 'dark'] as const) {
      for (const [size, viewport] of [
        ['mobile', { width: 390, height: 844 }],
        ['desktop', { width: 1440, height: 900 }],
      ] as const) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        await useLanguage(page, lang);
        await signInAs(page, student);
        await page.goto('/dashboard');
        await expect(page.getByRole('article').first()).toBeVisible();
        await expect(page.locator('[aria-busy], .animate-pulse')).toHaveCount(0);
        await page.screenshot({ path: `screenshots/competitions/dashboard-${lang}-${theme}-${size}.png`, fullPage: true });
        await page
          .getByRole('button', { name: t('competitions:leaderboard.open') })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.locator('[aria-busy], .animate-pulse')).toHaveCount(0);
        await page.screenshot({ path: `screenshots/competitions/leaderboard-${lang}-${theme}-${size}.png` });
        await context.close();
      }
    }
  }
});
