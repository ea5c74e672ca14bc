import type { Page } from '@playwright/test';
import { registerStudent, signInAs, type Student } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';
import { completeTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

/** The seeded competitions (apps/server/src/seed/competitions.ts): one running, one upcoming, both on the IQ test. */
const TITLES = {
  ar: { running: 'تحدي الذكاء الشهري', upcoming: 'مسابقة نهاية الأسبوع' },
  en: { running: 'Monthly IQ challenge', upcoming: 'Weekend contest' },
} as const;

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test.describe(`competitions (${lang})`, () => {
    const t = textsFor(lang);
    const titles = TITLES[lang];
    let student: Student;

    test.beforeEach(async ({ page, request }) => {
      student = await registerStudent(request, lang);
      await useLanguage(page, lang);
      await signInAs(page, student);
      await page.goto('/dashboard');
    });

    test('join the upcoming one, see the leaderboard, join and start the running one', async ({ page, request }) => {
      const upcoming = card(page, titles.upcoming);
      await expect(upcoming.getByText(t('competitions:status.upcoming'))).toBeVisible();
      await expect(upcoming.getByText(t('competitions:startsIn'), { exact: true })).toBeVisible();
      // An upcoming competition can be joined, not started.
      await expect(upcoming.getByRole('button', { name: t('competitions:joinAndStart') })).toHaveCount(0);
      await expectAccessible(page);

      await upcoming.getByRole('button', { name: t('competitions:join'), exact: true }).click();
      await expect(upcoming.getByText(t('competitions:joined'), { exact: true })).toBeVisible();
      await expect(upcoming.getByRole('button', { name: t('competitions:join'), exact: true })).toHaveCount(0);

      const running = card(page, titles.running);
      await running.getByRole('button', { name: t('competitions:leaderboard.open') }).click();
      const dialog = page.getByRole('dialog', { name: t('competitions:leaderboard.title', { title: titles.running }) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('table').or(dialog.getByText(t('competitions:leaderboard.empty')))).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // A timed trial does not start from one tap: a confirmation says what is about to happen.
      await running.getByRole('button', { name: t('competitions:joinAndStart') }).click();
      const confirm = page.getByRole('dialog', { name: t('competitions:confirmStart.title', { title: titles.running }) });
      await expect(confirm.getByText(t('competitions:confirmStart.timerRule'))).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expectAccessible(page);
      await confirm.getByRole('button', { name: t('competitions:confirmStart.start') }).click();
      await expect(page).toHaveURL(/\/quizzes\/\d+\/trials\/[\w-]+\/play\/\d+$/);
      await expect(page.getByRole('radiogroup')).toBeVisible();
      const trialId = /trials\/([\w-]+)\//.exec(page.url())![1]!;
      expect(await page.evaluate((id) => localStorage.getItem(id), trialId)).toBeTruthy();

      // Back on the dashboard the competition offers to continue the same trial.
      await page.goto('/dashboard');
      await expect(running.getByText(t('competitions:joined'), { exact: true })).toBeVisible();
      await expect(running.getByRole('button', { name: t('competitions:continue') })).toBeVisible();

      // Once the trial has ended the card leads to its result instead.
      await completeTrial(request, student, trialId);
      await page.reload();
      await running.getByRole('link', { name: t('competitions:viewResult') }).click();
      await expect(page).toHaveURL(new RegExp(`/trials/${trialId}/results$`));
    });
  });
}
