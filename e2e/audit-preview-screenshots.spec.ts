import { signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/audit-preview-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

const bi = (ar: string, en: string) => ({ ar, en });

test('the audit log and the preview bar in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const admin = await signInDemoAdmin(request);
  const headers = { authorization: `Bearer ${admin.access}` };
  const created = async (url: string, data: object) =>
    ((await (await request.post(`/api/v1/${url}`, { headers, data })).json()) as { id: number }).id;
  // A few writes of different kinds, so the log shows titles beside ids.
  const category = await created('admin/categories/', { name: bi('الإحصاء', 'Statistics') });
  const question = await created('admin/questions/', {
    text: bi('<p>ما الوسيط للقيم ٢ و٤ و٩؟</p>', '<p>What is the median of 2, 4 and 9?</p>'),
    category,
    options: [{ text: bi('٤', '4'), correct: true }, { text: bi('٥', '5') }],
  });
  const quiz = await created('admin/quizzes/', {
    title: bi('مقدمة في الإحصاء', 'Introduction to statistics'),
    sections: [{ kind: 'fixed', title: bi('مقاييس النزعة المركزية', 'Central tendency'), questions: [question] }],
  });

  await forEachLook(browser, admin, async (page, look) => {
    await page.goto('/admin/audit');
    await expect(page.locator('main')).toBeVisible({ timeout: 30_000 });
    await settled(page);
    await page.screenshot({ path: `screenshots/audit-preview/audit-${look.name}.png`, fullPage: true });

    const trial = (await (await request.post(`/api/v1/admin/quizzes/${quiz}/preview/`, { headers })).json()) as {
      id: string;
      first_question: { id: number };
    };
    await page.goto(`/quizzes/${quiz}/trials/${trial.id}/play/${trial.first_question.id}`);
    await expect(page.getByRole('region').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/audit-preview/preview-${look.name}.png`, fullPage: true });
  });
});
