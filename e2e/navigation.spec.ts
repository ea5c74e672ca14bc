import type { Page } from '@playwright/test';
import { registerStudent, signInAs, type Student } from './support/accounts.js';
import { expect, test, useLanguage, type Lang } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

/** WCAG 1.4.11: a focus indicator needs 3:1 against what surrounds it. */
function contrast(a: number[], b: number[]) {
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r!, g!, b!].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The focused element's outline colour and the page background as RGB triples. */
async function focusColours(page: Page) {
  return page.evaluate(() => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const el = document.activeElement as HTMLElement;
    // Colours read mid-transition (the theme class arrives after the first paint) would be neither theme's.
    for (const animation of document.getAnimations()) animation.finish();
    const style = getComputedStyle(el);
    return {
      outline: rgb(style.outlineColor),
      fill: rgb(style.backgroundColor),
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      shown: style.outlineStyle !== 'none',
      page: rgb(getComputedStyle(document.documentElement).backgroundColor),
    };
  });
}

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test.describe(`page titles, focus and console (${lang})`, () => {
    const t = textsFor(lang);
    let student: Student;
    test.beforeEach(async ({ page, request }) => {
      student = await registerStudent(request, lang);
      await useLanguage(page, lang);
    });

    test('each page has its own tab title and moving between pages puts the focus on the new page', async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await page.goto('/auth/login');
      await expect(page).toHaveTitle(`${t('pages.login')} · ${t('app.name')}`);

      await signInAs(page, student);
      await page.goto('/dashboard');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const dashboardTitle = await page.title();
      expect(dashboardTitle).toContain(t('app.name'));

      await page
        .getByRole('navigation')
        .getByRole('link', { name: t('nav.quizzes') })
        .click();
      await expect(page).toHaveURL(/\/quizzes$/);
      await expect(page).toHaveTitle(`${t('pages.quizzes')} · ${t('app.name')}`);
      expect(await page.title()).not.toBe(dashboardTitle);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

      await page
        .getByRole('navigation')
        .getByRole('link', { name: t('nav.settings') })
        .click();
      await expect(page).toHaveTitle(`${t('pages.settings')} · ${t('app.name')}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
      expect(logged.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    });

    test('the focus ring of a filled button stands out in both themes', async ({ page }) => {
      for (const theme of ['light', 'dark']) {
        await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        await page.goto('/auth/login');
        const submit = page.getByRole('button', { name: t('auth:login.submit'), exact: true });
        await expect(submit).toBeVisible();
        await page.getByLabel(t('auth:fields.password'), { exact: true }).focus();
        // Keyboard focus (Tab) is what shows the ring.
        while (!(await submit.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
        const c = await focusColours(page);
        // A ring of at least 2 px, 3:1 against the page around it (WCAG 1.4.11), set apart from the fill by a
        // page-coloured gap and by its own colour (a primary-coloured ring round a primary button read as none).
        expect(c.shown && c.width >= 2 && c.offset >= 2).toBe(true);
        expect(contrast(c.outline, c.page)).toBeGreaterThanOrEqual(3);
        expect(contrast(c.outline, c.fill)).toBeGreaterThanOrEqual(1.5);
      }
    });
  });
}
