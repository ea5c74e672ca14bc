import { signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/console-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('console pages in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const admin = await signInDemoAdmin(request);
  const list = await request.get('/api/v1/admin/quizzes/?limit=1', { headers: { authorization: `Bearer ${admin.access}` } });
  const [quiz] = ((await list.json()) as { results: { id: number }[] }).results;
  const pages = {
    list: '/admin/quizzes',
    editor: quiz ? `/admin/quizzes/${quiz.id}` : '/admin/quizzes/new',
    bank: '/admin/bank',
    categories: '/admin/categories',
    audit: '/admin/audit',
    users: '/admin/users',
    coupons: '/admin/coupons',
    plans: '/admin/plans',
  };
  await forEachLook(browser, admin, async (page, look) => {
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `screenshots/console/${name}-${look.name}.png`, fullPage: true });
    }
    // One user's dialog: facts, actions and activity.
    await page.goto('/admin/users?role=admin');
    await page
      .getByRole('button', { name: /admin@mizan.local/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/console/user-dialog-${look.name}.png` });
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: /New codes|رموز جديدة/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/console/coupon-batch-${look.name}.png` });
  });
});
