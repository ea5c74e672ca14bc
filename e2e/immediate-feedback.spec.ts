import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { apiAs } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';
import { startTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

const CITY = { ar: 'ما عاصمة فرنسا؟', en: 'What is the capital of France?' };
const PARIS = { ar: 'باريس', en: 'Paris' };
const LYON = { ar: 'ليون', en: 'Lyon' };
const LYON_FEEDBACK = { ar: 'ليون ثالثة مدن فرنسا.', en: 'Lyon is the third city of France.' };
const GENERAL = { ar: 'باريس عاصمة منذ قرون.', en: 'Paris has been the capital for centuries.' };
const SUM = { ar: 'كم يساوي ٢ + ٢؟', en: 'How much is 2 + 2?' };
const FOUR = { ar: '٤', en: '4' };
const THREE = { ar: '٣', en: '3' };
const RIGHT_FEEDBACK = { ar: 'أحسنت: أربعة.', en: 'Well done: four.' };

/** A practice quiz (immediate feedback) of two single-choice questions, written through the console's API. */
async function publishPracticeQuiz(request: APIRequestContext) {
  const api = apiAs(request, await signInDemoAdmin(request));
  const tag = Math.random().toString(36).slice(2, 7);
  const city = await api<{ id: number }>('POST', 'admin/questions/', {
    text: { ar: `${CITY.ar} ${tag}`, en: `${CITY.en} ${tag}` },
    category: null,
    mark: 2,
    general_feedback: GENERAL,
    options: [
      { text: PARIS, correct: true },
      { text: LYON, correct: false, feedback: LYON_FEEDBACK },
    ],
  });
  const sum = await api<{ id: number }>('POST', 'admin/questions/', {
    text: { ar: `${SUM.ar} ${tag}`, en: `${SUM.en} ${tag}` },
    category: null,
    options: [
      { text: THREE, correct: false },
      { text: FOUR, correct: true, feedback: RIGHT_FEEDBACK },
    ],
  });
  const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
    title: { ar: `تدريب ${tag}`, en: `Practice ${tag}` },
    immediate_feedback: true,
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [city.id, sum.id] }],
  });
  await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});
  return quiz.id;
}

for (const lang of ['ar', 'en'] as Lang[]) {
  test(`a practice quiz checks each answer at once and locks it (${lang})`, async ({ page, request }) => {
    const t = textsFor(lang);
    const quizId = await publishPracticeQuiz(request);
    const student = await registerStudent(request, lang);
    const { playPath } = await startTrial(request, student, quizId);
    // Arabic on a phone, English in the dark theme: the panel in both directions and both looks.
    if (lang === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    else await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await useLanguage(page, lang);
    await signInAs(page, student);
    await page.goto(playPath);

    // Nothing is saved by choosing: only "Check answer" sends (and locks) it.
    // The radios are drawn by their labels: a student clicks the label.
    await page.locator('label').filter({ hasText: LYON[lang] }).click();
    await expect(page.getByRole('radio', { name: LYON[lang] })).toBeChecked();
    await page.getByRole('button', { name: t('player:check.submit') }).click();
    const panel = page.getByRole('region', { name: t('player:check.title') });
    await expect(panel).toContainText(t('player:check.wrong'));
    await expect(panel).toContainText(t('player:check.mark', { mark: 0, max: 2 }));
    await expect(panel).toContainText(LYON_FEEDBACK[lang]);
    await expect(panel).toContainText(GENERAL[lang]);
    await expect(page.getByRole('status').filter({ hasText: t('player:check.wrong') })).toBeAttached();
    await expect(page.getByText(t('player:check.locked'))).toBeVisible();
    await expect(page.getByRole('radio', { name: PARIS[lang] })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('player:check.submit') })).toHaveCount(0);
    await expectAccessible(page);

    // A reload shows the same check: the server keeps it with the locked answer.
    await page.reload();
    await expect(page.getByRole('region', { name: t('player:check.title') })).toContainText(LYON_FEEDBACK[lang]);
    await expect(page.getByRole('radio', { name: LYON[lang] })).toBeChecked();
    await expect(page.getByRole('radio', { name: LYON[lang] })).toBeDisabled();

    await page.getByRole('button', { name: t('player:nav.next') }).click();
    await page.locator('label').filter({ hasText: FOUR[lang] }).click();
    await expect(page.getByRole('radio', { name: FOUR[lang], exact: true })).toBeChecked();
    await page.getByRole('button', { name: t('player:check.submit') }).click();
    const second = page.getByRole('region', { name: t('player:check.title') });
    await expect(second).toContainText(t('player:check.right'));
    await expect(second).toContainText(t('player:check.mark', { mark: 1, max: 1 }));
    await expect(second).toContainText(RIGHT_FEEDBACK[lang]);
    await expectAccessible(page);
  });
}
