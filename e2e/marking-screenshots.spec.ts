import { signInDemoAdmin } from './support/accounts.js';
import { publishEssayQuiz, writeEssay } from './support/essay-quiz.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/marking-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

const LONG_AR =
  '<p>الماء أساس الحياة على الأرض، فهو يغطي أكثر من سبعين في المئة من سطحها. ويحتاجه الإنسان للشرب والزراعة والصناعة.</p><p>ومن أمثلة ذلك: الري في الواحات، وتحلية مياه البحر في المدن الساحلية (H<sub>2</sub>O).</p>';
const LONG_EN =
  '<p>Water covers more than 70% of the Earth. People need it to drink, to farm and in industry; desalination feeds coastal cities.</p>';

test('console marking pages in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const operator = await signInDemoAdmin(request);
  const quiz = await publishEssayQuiz(request, operator);
  const { trialId } = await writeEssay(request, quiz.quizId, 'ar', LONG_AR, 'ليلى الكاتبة');
  await writeEssay(request, quiz.quizId, 'en', LONG_EN, 'Omar Khalid');
  await forEachLook(browser, operator, async (page, look) => {
    await page.goto(`/admin/quizzes/${quiz.quizId}/marking`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/marking/queue-${look.name}.png`, fullPage: true });
    await page.goto(`/admin/quizzes/${quiz.quizId}/trials`);
    await expect(page.getByRole('row').nth(2)).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/marking/trials-${look.name}.png`, fullPage: true });
    await page.goto(`/admin/trials/${trialId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/marking/trial-${look.name}.png`, fullPage: true });
    await page.goto('/admin/marking');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/marking/home-${look.name}.png` });
  });
});
