import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { APPROVED_CARD, buyWithCard, tryToStart } from './support/checkout.js';
import { expect, test, useLanguage } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { completeTrial, findQuiz } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

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

test('payments console, purchase history and receipt in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const admin = await signInDemoAdmin(request);
  const student = await registerStudent(request, 'ar');
  const quiz = await findQuiz(request, student, 'Quantitative aptitude', 'ar');
  // One real sandbox purchase, then a partial refund: the detail shows both records and a refund.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await useLanguage(buyer, 'ar');
  await signInAs(buyer, student);
  await tryToStart(buyer, textsFor('ar'), quiz.id);
  await buyWithCard(buyer, textsFor('ar'), APPROVED_CARD);
  await expect(buyer).toHaveURL(/payment=([0-9a-f-]{36})$/);
  const paymentId = new URL(buyer.url()).searchParams.get('payment')!;
  await buyerContext.close();
  const headers = { authorization: `Bearer ${admin.access}` };
  await request.post(`/api/v1/admin/payments/${paymentId}/refund/`, { headers, data: { amount_halalas: 1000 } });

  await forEachLook(browser, admin, async (page, look) => {
    await page.goto('/admin/payments');
    await expect(page.locator('main')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/console/payments-${look.name}.png`, fullPage: true });
    await page.goto(`/admin/payments?search=${encodeURIComponent(student.email)}`);
    await page.getByRole('button', { name: new RegExp(student.fullname) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/console/payment-dialog-${look.name}.png` });
  });
  await forEachLook(browser, student, async (page, look) => {
    await page.goto('/profile');
    await expect(page.getByText(/INV-\d{6}/)).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/console/profile-purchases-${look.name}.png`, fullPage: true });
  });
});
