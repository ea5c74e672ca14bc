import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`keyboard and screen reader (${lang}): the language button, skipping the navigation, Escape gives the focus back`, async ({
    page,
    request,
  }) => {
    const t = textsFor(lang);
    const a = adminTexts(lang);
    const other = lang === 'ar' ? 'en' : 'ar';
    const switchLanguage = page.getByRole('button', { name: t(`actions.switchToLanguage.${other}`), exact: true });
    await useLanguage(page, lang);

    // A visitor's sign-in page names the language button in the page's own language.
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: t('auth:login.title') })).toBeVisible();
    await expect(switchLanguage).toBeVisible();

    await signInAs(page, await signInDemoAdmin(request));
    await page.goto('/admin/competitions');
    await expect(page.getByRole('heading', { level: 1, name: a('competitions.title') })).toBeVisible();
    await expect(switchLanguage).toBeVisible();

    // The first Tab offers to skip the header and the console's links.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: t('actions.skipToContent') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    // Escape closes a dialog and puts the focus back on the button that opened it.
    const newCompetition = page.getByRole('button', { name: a('competitions.new') });
    await newCompetition.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(newCompetition).toBeFocused();
    await expectAccessible(page);

    await page.goto('/admin/bank');
    const newQuestion = page.getByRole('button', { name: a('bank.new') });
    await newQuestion.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: a('bank.form.newTitle') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(newQuestion).toBeFocused();
  });
}
