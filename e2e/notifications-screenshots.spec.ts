import { registerStudent, signInDemoAdmin } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { answerAllAndComplete, startTrial } from './support/quiz-api.js';
import { seedTakenQuiz } from './support/taken-quiz.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/notifications-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test('notification centre, preferences and the announcements console in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(900_000);
  const quiz = await seedTakenQuiz(request, 0);
  const student = await registerStudent(request, 'ar');
  const { trialId } = await startTrial(request, student, quiz.quizId);
  await answerAllAndComplete(request, student, quiz.quizId, trialId);
  const admin = await signInDemoAdmin(request);
  const sent = await request.post('/api/v1/admin/announcements/', {
    headers: { authorization: `Bearer ${admin.access}` },
    data: {
      audience: { quiz: quiz.quizId },
      subject: { ar: 'مراجعة يوم الأحد', en: 'Review on Sunday' },
      body: { ar: 'نراجع الأسئلة معًا الساعة التاسعة.\nأحضروا أقلامكم.', en: 'We go through the questions together at nine.\nBring pens.' },
    },
  });
  expect(sent.status()).toBe(201);

  await forEachLook(browser, student, async (page, look) => {
    for (const [name, path] of Object.entries({
      alerts: '/notifications',
      messages: '/notifications?box=messages',
      settings: '/settings',
    })) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `screenshots/notifications/${name}-${look.name}.png`, fullPage: true });
    }
  });
  await forEachLook(browser, admin, async (page, look) => {
    await page.goto('/admin/announcements');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/notifications/console-${look.name}.png`, fullPage: true });
  });
});
