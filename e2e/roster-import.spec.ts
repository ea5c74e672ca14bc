import { randomBytes, randomInt } from 'node:crypto';
import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, mailsTo, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`roster import (${lang}): an admin imports students (a bad row shown by the dry run), and an invited student sets a password and lands on the dashboard`, async ({
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
    const email = `invited-${randomBytes(5).toString('hex')}@example.com`;
    const header = lang === 'ar' ? 'الاسم;البريد الإلكتروني;الجوال' : 'name;email;phone';
    const csv = `\uFEFF${header}\n${fullname};${email};0501234567\n${fullname} ${surname};not-an-email;\n`;

    // The console's dialog on a phone in Arabic, on a desktop in English.
    if (lang === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signInAs(page, await signInDemoAdmin(request));
    await page.goto('/admin/users');
    await page.getByRole('button', { name: a('users.importStudents') }).click();
    const dialog = page.getByRole('dialog', { name: a('roster.title') });
    await expect(dialog.getByRole('button', { name: a('roster.template') })).toBeVisible();
    await dialog.getByLabel(a('roster.chooseFile')).setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    // The dry run: two rows, the second skipped with its row, column and reason.
    await expect(dialog.getByText(a('roster.checked', { count: 2, n: 2 }))).toBeVisible();
    const problems = dialog.getByRole('table', { name: a('roster.errors.title') });
    const badRow = problems.getByRole('row').nth(1);
    await expect(badRow.getByRole('cell').nth(0)).toHaveText(lang === 'ar' ? '٣' : '3');
    await expect(badRow.getByRole('cell').nth(1)).toHaveText(a('roster.columns.email'));
    await expect(badRow.getByRole('cell').nth(2)).toHaveText(t('admin-errors:roster.invalid_email', { row: 3 }));
    await expectAccessible(page);
    expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    await dialog.getByRole('button', { name: a('roster.import', { count: 1, n: 1 }) }).click();
    await expect(dialog.getByText(a('roster.success', { count: 1, n: 1 }))).toBeVisible();
    await dialog.getByRole('button', { name: a('roster.done') }).click();
    await expect(dialog).toBeHidden();

    // The invitation arrives through the durable mail job; the admin then sends a fresh one (only the latest link works).
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    await page.getByLabel(a('users.search')).fill(email);
    await page.getByLabel(a('users.search')).press('Enter');
    await page.getByRole('button', { name: new RegExp(fullname) }).click();
    const account = page.getByRole('dialog', { name: fullname });
    await expect(account.getByText(a('users.status.unverified'), { exact: true })).toBeVisible();
    await account.getByRole('button', { name: a('users.sendInvitation') }).click();
    await expect(page.getByText(t('admin-errors:users.invitation_sent'))).toBeVisible();

    // The student opens the second e-mail's link on a phone.
    let link = '';
    await expect
      .poll(
        () => {
          const mails = mailsTo(email);
          link = mails.length === 2 ? (/\/invitation\/[A-Za-z0-9_-]{43}/.exec(mails[1]!.text)?.[0] ?? '') : '';
          return link;
        },
        { timeout: 20_000 },
      )
      .not.toBe('');
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const student = await phone.newPage();
    await useLanguage(student, lang);
    await student.goto(link);
    await expect(student.getByRole('heading', { level: 1, name: t('auth:invitation.welcome', { name: fullname }) })).toBeVisible();
    await expect(student.getByLabel(t('auth:fields.email'))).toHaveValue(email);
    await expectAccessible(student);
    const password = `Mizan-${randomBytes(6).toString('hex')}`;
    await student.getByLabel(t('auth:fields.password'), { exact: true }).fill(password);
    await student.getByLabel(t('auth:fields.confirmPassword'), { exact: true }).fill(password);
    await student.getByRole('button', { name: t('auth:invitation.submit') }).click();
    await expect(student).toHaveURL(/\/dashboard$/);
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The link works once: opened again, it says so and where a new one comes from.
    await student.goto(link);
    await expect(student.getByRole('heading', { level: 1, name: t('auth:invitation.refusedTitle') })).toBeVisible();
    await expect(student.getByRole('alert')).toHaveText(t('errors:invitations.used'));
    await expect(student.getByText(t('auth:invitation.askInstitution'))).toBeVisible();
    await expectAccessible(student);
    await phone.close();
  });
}
