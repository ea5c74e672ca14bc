import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts as admin, fillBilingual } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`operator console (${lang}): a bilingual quiz with a fixed and a random-draw section is saved, published and previewed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const a = admin(lang);
    const num = (n: number) => new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(n);
    await useLanguage(page, lang);
    await signInAs(page, await signInDemoAdmin(request));

    await page.goto('/dashboard');
    await page.getByRole('link', { name: textsFor(lang)('nav.console') }).click();
    await expect(page).toHaveURL(/\/admin\/quizzes$/);
    await expect(page.getByRole('heading', { level: 1, name: a('quizzes.title') })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: a('quizzes.new') }).click();
    await fillBilingual(page, lang, a('editor.fields.title'), 'اختبار الكسور', 'Fractions quiz');

    await page.getByRole('button', { name: a('editor.addFixed') }).click();
    await fillBilingual(page, lang, a('editor.fields.sectionTitle'), 'أساسيات', 'Basics');
    await page.getByRole('button', { name: a('editor.writeQuestion') }).click();
    const dialog = page.getByRole('dialog', { name: a('bank.form.newTitle') });
    await fillBilingual(dialog, lang, a('bank.form.text'), 'كم يساوي نصف العشرة؟', 'What is half of ten?');
    await fillBilingual(dialog, lang, a('bank.form.optionN', { n: num(1) }), '٥', '5');
    await fillBilingual(dialog, lang, a('bank.form.optionN', { n: num(2) }), '٢', '2');
    await dialog.getByLabel(a('bank.form.correct', { option: a('bank.form.optionN', { n: num(1) }) })).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('actions.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(lang === 'ar' ? 'كم يساوي نصف العشرة؟' : 'What is half of ten?')).toBeVisible();

    await page.getByRole('button', { name: a('editor.addDraw') }).click();
    await page
      .getByLabel(a('form.inArabic', { label: a('editor.fields.sectionTitle') }))
      .nth(1)
      .fill('سحب');
    await page.getByLabel(a('editor.fields.drawCount')).fill('1');
    // Drawn from the whole bank on purpose (#33): what can't be marked in a graded quiz is left out of the pool.
    await page.getByLabel(a('editor.fields.anyCategory')).check();

    await page.getByRole('button', { name: a('actions.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/quizzes\/\d+$/);
    await expect(page.getByText(a('editor.noVersions'))).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: a('editor.publish') }).click();
    await expect(page.getByText(a('editor.published', { n: num(1) }))).toBeVisible();
    await expect(page.getByRole('region', { name: a('editor.versions') }).getByText(a('editor.versionN', { n: num(1) }))).toBeVisible();

    await page.getByRole('button', { name: a('editor.preview') }).click();
    await expect(page).toHaveURL(/\/quizzes\/\d+\/trials\/[\w-]+\/play\/\d+$/);

    // Back into the console once, then through its menu: a full load per page re-parsed the app and re-injected axe
    // each time (2–3 s a page under load), and the menu's links are what an operator follows.
    await page.goto('/admin/bank');
    const menu = page.getByRole('navigation', { name: a('nav.label') });
    for (const [link, path, title] of [
      [null, /\/admin\/bank$/, 'bank.title'],
      ['nav.categories', /\/admin\/categories$/, 'categories.title'],
      ['nav.audit', /\/admin\/audit$/, 'audit.title'],
      ['nav.outbox', /\/admin\/outbox$/, 'outbox.title'],
    ] as const) {
      if (link) await menu.getByRole('link', { name: a(link), exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: a(title) })).toBeVisible();
      await expectAccessible(page);
    }
  });
}

test('a student opening the console sees a forbidden page at the same address', async ({ page, request }) => {
  const t = textsFor('ar');
  await useLanguage(page, 'ar');
  await signInAs(page, await registerStudent(request, 'ar'));
  await page.goto('/admin/quizzes');
  await expect(page.getByText(t('forbidden.title'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quizzes$/);
  await expect(page.getByRole('link', { name: t('forbidden.home') })).toBeVisible();
  await expectAccessible(page);
});
