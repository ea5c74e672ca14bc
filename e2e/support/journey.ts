import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.js';
import type { textsFor } from './texts.js';

/**
 * Steps through the instructions to their last step and presses 'ready'. A bare "click next until ready shows"
 * loop can look for 'next' just as the last step replaces it with 'ready' and then wait forever (seen in CI), so
 * each try clicks 'next' with a short timeout and is retried until 'ready' is there.
 */
export async function readyAfterInstructions(page: Page, t: ReturnType<typeof textsFor>) {
  const ready = page.getByRole('button', { name: t('quizzes:instructions.ready') });
  const next = page.getByRole('button', { name: t('quizzes:instructions.next') });
  await expect(async () => {
    if (await ready.isVisible()) return;
    await next.click({ timeout: 1_000 });
    throw new Error('not on the last step yet');
  }).toPass({ timeout: 20_000 });
  await ready.click({ timeout: 5_000 });
}

/**
 * Steps through the instructions and presses 'start now' in the confirmation. After a redirect back to step 0 (an
 * accepted coupon) the last step's 'ready' button can still belong to the page being replaced, and pressing it opens
 * a confirmation that the new step closes (seen in CI as a 2-minute wait), so the whole sequence is retried until a
 * 'start now' press lands.
 */
export async function confirmStart(page: Page, t: ReturnType<typeof textsFor>) {
  const start = page.getByRole('dialog').getByRole('button', { name: t('modals.startQuiz.start') });
  await expect(async () => {
    if (!(await start.isVisible())) await readyAfterInstructions(page, t);
    await start.click({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
}

/** In the player after the last answer: waits until it is saved, finishes, submits from the review, confirms, lands on the result. */
export async function finishAndConfirm(page: Page, t: ReturnType<typeof textsFor>) {
  await expect(page.locator('[data-state="saved"]')).toBeVisible();
  await page.getByRole('button', { name: t('player:nav.finish'), exact: true }).click();
  await page
    .getByRole('dialog', { name: t('player:review.title') })
    .getByRole('button', { name: t('player:review.submit') })
    .click();
  await page
    .getByRole('dialog', { name: t('player:review.confirmTitle') })
    .getByRole('button', { name: t('player:review.submitNow') })
    .click();
  await expect(page).toHaveURL(/\/trials\/[\w-]+\/results$/);
}

/** From the list to the first question: card, overview, instruction steps, confirmation. */
export async function startFromList(page: Page, t: ReturnType<typeof textsFor>, title: string) {
  await page.goto('/quizzes');
  await page.getByRole('link', { name: title, exact: true }).click();
  return startFromOverview(page, t, title);
}

/** From the quiz's overview page to the first question: instruction steps, confirmation. */
export async function startFromOverview(page: Page, t: ReturnType<typeof textsFor>, title: string) {
  await page.getByRole('link', { name: t('quizzes:overview.start') }).click();
  await expect(page).toHaveURL(/\/instructions\?step=0$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(page);
  await confirmStart(page, t);
  await expect(page).toHaveURL(/\/trials\/[\w-]+\/play\/\d+$/);
  const trialId = /trials\/([\w-]+)\//.exec(page.url())![1]!;
  expect(await page.evaluate((id) => localStorage.getItem(id), trialId)).toBeTruthy();
  return trialId;
}
