import { registerStudent, signInAs } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

const t = textsFor('ar');

test.describe('numbers and dates (ar)', () => {
  test('Arabic-Indic digits by default everywhere, Latin once chosen; server messages agree with their number', async ({
    page,
    request,
  }) => {
    const student = await registerStudent(request, 'ar');
    await useLanguage(page, 'ar');
    await signInAs(page, student);

    // A bundle's price on the plans page and a server validation message: Arabic-Indic, and "٨ أحرف" (few), not "8 حرفًا".
    await page.goto('/payment');
    await expect(page.getByText('١١٩٫٠٠ ر.س', { exact: true })).toBeVisible();
    const tooShort = async (acceptLanguage: string) =>
      (await (
        await request.post('/api/v1/auth/register/', {
          headers: { 'accept-language': acceptLanguage },
          data: { email: 'short@example.com', password: 'short', fullname: 'سارة أحمد' },
        })
      ).json()) as { password: string[] };
    expect((await tooShort('ar')).password).toEqual(['يجب ألا يقل عن ٨ أحرف.']);

    await page.goto('/settings');
    const numbers = page.getByRole('heading', { level: 2, name: t('settings.numbers.title') });
    await expect(numbers).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(t('settings.numbers.digits')).selectOption('latn');
    await page.getByLabel(t('settings.numbers.calendar')).selectOption('gregory');
    await expect(page.getByText(/1,234\.5/)).toBeVisible();

    await page
      .getByRole('link', { name: t('nav.quizzes') })
      .first()
      .click();
    await page.goto('/payment');
    await expect(page.getByText('119.00 ر.س', { exact: true })).toBeVisible();
    expect((await tooShort('ar-u-nu-latn')).password).toEqual(['يجب ألا يقل عن 8 أحرف.']);
    // The choice is the reader's, kept across visits, and shown on the profile page too.
    await page.goto('/profile');
    await expect(page.getByLabel(t('settings.numbers.digits'))).toHaveValue('latn');
  });
});
