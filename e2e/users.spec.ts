import { randomInt } from 'node:crypto';
import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`users console (${lang}): an admin finds a student, deactivates the account, and the student's sign-in is refused`, async ({
    page,
    browser,
    request,
  }) => {
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    // Names are letters only: a random surname keeps parallel runs apart.
    const letters = lang === 'ar' ? 'بتثجحخدذرزسشصضطظعغفقكلمنهوي' : 'abcdefghijklmnopqrstuvwxyz';
    const surname = Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join('');
    const fullname = `${lang === 'ar' ? 'ريم' : 'Reem'} ${surname}`;
    const student = await registerStudent(request, lang, fullname);
    await useLanguage(page, lang);
    await signInAs(page, await signInDemoAdmin(request));

    await page.goto('/admin/quizzes');
    await page
      .getByRole('link', { name: a('nav.users') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('users.title') })).toBeVisible();
    await page.getByLabel(a('users.search')).fill(student.email);
    await page.getByLabel(a('users.search')).press('Enter');
    await page.getByRole('button', { name: new RegExp(fullname) }).click();
    const dialog = page.getByRole('dialog', { name: fullname });
    await expect(dialog.getByText(a('users.noTrials'))).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: a('users.deactivate') }).click();
    const confirm = page.getByRole('dialog', { name: a('users.deactivateTitle', { name: fullname }) });
    await confirm.getByRole('button', { name: a('users.deactivate') }).click();
    await expect(dialog.getByText(a('users.status.deactivated'), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: a('users.reactivate') })).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await useLanguage(visitor, lang);
    await visitor.goto('/auth/login');
    await visitor.getByLabel(t('auth:fields.email')).fill(student.email);
    await visitor.getByLabel(t('auth:fields.password'), { exact: true }).fill(student.password);
    await visitor.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
    await expect(visitor.getByRole('alert')).toHaveText(t('errors:accounts.account_deactivated'));
    await visitor.context().close();
  });
}
