import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.js';
import { confirmStart } from './journey.js';
import type { textsFor } from './texts.js';

type T = ReturnType<typeof textsFor>;

export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4123 1200 0109 0109';

/** Overview → instructions → 'start now': a quiz without access answers with the coupon or purchase modal. */
export async function tryToStart(page: Page, t: T, quizId: number) {
  await page.goto(`/quizzes/${quizId}`);
  await page.getByRole('link', { name: t('quizzes:overview.start') }).click();
  await confirmStart(page, t);
}

/** get-coupon → Buy → order summary → the sandbox card form → 3-D Secure → back on the verify page. */
export async function buyWithCard(page: Page, t: T, card: string) {
  const dialog = page.getByRole('dialog', { name: t('modals.getCoupon.title') });
  await expect(dialog.getByText(t('payments:price', { price: '49.00' }))).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t('payments:getCoupon.buy'), exact: true }).click();
  await expect(page).toHaveURL(/\/pre-quiz-payment\?quizId=\d+&planId=\d+&price=49\.00$/);
  await payOnSummary(page, t, '49.00', card);
}

/** Order summary → the sandbox card form → 3-D Secure → back on the verify page. */
export async function payOnSummary(page: Page, t: T, price: string, card: string) {
  await expect(page.getByRole('heading', { level: 1, name: t('payments:checkout.title') })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('payments:checkout.pay', { price: t('payments:price', { price }) }) }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('gateway:form.page_title'));
  await page.getByLabel(t('gateway:form.name_label')).fill('Sara Ahmed');
  await page.getByLabel(t('gateway:form.number_label')).fill(card);
  await page.getByLabel(t('gateway:form.expiry_label')).fill('12 / 34');
  await page.getByLabel(t('gateway:form.cvc_label')).fill('123');
  await page.getByRole('button', { name: t('gateway:form.pay', { amount: '' }).trim() }).click();

  await expect(page.getByRole('heading', { level: 1, name: t('gateway:three_ds.heading') })).toBeVisible();
  await page.getByLabel(t('gateway:three_ds.code_label')).fill('123456');
  await page.getByRole('button', { name: t('gateway:three_ds.confirm') }).click();
}
