import type { Page } from '@playwright/test';
import { registerStudent, signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';
import { finishAndConfirm, startFromOverview } from './support/journey.js';
import { seedTakenQuiz } from './support/taken-quiz.js';
import { text, textsFor } from './support/texts.js';

type T = ReturnType<typeof textsFor>;

/** The quiz seedTakenQuiz publishes: three questions whose first option is right, answered with the keyboard. */
async function answerAll(page: Page, t: T) {
  const checked = page.getByRole('radio', { checked: true });
  for (let index = 0; index < 3; index++) {
    await expect(checked).toHaveCount(0);
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await page.keyboard.press('1');
    await expect(checked).toHaveCount(1);
    if (index < 2) await page.getByRole('button', { name: t('player:nav.next'), exact: true }).click();
  }
  await finishAndConfirm(page, t);
}

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test.describe(`notifications (${lang})`, () => {
    const t = textsFor(lang);
    const bell = (page: Page, count: number) =>
      page.getByRole('banner').getByRole('link', {
        name: count ? text(lang, 'topBar.notificationsUnread', { count }) : t('topBar.notificationsUnread_zero'),
        exact: true,
      });
    const mail = (page: Page, count: number) =>
      page
        .getByRole('banner')
        .getByRole('link', { name: count ? text(lang, 'topBar.messagesUnread', { count }) : t('topBar.messagesUnread_zero'), exact: true });
    let student: Student;

    test.beforeEach(async ({ page, request }) => {
      student = await registerStudent(request, lang);
      await useLanguage(page, lang);
      await signInAs(page, student);
    });

    test('a completed quiz’s result reaches the bell and turns read once opened; an announcement arrives behind the mail icon', async ({
      page,
      browser,
      request,
    }) => {
      test.slow();
      const quiz = await seedTakenQuiz(request, 0);
      await page.goto(`/quizzes/${quiz.quizId}`);
      const trialId = await startFromOverview(page, t, quiz.title);
      await answerAll(page, t);
      // The result page has its own slim top bar: back to the dashboard, whose top bar has the bell.
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('nav.dashboard') })
        .first()
        .click();

      // The bell counts the new result; its page lists it, unread, and links to the result.
      await expect(bell(page, 1)).toBeVisible();
      await bell(page, 1).click();
      await expect(page.getByRole('heading', { level: 1, name: t('notifications:page.alerts') })).toBeVisible();
      const result = page.getByRole('link', { name: new RegExp(text(lang, 'notifications:kinds.result.title', { quiz: quiz.title })) });
      await expect(result).toContainText(t('notifications:page.unread'));
      await expectAccessible(page);
      await result.click();
      await expect(page).toHaveURL(new RegExp(`/quizzes/${quiz.quizId}/trials/${trialId}/results$`));
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('nav.dashboard') })
        .first()
        .click();
      await expect(bell(page, 0)).toBeVisible();
      await bell(page, 0).click();
      await expect(result).toBeVisible();
      await expect(result).not.toContainText(t('notifications:page.unread'));

      // An operator writes to the quiz's takers from the console.
      const admin = await signInDemoAdmin(request);
      const operator = await browser.newContext();
      const console = await operator.newPage();
      await useLanguage(console, lang);
      await signInAs(console, admin);
      await console.goto('/admin/announcements');
      await console.getByLabel(t('admin:announcements.quiz'), { exact: true }).selectOption({ label: quiz.title });
      await console.getByLabel(t('admin:announcements.subjectAr')).fill('مراجعة يوم الأحد');
      await console.getByLabel(t('admin:announcements.subjectEn')).fill('Review on Sunday');
      await console.getByLabel(t('admin:announcements.bodyAr')).fill('نراجع الأسئلة معًا الساعة التاسعة.');
      await console.getByLabel(t('admin:announcements.bodyEn')).fill('We go through the questions together at nine.');
      await console.getByRole('button', { name: t('admin:announcements.send') }).click();
      await expect(console.getByText(text(lang, 'admin:announcements.sent', { count: 1 }))).toBeVisible();
      // Listed as sent, to the quiz's takers (earlier runs may have sent the same subject to other quizzes).
      const sent = console.getByRole('listitem').filter({ hasText: quiz.title });
      await expect(sent.getByRole('heading', { level: 3 })).toHaveText(lang === 'ar' ? 'مراجعة يوم الأحد' : 'Review on Sunday');
      await expectAccessible(console);
      await operator.close();

      // The student finds it behind the mail icon, reads it and marks it read.
      await page.goto('/dashboard');
      await expect(mail(page, 1)).toBeVisible();
      await mail(page, 1).click();
      await expect(page.getByRole('heading', { level: 1, name: t('notifications:page.messages') })).toBeVisible();
      await expect(
        page.getByText(lang === 'ar' ? 'نراجع الأسئلة معًا الساعة التاسعة.' : 'We go through the questions together at nine.'),
      ).toBeVisible();
      await page.getByRole('button', { name: t('notifications:page.markRead') }).click();
      await expect(mail(page, 0)).toBeVisible();
      await expect(page.getByRole('button', { name: t('notifications:page.markRead') })).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
