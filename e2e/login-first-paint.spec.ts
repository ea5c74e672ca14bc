import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, type Lang } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

// Issue #17: the server sends /auth/login as the build drew it, so the sign-in card paints before any script runs;
// the app then hydrates that card. These check the drawing without scripts, the boot script under the CSP, the
// hand-over to the app (nothing typed is lost, no hydration error) and who must not see the drawing.

/** The language as a returning visitor has it: the cookie the app keeps (the server reads it) and local storage. */
async function returningVisitor(context: BrowserContext, lang: Lang, storage: Record<string, string> = {}) {
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    },
    { i18nextLng: lang, ...storage },
  );
}

/** No script file loads: what a phone shows before the app's code has arrived. */
const withoutScripts = (page: Page) => page.route(/\.js(\?|$)/, (route) => route.abort());

/** Errors the page logs (a hydration mismatch, a CSP refusal of the boot script) and uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test.describe(`the sign-in page's first paint (${lang})`, () => {
    const t = textsFor(lang);

    test('the card shows before any script runs, in the dark theme when chosen, and cannot be sent natively', async ({ page, context }) => {
      await returningVisitor(context, lang, { theme: 'dark' });
      const errors = collectErrors(page);
      await withoutScripts(page);
      await page.goto('/auth/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      // The boot script ran: the CSP allows it by hash.
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('heading', { level: 1, name: t('auth:login.title') })).toBeVisible();
      await expect(page.getByLabel(t('auth:fields.email'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('auth:login.register') })).toBeVisible();
      // Until the app's handlers are attached, a tap on the button must not submit the form as a GET with the password.
      await expect(page.getByRole('button', { name: t('auth:login.submit'), exact: true })).toBeDisabled();
      expect(errors.filter((e) => !/net::ERR_FAILED/.test(e))).toEqual([]);
    });

    test('the app takes over the drawn card: what was typed stays, the form validates, no hydration error', async ({ page, context }) => {
      await returningVisitor(context, lang);
      const errors = collectErrors(page);
      // The scripts arrive late, as on a phone: the visitor starts typing into the drawn card first.
      let release: () => void = () => undefined;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      // Not until `load`: that waits for the held scripts.
      await page.goto('/auth/login', { waitUntil: 'commit' });
      await page.getByLabel(t('auth:fields.email')).fill('early@example.com');
      release();
      const submit = page.getByRole('button', { name: t('auth:login.submit'), exact: true });
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByText(t('errors:validation.required'))).toBeVisible();
      await expect(page.getByLabel(t('auth:fields.email'))).toHaveValue('early@example.com');
      await expect(page).toHaveTitle(`${t('pages.login')} · ${t('app.name')}`);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });

    test('a signed-in visitor, a reader of the other language and a redirect never see the drawn card', async ({ browser }) => {
      const other: Lang = lang === 'ar' ? 'en' : 'ar';
      const cases: { storage?: Record<string, string>; acceptLanguage?: string; url?: string }[] = [
        { storage: { refresh: 'stored.session.token' } },
        // No cookie (it lasts ten minutes); the browser asks for the other language, so the server draws that one,
        // but the reader's stored language comes first: the app draws the page itself, in their language.
        { acceptLanguage: other === 'ar' ? 'ar-SA' : 'en-US' },
        // The links of a page opened with a redirect carry it on; the drawing's do not.
        { url: '/auth/login?redirect=%2Fdashboard' },
      ];
      for (const { storage = {}, acceptLanguage, url = '/auth/login' } of cases) {
        const context = await browser.newContext(acceptLanguage ? { locale: acceptLanguage } : {});
        if (acceptLanguage) await context.addInitScript((l) => window.localStorage.setItem('i18nextLng', l), lang);
        else await returningVisitor(context, lang, storage);
        const page = await context.newPage();
        await withoutScripts(page);
        await page.goto(url);
        await expect(page.locator('#root'), JSON.stringify({ storage, acceptLanguage, url })).toBeHidden();
        await context.close();
      }
    });
  });
}
