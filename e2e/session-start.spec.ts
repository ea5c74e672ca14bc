import { registerStudent, signInAs } from './support/accounts.js';
import { expect, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

// index.html's boot script starts the profile call for a stored session before the app's code arrives (issue #17);
// the app takes that answer instead of asking again, and falls back to its own call and the refresh when refused.
test.describe('restoring a stored session', () => {
  const t = textsFor('en');
  test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

  test('the profile is asked for once, before any script has loaded', async ({ page, request }) => {
    const student = await registerStudent(request, 'en');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/profile/me/')) calls.push(r.headers()['authorization'] ?? '');
    });
    await signInAs(page, student);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/dashboard');
    await expect.poll(() => calls).toEqual([`Bearer ${student.access}`]);

    await page.unroute(/\.js(\?|$)/);
    calls.length = 0;
    await page.goto('/dashboard');
    const firstName = student.fullname.split(' ')[0] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: t('dashboard:greeting', { name: firstName }) })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test('an access token the server refuses is refreshed, and the page opens', async ({ page, request }) => {
    const student = await registerStudent(request, 'en');
    await signInAs(page, { access: 'not.a.token', refresh: student.refresh });
    await page.goto('/dashboard');
    const firstName = student.fullname.split(' ')[0] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: t('dashboard:greeting', { name: firstName }) })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access'))).not.toBe('not.a.token');
  });
});
