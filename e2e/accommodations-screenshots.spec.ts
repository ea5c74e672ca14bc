import { registerStudent, signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { findQuiz } from './support/quiz-api.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/accommodations-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('extra time: the admin form and the student note, in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const admin = await signInDemoAdmin(request);
  const student = await registerStudent(request, 'ar', 'نورة العتيبي');
  const quiz = await findQuiz(request, student, 'General knowledge', 'en');
  const headers = { authorization: `Bearer ${admin.access}` };
  const found = await request.get(`/api/v1/admin/users/?search=${encodeURIComponent(student.email)}`, { headers });
  const [{ id }] = ((await found.json()) as { results: [{ id: string }] }).results;
  const put = await request.put(`/api/v1/admin/users/${id}/accommodations/`, {
    headers,
    data: { quiz: quiz.id, time_multiplier: 1.5, extra_minutes: 5, note: 'تقرير طبي' },
  });
  expect(put.ok()).toBe(true);

  await forEachLook(browser, admin, async (page, look) => {
    await page.goto(`/admin/users?search=${encodeURIComponent(student.email)}`);
    await page.getByRole('button', { name: /نورة/ }).click();
    await page.getByRole('button', { name: /Add extra time|إضافة وقت إضافي/ }).click();
    await settled(page);
    await page.getByRole('form').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/console/accommodations-${look.name}.png` });
  });
  await forEachLook(browser, student, async (page, look) => {
    await page.goto(`/quizzes/${quiz.id}/instructions?step=0`);
    await expect(page.getByRole('region', { name: /Your extra time|وقتك الإضافي/ })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/quiz/instructions-accommodation-${look.name}.png`, fullPage: true });
  });
});
