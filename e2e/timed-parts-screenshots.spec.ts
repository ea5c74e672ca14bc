import { registerStudent, signInDemoAdmin } from './support/accounts.js';
import { apiAs } from './support/essay-quiz.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { startTrial } from './support/quiz-api.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/timed-parts-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

test("a timed section's countdown beside the quiz's, in both languages, themes and sizes", async ({ browser, request }) => {
  test.setTimeout(600_000);
  const api = apiAs(request, await signInDemoAdmin(request));
  const question = await api<{ id: number }>('POST', 'admin/questions/', {
    text: { ar: 'ما عاصمة المملكة العربية السعودية؟', en: 'What is the capital of Saudi Arabia?' },
    category: null,
    options: [
      { text: { ar: 'الرياض', en: 'Riyadh' }, correct: true },
      { text: { ar: 'جدة', en: 'Jeddah' }, correct: false },
    ],
  });
  const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
    title: { ar: 'جغرافيا موقوتة', en: 'Timed geography' },
    duration_minutes: 30,
    sections: [{ kind: 'fixed', title: { ar: 'العواصم', en: 'Capitals' }, time_limit_minutes: 10, questions: [question.id] }],
  });
  await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});
  const student = await registerStudent(request, 'ar');
  const { playPath } = await startTrial(request, student, quiz.id);
  await forEachLook(browser, student, async (page, look) => {
    await page.goto(playPath);
    await expect(page.getByTestId('part-countdown')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/timed-parts/section-${look.name}.png`, fullPage: true });
  });
});
