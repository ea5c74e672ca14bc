import type { APIRequestContext } from '@playwright/test';
import { registerStudent, type Student } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { answerAllAndComplete, findQuiz, startTrial } from './support/quiz-api.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/certificates-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

/** A completed trial with the first answer everywhere (a profile quiz: completing it earns the certificate). */
async function completedTrial(request: APIRequestContext, student: Student, quizId: number) {
  const { trialId } = await startTrial(request, student, quizId);
  await answerAllAndComplete(request, student, quizId, trialId);
  return trialId;
}

async function certifiedTrial(request: APIRequestContext, student: Student, quizId: number) {
  const headers = { authorization: `Bearer ${student.access}` };
  const trialId = await completedTrial(request, student, quizId);
  const certificate = (await (await request.get(`/api/v1/quizzes/results/${trialId}/${quizId}/certificate/`, { headers })).json()) as {
    verification_code: string;
  };
  return { trialId, code: certificate.verification_code };
}

test('personal information, certificate and verification pages in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const student = await registerStudent(request, 'ar');
  const grammar = await findQuiz(request, student, 'Arabic grammar', 'en');
  const career = await findQuiz(request, student, 'Career interests test', 'en');
  const { trialId, code } = await certifiedTrial(request, student, career.id);
  const countries = (await (await request.get('/api/v1/countries/?pagination=false')).json()) as { id: number; code: string }[];
  const saudi = countries.find((c) => c.code === 'SA')!.id;
  // A second student's grammar result shows the personal information block.
  const other = await registerStudent(request, 'ar');
  const cities = (await (await request.get(`/api/v1/countries/countries/${saudi}/cities/?pagination=false`)).json()) as { id: number }[];
  await request.post(`/api/v1/quizzes/personal-info/create/${grammar.id}/`, {
    headers: { authorization: `Bearer ${other.access}` },
    data: { degree: 'secondary_3', country: saudi, city: cities[0]!.id },
  });
  const grammarTrial = await completedTrial(request, other, grammar.id);
  const pages = {
    certificate: `/quizzes/${career.id}/trials/${trialId}/certificate`,
    verify: `/certificate?code=${code}`,
    unknown: '/certificate?code=ZZZZZZZZZZ',
  };
  await forEachLook(browser, student, async (page, look) => {
    await page.goto(`/quizzes/${grammar.id}/instructions?step=0&show_instructions=false`);
    // Country and city chosen, the degree left out: the form with a cascade filled and a field error.
    const form = page.getByRole('form');
    const selects = form.getByRole('combobox');
    await expect(selects.nth(1)).toBeEnabled();
    await selects.nth(1).selectOption({ value: String(saudi) });
    await expect(selects.nth(2)).toBeEnabled();
    await selects.nth(2).selectOption({ index: 1 });
    await form.getByRole('button').last().click();
    await expect(page.locator('[id$="-error"]')).toHaveCount(1);
    await page.screenshot({ path: `screenshots/certificates/form-${look.name}.png`, fullPage: true });
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await settled(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `screenshots/certificates/${name}-${look.name}.png`, fullPage: true });
    }
  });
  await forEachLook(browser, other, async (page, look) => {
    await page.goto(`/quizzes/${grammar.id}/trials/${grammarTrial}/results`);
    await expect(page.locator('dl')).toHaveCount(2);
    await page.screenshot({ path: `screenshots/certificates/result-${look.name}.png`, fullPage: true });
  });
});
