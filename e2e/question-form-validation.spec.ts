import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { expect, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`question bank (${lang}): an empty new question is refused with every invalid field marked, and Enter in Tags adds a tag`, async ({
    page,
    request,
  }) => {
    const a = adminTexts(lang);
    const t = textsFor(lang);
    const num = (n: number) => new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(n);
    const admin = await signInDemoAdmin(request);
    const count = async () =>
      (
        (await (
          await request.get('/api/v1/admin/questions/?limit=1', { headers: { authorization: `Bearer ${admin.access}` } })
        ).json()) as {
          count: number;
        }
      ).count;
    const before = await count();
    await useLanguage(page, lang);
    await signInAs(page, admin);
    await page.goto('/admin/bank');
    await page.getByRole('button', { name: a('bank.new') }).click();
    const dialog = page.getByRole('dialog', { name: a('bank.form.newTitle') });

    // Enter in the Tags box keeps the tag and leaves the form open: it saves nothing.
    const tags = dialog.getByLabel(a('bank.form.tags'));
    await tags.fill('جبر');
    await tags.press('Enter');
    await expect(tags).toHaveValue('جبر، ');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: a('actions.save') }).click();
    await expect(dialog).toBeVisible();
    const required = t('errors:validation.required');
    const textAr = dialog.getByLabel(a('form.inArabic', { label: a('bank.form.text') }), { exact: true });
    await expect(textAr).toHaveAttribute('aria-invalid', 'true');
    await expect(textAr).toHaveAccessibleDescription(required);
    for (const n of [1, 2]) {
      const option = dialog.getByLabel(a('form.inArabic', { label: a('bank.form.optionN', { n: num(n) }) }), { exact: true });
      await expect(option).toHaveAttribute('aria-invalid', 'true');
      await expect(option).toHaveAccessibleDescription(required);
    }
    await expect(dialog.getByText(t('errors:validation.no_earning_option'))).toBeVisible();
    // English may stay empty (it falls back to Arabic).
    await expect(dialog.getByLabel(a('form.inEnglish', { label: a('bank.form.text') }), { exact: true })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(await count()).toBe(before);
  });
}
