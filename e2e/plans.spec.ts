import { randomInt } from 'node:crypto';
import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`plans console (${lang}): an admin creates a plan (price typed in the page's digits), sees it listed, and retires it`, async ({
    page,
    request,
  }) => {
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const name = `${lang === 'ar' ? 'باقة' : 'Bundle'} ${randomInt(1e6)}`;
    await useLanguage(page, lang);
    await signInAs(page, await signInDemoAdmin(request));

    await page.goto('/admin/quizzes');
    await page
      .getByRole('link', { name: a('nav.plans') })
      .first()
      .click();
    await page.getByRole('button', { name: a('plans.new') }).click();
    const dialog = page.getByRole('dialog', { name: a('plans.newTitle') });
    await dialog.getByLabel(a('form.inArabic', { label: a('plans.name') })).fill(name);
    await dialog.getByLabel(a('form.inEnglish', { label: a('plans.name') })).fill(name);
    await dialog.getByLabel(a('plans.price')).fill(lang === 'ar' ? '٧٩٫٥' : '79.5');
    await dialog.getByLabel(a('plans.quizzes'), { exact: true }).fill('10');
    await dialog.getByLabel(a('plans.validDays')).fill('30');
    // Limited to one paid quiz: untick "every paid quiz", tick the first one offered.
    await dialog.getByLabel(a('plans.allPaidQuizzes')).uncheck();
    await dialog
      .getByRole('group', { name: a('plans.scope') })
      .getByRole('checkbox')
      .nth(1)
      .check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('actions.save') }).click();
    await expect(dialog).toBeHidden();

    const card = page
      .getByRole('list', { name: a('plans.title') })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(card).toContainText(
      new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        79.5,
      ),
    );
    await expect(card).toContainText(a('plans.validFor', { count: 30, n: lang === 'ar' ? '٣٠' : '30' }));
    await expect(card).toContainText(a('plans.someQuizzes', { count: 1, n: lang === 'ar' ? '١' : '1' }));
    await card.getByRole('button', { name: a('plans.retireOf', { name }) }).click();
    await expect(card.getByText(a('plans.retiredBadge'))).toBeVisible();
    await expect(card.getByRole('button', { name: a('plans.restoreOf', { name }) })).toBeVisible();
    // A retired plan stays readable (it was dimmed below the contrast minimum once).
    await expectAccessible(page);
  });
}
