import { registerStudent, signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { completeTrial } from './support/quiz-api.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/console-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('console pages in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const admin = await signInDemoAdmin(request);
  const list = await request.get('/api/v1/admin/quizzes/?limit=1', { headers: { authorization: `Bearer ${admin.access}` } });
  const [quiz] = ((await list.json()) as { results: { id: number }[] }).results;
  const running = await request.get('/api/v1/admin/competitions/?status=running&limit=1', {
    headers: { authorization: `Bearer ${admin.access}` },
  });
  const [competition] = ((await running.json()) as { results: { id: number }[] }).results;
  // Someone in its ranking and participants table.
  if (competition) {
    const player = await registerStudent(request, 'ar');
    const started = await request.post(`/api/v1/competitions/join-and-start-quiz/${competition.id}/`, {
      headers: { authorization: `Bearer ${player.access}` },
    });
    await completeTrial(request, player, ((await started.json()) as { id: string }).id);
  }
  const pages = {
    list: '/admin/quizzes',
    editor: quiz ? `/admin/quizzes/${quiz.id}` : '/admin/quizzes/new',
    bank: '/admin/bank',
    categories: '/admin/categories',
    audit: '/admin/audit',
    users: '/admin/users',
    coupons: '/admin/coupons',
    plans: '/admin/plans',
    competitions: '/admin/competitions',
    ...(competition && { competition: `/admin/competitions/${competition.id}` }),
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
    await page.goto('/admin/competitions');
    await page.getByRole('button', { name: /New competition|مسابقة جديدة/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/console/competition-dialog-${look.name}.png` });
  });
});
