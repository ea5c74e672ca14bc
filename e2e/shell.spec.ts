import { registerStudent, signInAs, type Student } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';
import { textsFor } from './support/texts.js';
import { answerLate } from './support/layout-shifts.js';

// A browser whose own language the app does not speak, so nothing but the app's default decides.
test.use({ locale: 'fr-FR' });

test.describe('foundation shell', () => {
  test('a first visit lands on the Arabic sign-in page; English is one tap away and remembered', async ({ page, context }) => {
    const ar = textsFor('ar');
    const en = textsFor('en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar('auth:login.title') })).toBeVisible();

    await page.getByRole('button', { name: ar('actions.switchToLanguage.en') }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: en('auth:login.title') })).toBeVisible();
    await expect(page.getByText(en('auth:login.description'))).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(en('auth:login.description'))).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('en');
  });

  test('visitors: guarded routes ask to sign in, unknown routes show not found, page views are recorded', async ({ page }) => {
    const t = textsFor('ar');
    const tracked = page.waitForResponse((r) => r.url().endsWith('/api/v1/visitors/track-visitor/') && r.request().method() === 'POST');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
    expect((await tracked).status()).toBe(201);

    await page.goto('/no/such/page');
    await expect(page.getByText(t('notFound.title'))).toBeVisible();

    const privacyView = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/visitors/track-visitor/') && r.request().postDataJSON()?.page_url === '/privacy-policy',
    );
    await page.getByRole('link', { name: t('footer.privacy') }).click();
    expect((await privacyView).status()).toBe(201);
  });

  for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
    test(`the privacy policy shows its seeded sections (${lang})`, async ({ page }) => {
      const t = textsFor(lang);
      await useLanguage(page, lang);
      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: t('privacy.title') })).toBeVisible();
      const sections = page.getByRole('heading', { level: 2 });
      await expect(sections.first()).toBeVisible();
      expect(await sections.count()).toBeGreaterThan(1);
      const first = await sections.first().textContent();
      expect(/[\u0600-\u06FF]/.test(first ?? '')).toBe(lang === 'ar');
    });
  }

  test.describe('signed in', () => {
    let student: Student;
    test.beforeAll(async ({ request }) => {
      student = await registerStudent(request, 'ar');
    });

    test('auth pages send a signed-in user to the dashboard unless a redirect is asked for', async ({ page }) => {
      await signInAs(page, student);
      await page.goto('/auth/login');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/auth/login?redirect=%2Fsettings');
      await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsettings$/);
      await expect(page.getByRole('heading', { level: 1, name: textsFor('ar')('auth:login.title') })).toBeVisible();
    });

    test('on a phone the menu opens as a drawer, takes the reader to a page and gives the focus back', async ({ page }) => {
      const t = textsFor('ar');
      await signInAs(page, student);
      await page.setViewportSize({ width: 390, height: 844 });
      // The icon buttons' tooltip arrives while the drawer is open, as on a slow phone: its button replaces the menu
      // button the drawer was opened from.
      await answerLate(page, '**/assets/icon-tooltip-*.js', 1500);
      await page.goto('/dashboard');
      const menu = page.getByRole('button', { name: t('nav.openMenu') });
      // The drawer's code loads on the first opening.
      await menu.click();
      const drawer = page.getByRole('dialog', { name: t('nav.label') });
      await expect(drawer).toBeVisible();
      await expect(page.locator(`button[aria-label="${t('nav.openMenu')}"][data-state]`)).toBeAttached();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await drawer.getByRole('link', { name: t('nav.quizzes') }).click();
      await expect(page).toHaveURL(/\/quizzes$/);
      await expect(drawer).toBeHidden();
    });

    test('the theme choice survives a reload', async ({ page }) => {
      const t = textsFor('ar');
      await signInAs(page, student);
      await page.goto('/settings');
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await page.getByText(t('settings.theme.dark'), { exact: true }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.getByText(t('settings.theme.light'), { exact: true }).click();
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    });

    for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
      test(`no serious accessibility violations (${lang})`, async ({ page, browser }) => {
        const t = textsFor(lang);
        await useLanguage(page, lang);
        const visits: Array<[string, string]> = [
          ['/auth/login', t('auth:login.title')],
          ['/auth/register', t('auth:register.title')],
          ['/privacy-policy', t('privacy.title')],
          ['/missing-page', t('notFound.title')],
        ];
        for (const [path, title] of visits) {
          await page.goto(path);
          await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
          await expectAccessible(page);
        }

        const context = await browser.newContext({ locale: 'fr-FR' });
        const signedIn = await context.newPage();
        await useLanguage(signedIn, lang);
        await signInAs(signedIn, student);
        for (const path of ['/settings', '/dashboard']) {
          await signedIn.goto(path);
          await expect(signedIn.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await expectAccessible(signedIn);
        }
        await context.close();
      });
    }
  });
});
