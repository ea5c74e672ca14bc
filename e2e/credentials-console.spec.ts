import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`Digital credentials (${lang}): an admin reads the signing keys and rotates the key, the old one kept to verify`, async ({
    page,
    request,
  }) => {
    const t = textsFor(lang);
    const a = (key: string) => t(`admin:${key}`);
    const admin = await signInDemoAdmin(request);
    await useLanguage(page, lang);
    await signInAs(page, admin);

    await page.goto('/admin/quizzes');
    await page
      .getByRole('link', { name: a('nav.credentials') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('credentials.title') })).toBeVisible();
    await expect(page.getByText(a('credentials.issuer'))).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: a('credentials.rotate') }).click();
    const confirm = page.getByRole('dialog', { name: a('credentials.confirmTitle') });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: a('credentials.rotate') }).click();
    await expect(page.getByRole('status').filter({ hasText: a('credentials.rotated') })).toBeVisible();
    // One key signs from now on; the one it replaced stays listed, retired but still verifying.
    const keys = page.getByRole('list', { name: a('credentials.keys') });
    await expect(keys.getByText(a('credentials.active'), { exact: true })).toHaveCount(1);
    await expect(keys.getByText(a('credentials.retired'), { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  });
}
