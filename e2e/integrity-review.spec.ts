import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { completeTrial, startTrial } from './support/quiz-api.js';
import { publishSitting } from './support/sitting.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`a student leaves the page and pastes; the operator reviews the evidence, voids the result, and the student reads why (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const a = adminTexts(lang);
    const t = textsFor(lang);
    const operator = await signInDemoAdmin(request);
    const { quizId } = await publishSitting(request, operator);

    // The student's player records leaving (the tab hidden, then shown) and a paste, and sends them.
    const student = await registerStudent(request, lang);
    const { trialId, playPath } = await startTrial(request, student, quizId);
    const context = await browser.newContext();
    const studentPage = await context.newPage();
    await useLanguage(studentPage, lang);
    await signInAs(studentPage, student);
    await studentPage.goto(playPath);
    await expect(studentPage.getByRole('radiogroup')).toBeVisible();
    const visibility = (state: 'hidden' | 'visible') =>
      studentPage.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await studentPage.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'an answer found elsewhere');
      document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    const sent = studentPage.waitForResponse((r) => r.url().includes(`/trials/${trialId}/events/`) && r.status() === 202);
    await visibility('hidden');
    await sent;
    await studentPage.waitForTimeout(1_100);
    await visibility('visible');
    const sentAgain = studentPage.waitForResponse((r) => r.url().includes(`/trials/${trialId}/events/`) && r.status() === 202);
    await visibility('hidden');
    await sentAgain;
    // The return is sent with the batch still in flight or with the next one (within 10 s): wait for it either way.
    const returned = studentPage.waitForResponse((r) => r.url().includes(`/trials/${trialId}/events/`) && r.status() === 202);
    await visibility('visible');
    await returned;
    await completeTrial(request, student, trialId);

    // The operator: the review queue lists the attempt with what happened; its page shows the events and decides.
    await useLanguage(page, lang);
    await signInAs(page, operator);
    await page.goto(`/admin/quizzes/${quizId}/integrity`);
    const row = page.getByRole('row').filter({ hasText: a('integrity.verdicts.open') });
    await expect(row).toHaveCount(1);
    // The summary's first clause ("left the page twice"); the time away after it depends on the run.
    const clause = a('integrity.summary.left', { count: 2, n: 2, away: '' }).split(/[،,]/)[0]!.trim();
    await expect(row).toContainText(new RegExp(clause.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
    await expectAccessible(page);
    await row.getByRole('link').click();
    const card = page.getByRole('region', { name: a('integrity.cardTitle') });
    await card.getByText(a('integrity.events', { count: 5, n: 5 })).click();
    await expect(card.getByText(a('integrity.kinds.paste'))).toBeVisible();
    await card.getByLabel(a('integrity.verdicts.confirmed')).check();
    await card.getByRole('button', { name: a('integrity.save') }).click();
    await expect(card.getByText(a('integrity.reasonRequired'))).toBeVisible();
    const reason = lang === 'ar' ? 'لصق إجابة من نافذة أخرى' : 'Pasted an answer from another window';
    await card.getByRole('textbox', { name: a('integrity.reason') }).fill(reason);
    await card.getByLabel(a('integrity.voidResult')).check();
    await card.getByRole('button', { name: a('integrity.save') }).click();
    await expect(card.getByRole('status').filter({ hasText: a('integrity.saved') })).toBeVisible();
    await expect(card.getByText(a('integrity.verdicts.voided'), { exact: true })).toBeVisible();
    await expectAccessible(page);

    // The student's result says it was voided, and why.
    await studentPage.goto(`/quizzes/${quizId}/trials/${trialId}/results`);
    await expect(studentPage.getByRole('alert')).toContainText(t('results:voided.title'));
    await expect(studentPage.getByRole('alert')).toContainText(reason);
    await expectAccessible(studentPage);
    await context.close();
  });
}
