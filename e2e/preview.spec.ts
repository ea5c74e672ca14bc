import type { APIRequestContext, Locator } from '@playwright/test';
import { signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

const bi = (ar: string, en: string) => ({ ar, en });

/** A draft quiz with two titled sections of one question each, written through the console's API. */
async function draftWithSections(request: APIRequestContext, admin: Student): Promise<number> {
  const headers = { authorization: `Bearer ${admin.access}` };
  const question = async (text: string) => {
    const response = await request.post('/api/v1/admin/questions/', {
      headers,
      data: { text: bi(text, text), category: null, options: [{ text: bi('نعم', 'Yes'), correct: true }, { text: bi('لا', 'No') }] },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const sections = [
    { kind: 'fixed', title: bi('الجبر', 'Algebra'), questions: [await question('هل ٢ + ٢ = ٤؟')] },
    { kind: 'fixed', title: bi('الهندسة', 'Geometry'), questions: [await question('هل للمثلث ثلاث زوايا؟')] },
  ];
  const quiz = await request.post('/api/v1/admin/quizzes/', {
    headers,
    data: { title: bi('معاينة الأقسام', 'Sections preview'), sections },
  });
  expect(quiz.status()).toBe(201);
  return ((await quiz.json()) as { id: number }).id;
}

for (const lang of ['ar', 'en'] as const) {
  test(`an operator's preview says so, names its sections, points the way of the language and leads back to the editor (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsFor(lang);
    const a = adminTexts(lang);
    const admin = await signInDemoAdmin(request);
    const quizId = await draftWithSections(request, admin);
    await useLanguage(page, lang);
    await signInAs(page, admin);

    await page.goto(`/admin/quizzes/${quizId}`);
    await page.getByRole('button', { name: a('editor.preview') }).click();
    await expect(page).toHaveURL(/\/quizzes\/\d+\/trials\/[\w-]+\/play\/\d+$/);
    const bar = page.getByRole('region', { name: t('player:preview.label') });
    await expect(bar).toBeVisible();
    await expect(bar.getByText(t('player:preview.notice'))).toBeVisible();
    await expect(page.getByText(lang === 'ar' ? 'الجبر' : 'Algebra', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Next points the way the text runs: left in Arabic, right in English (Previous the other way).
    const pointsRight = (button: Locator) =>
      button.locator('svg').evaluate((svg) => {
        // A chevron's tip is the middle of its path; on screen (CSS flips included) it lies right of both ends or left.
        const path = svg.querySelector('path') as SVGPathElement;
        const onScreen = (at: number) => path.getPointAtLength(at * path.getTotalLength()).matrixTransform(path.getScreenCTM()!).x;
        return onScreen(0.5) > Math.max(onScreen(0), onScreen(1));
      });
    const next = page.getByRole('button', { name: t('player:nav.next') });
    expect(await pointsRight(next)).toBe(lang === 'en');
    await next.click();
    await expect(page.getByText(lang === 'ar' ? 'الهندسة' : 'Geometry', { exact: true })).toBeVisible();
    expect(await pointsRight(page.getByRole('button', { name: t('player:nav.previous') }))).toBe(lang === 'ar');

    await bar.getByRole('link', { name: t('player:preview.back') }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/quizzes/${quizId}$`));
    await expect(page.getByRole('button', { name: a('editor.preview') })).toBeVisible();
  });
}
