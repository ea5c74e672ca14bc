import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { adminTexts as admin, fillBilingual } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';

/** The API as a signed-in user (the bank is filled through it; the journey under test runs in the console). */
function apiAs(request: APIRequestContext, user: Student) {
  const headers = { authorization: `Bearer ${user.access}` };
  return async (method: 'GET' | 'POST', path: string, data?: object) => {
    const response = await request.fetch(`/api/v1/${path}`, { method, headers, ...(data ? { data } : {}) });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
}

const bi = (text: string) => ({ ar: text, en: text });

for (const lang of ['ar', 'en'] as const) {
  test(`a random draw names its source and serves only questions a student can be marked on (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const a = admin(lang);
    const operator = await signInDemoAdmin(request);
    const api = apiAs(request, operator);
    const tag = Math.random().toString(36).slice(2, 7);

    // A physics category holding two real questions and a career-interest item (points, no right answer): the mix
    // that distorted a student's mark. (A question nobody can get right is refused by the bank now; the API tests
    // cover one left from before.)
    const physicsName = { ar: `فيزياء ${tag}`, en: `Physics ${tag}` };
    const physics = await api('POST', 'admin/categories/', { name: physicsName });
    const question = (text: string, options: object[]) =>
      api('POST', 'admin/questions/', { text: bi(text), category: physics.id, options });
    const eligible = [
      await question(`ما وحدة القوة؟ ${tag}`, [
        { text: bi('نيوتن'), correct: true },
        { text: bi('جول'), correct: false },
      ]),
      await question(`ما وحدة الطاقة؟ ${tag}`, [
        { text: bi('جول'), correct: true },
        { text: bi('واط'), correct: false },
      ]),
    ];
    await question(`أحب إصلاح الأجهزة ${tag}`, [
      { text: bi('نعم'), points: { R: 2 } },
      { text: bi('لا'), points: { R: 0 } },
    ]);

    await useLanguage(page, lang);
    await signInAs(page, operator);
    await page.goto('/admin/quizzes/new');
    await fillBilingual(page, lang, a('editor.fields.title'), `اختبار الفيزياء ${tag}`, `Physics quiz ${tag}`);
    await page.getByRole('button', { name: a('editor.addDraw') }).click();
    await page.getByLabel(a('editor.fields.drawCount')).fill('2');
    // A new draw names no source: the editor says so at once, and publishing is refused with that reason.
    await expect(page.getByRole('alert').filter({ hasText: a('editor.drawNeedsSource') })).toBeVisible();
    await page.getByRole('button', { name: a('actions.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/quizzes\/\d+$/);
    await page.getByRole('button', { name: a('editor.publish') }).click();
    const refusal = page.getByRole('dialog', { name: a('editor.notPublishable') });
    await expect(refusal.getByRole('listitem')).toHaveCount(1);
    await expect(refusal.getByRole('listitem')).toContainText(lang === 'ar' ? 'اختر للسحب تصنيفًا أو وسمًا' : 'choose a category or a tag');
    await expectAccessible(page);
    await refusal
      .getByRole('button', { name: a('actions.close') })
      .last()
      .click();

    // The operator names the physics category: the pool counts only the two questions that can be marked,
    // while the form is still unsaved.
    await page.getByLabel(a('editor.fields.bankCategory')).selectOption({ label: physicsName[lang] });
    await expect(page.getByRole('alert').filter({ hasText: a('editor.drawNeedsSource') })).toBeHidden();
    const supply = page.getByRole('status').filter({ hasText: a('editor.supplyExcluded', { count: 1, n: num(lang, 1) }) });
    await expect(supply).toContainText(a('editor.supply', { available: num(lang, 2), required: num(lang, 2) }));
    await page.getByLabel(a('editor.fields.drawCount')).fill('3');
    await expect(
      page.getByRole('status').filter({ hasText: a('editor.supplyShort', { available: num(lang, 2), required: num(lang, 3) }) }),
    ).toBeVisible();
    await page.getByLabel(a('editor.fields.drawCount')).fill('2');
    await page.getByRole('button', { name: a('editor.publish') }).click();
    await expect(page.getByText(a('editor.published', { n: num(lang, 1) }))).toBeVisible();
    const quizId = Number(/\/admin\/quizzes\/(\d+)$/.exec(page.url())?.[1]);

    // Every student's attempt holds the two real questions, never the interest item.
    for (let i = 0; i < 3; i++) {
      const student = apiAs(request, await registerStudent(request, lang));
      const trial = await student('POST', `quizzes/quizzes/${quizId}/start/`, {});
      const served = (await student('GET', `quizzes/quizzes/${quizId}/trials/${trial.id}/questions/ids/`)) as { id: number }[];
      expect(served.map((q) => q.id).sort()).toEqual(eligible.map((q) => q.revision as number).sort());
    }
  });
}

const num = (lang: 'ar' | 'en', n: number) => new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(n);
