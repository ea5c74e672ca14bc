import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { APPROVED_CARD, buyWithCard, tryToStart } from './support/checkout.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { findQuiz } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

/** Clicks a button that saves a file and opens the PDF it saved. */
async function downloadPdf(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await (await download).path();
  return PDFDocument.load(readFileSync(file), { updateMetadata: false });
}

for (const lang of ['ar', 'en'] as const) {
  test(`payments (${lang}): a student buys a quiz and downloads the receipt; an admin refunds it`, async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const student = await registerStudent(request, lang);
    const quiz = await findQuiz(request, student, 'Quantitative aptitude', lang);
    await useLanguage(page, lang);
    await signInAs(page, student);

    // Bought with the sandbox card: the success page offers the receipt.
    await tryToStart(page, t, quiz.id);
    await buyWithCard(page, t, APPROVED_CARD);
    await expect(page).toHaveURL(new RegExp(`/pre-quiz-payment/success\\?quizId=${quiz.id}&payment=[0-9a-f-]{36}$`));
    // The start-now offer is closed for later; the page keeps the receipt.
    await expect(page.getByRole('dialog', { name: t('modals.startAfterPayment.title') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);
    const fromSuccess = await downloadPdf(page, () => page.getByRole('button', { name: t('receipt.download') }).click());
    expect(fromSuccess.getSubject()).toBe('49.00 SAR');

    // The purchase history on /profile: date, plan, amount and the receipt, named by its invoice number.
    await page.goto('/profile');
    const history = page.getByRole('list', { name: t('profile:purchases.title') });
    const item = history.getByRole('listitem').first();
    await expect(item).toContainText(quiz.title);
    const invoice = (await item.locator('bdi').first().textContent())!.trim();
    expect(invoice).toMatch(/^INV-\d{6}$/);
    await expectAccessible(page);
    const pdf = await downloadPdf(page, () => item.getByRole('button', { name: t('receipt.downloadLabel', { invoice }) }).click());
    expect(pdf.getTitle()).toBe(`${lang === 'ar' ? 'فاتورة ضريبية مبسطة' : 'Simplified Tax Invoice'} ${invoice}`);
    expect(pdf.getSubject()).toBe('49.00 SAR');
    expect(pdf.getKeywords()).toContain(invoice);
    expect(pdf.getPageCount()).toBe(1);

    // The admin finds the payment by the student's email and refunds it in full.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await useLanguage(admin, lang);
    await signInAs(admin, await signInDemoAdmin(request));
    await admin.goto('/admin/quizzes');
    await admin
      .getByRole('link', { name: a('nav.payments') })
      .first()
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: a('payments.title') })).toBeVisible();
    await admin.getByRole('searchbox', { name: a('payments.search') }).fill(student.email);
    await admin.getByLabel(a('payments.statusLabel')).selectOption('paid');
    const open = admin.getByRole('button', { name: a('payments.open', { name: student.fullname }) });
    await expect(open).toHaveCount(1);
    await expectAccessible(admin);
    await open.click();
    const dialog = admin.getByRole('dialog', { name: student.fullname });
    await expect(dialog.getByText(a('payments.reconciliation.matched'))).toBeVisible();
    await expect(dialog.getByText(invoice)).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: a('payments.refund'), exact: true }).click();
    const confirm = admin.getByRole('dialog').filter({ hasText: a('payments.refundFullDescription') });
    await confirm.getByRole('button', { name: a('payments.refund'), exact: true }).click();
    await expect(admin.getByText(a('payments.outcome.revoked'))).toBeVisible();
    await expect(dialog.getByRole('list', { name: a('payments.refundsTitle') }).getByRole('listitem')).toContainText(
      a('payments.refundStatus.succeeded'),
    );
    await expect(dialog.getByRole('button', { name: a('payments.refund'), exact: true })).toHaveCount(0);
    await adminContext.close();

    // The student sees it refunded; the quiz is locked again.
    await page.reload();
    await expect(history.getByRole('listitem').first()).toContainText(t('profile:purchases.refunded'));
  });
}
