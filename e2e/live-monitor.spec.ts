import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { startTrial } from './support/quiz-api.js';
import { publishSitting } from './support/sitting.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`the operator watches a sitting live, gives a student more time and sends an announcement the player shows (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const a = adminTexts(lang);
    const t = textsFor(lang);
    const operator = await signInDemoAdmin(request);
    const { quizId } = await publishSitting(request, operator, { duration_minutes: 20 });

    const student = await registerStudent(request, lang, lang === 'ar' ? 'ريم الحربي' : 'Reem Alharbi');
    const { trialId, playPath } = await startTrial(request, student, quizId);
    const context = await browser.newContext();
    const studentPage = await context.newPage();
    await useLanguage(studentPage, lang);
    await signInAs(studentPage, student);
    // The player holds a live stream rather than polling.
    const streamOpened = studentPage.waitForResponse((r) => r.url().includes(`/trials/${trialId}/live/stream/`) && r.status() === 200);
    await studentPage.goto(playPath);
    await expect(studentPage.getByRole('radiogroup')).toBeVisible();
    await streamOpened;
    // The student leaves the tab: the monitor shows it within its 5-second refresh.
    const left = studentPage.waitForResponse((r) => r.url().includes(`/trials/${trialId}/events/`) && r.status() === 202);
    await studentPage.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await left;

    await useLanguage(page, lang);
    await signInAs(page, operator);
    await page.goto(`/admin/quizzes/${quizId}/live`);
    const row = page.getByRole('row').filter({ hasText: student.fullname });
    await expect(row.getByText(a('live.connections.away'))).toBeVisible({ timeout: 8_000 });
    await expectAccessible(page);

    // Five more minutes for this student: pushed to the player, whose timer reads the server's time again at once.
    const before = Number(
      (
        await request
          .get(`/api/v1/quizzes/trials/${trialId}/live/`, { headers: { authorization: `Bearer ${student.access}` } })
          .then((r) => r.json())
      ).remaining_seconds,
    );
    const resynced = studentPage.waitForResponse((r) => r.url().includes(`/trial/${trialId}/questions/`), { timeout: 5_000 });
    await row.getByRole('button', { name: a('live.extendOneLabel', { name: student.fullname }) }).click();
    await resynced;
    await expect
      .poll(async () =>
        Number(
          (
            await request
              .get(`/api/v1/quizzes/trials/${trialId}/live/`, { headers: { authorization: `Bearer ${student.access}` } })
              .then((r) => r.json())
          ).remaining_seconds,
        ),
      )
      .toBeGreaterThan(before + 250);

    // An announcement to the room reaches the running player within seconds (pushed; a poll would take up to 15 s).
    const text = lang === 'ar' ? 'في السؤال الأول خطأ مطبعي' : 'Question 1 has a typo';
    await page.getByLabel(a('live.announcement')).fill(text);
    await page.getByRole('button', { name: a('live.send') }).click();
    await expect(page.getByText(a('live.announced', { count: 1, n: 1 }))).toBeVisible();
    await studentPage.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const shown = studentPage.getByRole('alert').filter({ hasText: text });
    await expect(shown).toBeVisible({ timeout: 5_000 });
    await expect(shown).toContainText(t('player:announcement.title'));
    await expectAccessible(studentPage);
    await shown.getByRole('button', { name: t('player:announcement.dismiss') }).click();
    await expect(shown).toBeHidden();
    await context.close();
  });
}
