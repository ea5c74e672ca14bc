import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { expect, test, useLanguage } from './support/fixtures.js';
import { finishAndConfirm, startFromList } from './support/journey.js';
import { textsFor } from './support/texts.js';

/** The console's API as the demo admin (the console journey drives the same calls through its screens). */
function consoleApi(request: APIRequestContext, admin: Student) {
  const headers = { authorization: `Bearer ${admin.access}` };
  return async (method: 'POST' | 'PATCH', path: string, data?: object) => {
    const response = await request.fetch(`/api/v1/admin/${path}`, { method, headers, ...(data ? { data } : {}) });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
}

const options = (right: string, wrong: string) => [
  { text: { ar: right, en: right }, correct: true },
  { text: { ar: wrong, en: wrong }, correct: false },
];

for (const lang of ['ar', 'en'] as const) {
  test(`a student's trial keeps the version it started on while the operator edits and republishes (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = textsFor(lang);
    const admin = consoleApi(request, await signInDemoAdmin(request));
    const tag = Math.random().toString(36).slice(2, 7);
    const original = { ar: `ما ناتج ٢ + ٢؟ ${tag}`, en: `What is 2 + 2? ${tag}` };
    const first = await admin('POST', 'questions/', { text: original, category: null, options: options('4', '5') });
    const second = await admin('POST', 'questions/', {
      text: { ar: 'ما ناتج ٣ × ٣؟', en: 'What is 3 × 3?' },
      category: null,
      options: options('9', '6'),
    });
    const title = { ar: `اختبار النسخ ${tag}`, en: `Versions quiz ${tag}` };
    const quiz = await admin('POST', 'quizzes/', {
      title,
      instructions: [{ title: { ar: 'ابدأ', en: 'Start' }, text: { ar: 'سؤالان.', en: 'Two questions.' } }],
      sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [first.id, second.id] }],
    });
    await admin('POST', `quizzes/${quiz.id}/publish/`);

    const student = await registerStudent(request, lang);
    await useLanguage(page, lang);
    await signInAs(page, student);
    await startFromList(page, t, title[lang]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original[lang]);
    await page.keyboard.press('1');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

    // Mid-trial, the operator rewrites question 1 and its key, then publishes version 2.
    const changed = { ar: `سؤال معدَّل ${tag}`, en: `Edited question ${tag}` };
    await admin('PATCH', `questions/${first.id}/`, { text: changed, options: options('7', '4') });
    expect((await admin('POST', `quizzes/${quiz.id}/publish/`)).current_version).toBe(2);

    await page.getByRole('button', { name: t('player:nav.next'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'ar' ? 'ما ناتج ٣ × ٣؟' : 'What is 3 × 3?');
    await page.keyboard.press('1');
    await finishAndConfirm(page, t);

    // The result counts both answers right by the version the student saw, and its review shows that text.
    await expect(page.getByText(original[lang])).toBeVisible();
    await expect(page.getByText(changed[lang])).toHaveCount(0);
    await expect(page.getByRole('img', { name: new RegExp(t('results:graded.ringLabel', { value: '' })) })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(lang === 'ar' ? '١٠٠' : '100') })).toBeVisible();
  });
}
