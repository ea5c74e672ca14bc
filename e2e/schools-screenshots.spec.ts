import { registerStudent, signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { findQuiz } from './support/quiz-api.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/schools-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('schools console in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const admin = await signInDemoAdmin(request);
  const headers = { authorization: `Bearer ${admin.access}` };
  const cities = (await (await request.get('/api/v1/admin/schools/cities/', { headers })).json()) as { id: number; name: { en: string } }[];
  const riyadhCity = cities.find((c) => c.name.en === 'Riyadh') as unknown as { id: number; country: { id: number } };
  const riyadh = riyadhCity.id;
  // One school a student picked, for the refused delete.
  const schools = (await (await request.get(`/api/v1/admin/schools/?city=${riyadh}&search=Abdulaziz`, { headers })).json()) as {
    results: { id: number }[];
  };
  const student = await registerStudent(request, 'en');
  const quiz = await findQuiz(request, student, 'Arabic grammar', 'en');
  await request.post(`/api/v1/quizzes/personal-info/create/${quiz.id}/`, {
    headers: { authorization: `Bearer ${student.access}` },
    data: { degree: 'secondary_3', country: riyadhCity.country.id, city: riyadh, school: schools.results[0]!.id },
  });
  await forEachLook(browser, admin, async (page, look) => {
    const shot = async (name: string, fullPage = false) => {
      await settled(page);
      await page.screenshot({ path: `screenshots/schools/${name}-${look.name}.png`, fullPage });
    };
    const loaded = () => expect(page.getByRole('button', { name: /^(Edit|تعديل) / }).first()).toBeVisible();
    await page.goto('/admin/schools');
    await loaded();
    await shot('list', true);
    await page.goto(`/admin/schools?city=${riyadh}`);
    await loaded();
    await shot('riyadh', true);
    await page.goto('/admin/schools?search=zzzz-none');
    await expect(page.getByRole('row')).toHaveCount(1);
    await shot('empty');

    await page.goto(`/admin/schools?city=${riyadh}`);
    await loaded();
    await page.getByRole('button', { name: /New school|مدرسة جديدة/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('new-dialog');
    await page.keyboard.press('Escape');

    const mergeButtons = page.getByRole('button', { name: /into another school|في مدرسة أخرى/ });
    await mergeButtons.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio').first().check();
    await shot('merge-dialog');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('radio').first().check();
    await shot('merge-across-dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^(Delete|حذف) .*(Abdulaziz|عبدالعزيز)/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('delete-refused');
  });
});
