import { randomInt } from 'node:crypto';
import { registerStudent, signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/assignments-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('classes, assignments and My assignments in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(900_000);
  const admin = await signInDemoAdmin(request);
  const headers = { authorization: `Bearer ${admin.access}` };
  const student = await registerStudent(request, 'en');
  const group = await (
    await request.post('/api/v1/admin/groups/', {
      headers,
      data: { name: { ar: 'الصف العاشر ج', en: 'Grade 10 C' }, code: `10-C-${randomInt(1e6)}`, staff: [] },
    })
  ).json();
  await request.post(`/api/v1/admin/groups/${group.id}/members/`, {
    headers,
    data: { user_ids: [(await (await request.get(`/api/v1/admin/users/?search=${student.email}`, { headers })).json()).results[0].id] },
  });
  const quizzes = (await (await request.get('/api/v1/admin/quizzes/?search=Physics&status=published', { headers })).json()) as {
    results: { id: number }[];
  };
  const hour = 3_600_000;
  const assigned = await request.post('/api/v1/admin/assignments/', {
    headers,
    data: {
      quiz: quizzes.results[0]!.id,
      groups: [group.id],
      opens_at: new Date(Date.now() - hour).toISOString(),
      closes_at: new Date(Date.now() + 26 * hour).toISOString(),
    },
  });

  expect(assigned.status(), await assigned.text()).toBe(201);
  await forEachLook(browser, admin, async (page, look) => {
    const shot = async (name: string, fullPage = false) => {
      await settled(page);
      await page.screenshot({ path: `screenshots/assignments/${name}-${look.name}.png`, fullPage });
    };
    await page.goto('/admin/groups');
    await expect(page.getByRole('link', { name: /Grade 10 C|الصف العاشر ج/ }).first()).toBeVisible();
    await shot('groups', true);
    await page.getByRole('button', { name: /New class|فصل جديد/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('group-dialog');
    await page.keyboard.press('Escape');
    await page.goto(`/admin/groups/${group.id}`);
    await expect(page.getByTestId('join-code')).toBeVisible();
    await shot('group', true);
    await page.goto(`/admin/groups/${group.id}/gradebook`);
    await expect(page.getByRole('table')).toBeVisible();
    await shot('gradebook', true);
    await page.goto('/admin/announcements');
    await page.getByLabel(/^(Recipients|المستلمون)$/).selectOption('group');
    await page.getByLabel(/^(Class|الفصل)$/).selectOption({ index: 1 });
    await shot('announcement-to-class', true);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: /Import students|استيراد الطلاب/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('roster-import-dialog');
    await page.keyboard.press('Escape');
    await page.goto('/admin/assignments');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shot('assignments', true);
    await page
      .getByRole('button', { name: /Access rules of the assignment|قواعد دخول تكليف/ })
      .first()
      .click();
    const access = page.getByRole('dialog');
    await expect(access.getByRole('switch')).toBeVisible();
    await shot('assignment-access');
    await access.getByRole('switch').click();
    await expect(access.getByRole('button', { name: /^(Save|حفظ)/ })).toBeVisible();
    await shot('assignment-access-own');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /New assignment|تكليف جديد/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: /dates|موعد لطالب/ }).click();
    await shot('assignment-dialog', true);
    await page.keyboard.press('Escape');
  });
  await forEachLook(browser, student, async (page, look) => {
    const shot = async (name: string, fullPage = false) => {
      await settled(page);
      await page.screenshot({ path: `screenshots/assignments/${name}-${look.name}.png`, fullPage });
    };
    await page.goto('/my-assignments');
    await expect(page.getByTestId('closes-in').first()).toBeVisible();
    await shot('my-assignments', true);
    await page.goto('/notifications');
    await expect(page.getByRole('link', { name: /is open|متاح الآن/ }).first()).toBeVisible();
    await shot('notifications', true);
    await page.goto('/dashboard');
    await expect(page.getByTestId('closes-in').first()).toBeVisible();
    await shot('dashboard', true);
    await page
      .getByRole('link', { name: /^(Start|ابدأ)$/ })
      .first()
      .click();
    await expect(page.getByText(/Closes|يُغلق/).first()).toBeVisible();
    await shot('instructions');
  });
});
