import { registerStudent, signInAs } from './support/accounts.js';
import { expect, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/competitions-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('dashboard competitions in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const student = await registerStudent(request, 'ar');
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
