import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { adminTexts, fillBilingual } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';

/** Four Arabic GIFT questions; `broken` leaves the last one's answer block open, a syntax error on its line (9). */
function giftFile(tag: string, broken: boolean) {
  const questions = {
    capital: `ما عاصمة المملكة العربية السعودية؟ ${tag}`,
    sun: `الشمس نجم. ${tag}`,
    planet: `ما أكبر كواكب المجموعة الشمسية؟ ${tag}`,
    sum: `كم يساوي ٢ + ٣؟ ${tag}`,
  };
  const text = [
    // The broken file's dry run shows a category path (nothing of it is imported); line numbers stay as they are.
    broken ? '$CATEGORY: $course$/جغرافيا/عواصم' : `// Mizan import journey ${tag}`,
    '',
    `::capital:: ${questions.capital} {=الرياض ~جدة ~مكة المكرمة}`,
    '',
    `::sun:: ${questions.sun} {T}`,
    '',
    `::planet:: ${questions.planet} {=المشتري ~زحل ~الأرض}`,
    '',
    // Last and without a newline after it, so the error's line is 9 whether it is told at the block or at the end of input.
    `::sum:: ${questions.sum} {=٥ ~٤ ~٦${broken ? '' : '}'}`,
  ].join('\n');
  return { questions, file: { name: broken ? 'bank.gift' : 'bank-fixed.gift', mimeType: 'text/plain', buffer: Buffer.from(text) } };
}

async function createCategory(request: APIRequestContext, admin: Student, tag: string) {
  const response = await request.post('/api/v1/admin/categories/', {
    headers: { authorization: `Bearer ${admin.access}` },
    data: { name: { ar: `مستورد ${tag}`, en: `Imported ${tag}` }, parent: null },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number; path: string }).id;
}

for (const lang of ['ar', 'en'] as const) {
  test(`question import (${lang}): a GIFT file's dry run shows its error line, the fixed file is imported, exported and used in a quiz`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const a = adminTexts(lang);
    const tag = Math.random().toString(36).slice(2, 7);
    const admin = await signInDemoAdmin(request);
    const categoryName = lang === 'ar' ? `مستورد ${tag}` : `Imported ${tag}`;
    const categoryId = await createCategory(request, admin, tag);
    await useLanguage(page, lang);
    await signInAs(page, admin);

    await page.goto('/admin/bank');
    await page.getByRole('link', { name: a('transfer.open') }).click();
    await expect(page).toHaveURL(/\/admin\/bank\/import$/);
    await expect(page.getByRole('heading', { level: 1, name: a('transfer.title') })).toBeVisible();

    // Step 1: the file (its .gift extension picks GIFT) and the target category.
    const broken = giftFile(tag, true);
    await page.getByLabel(a('transfer.file.choose')).setInputFiles(broken.file);
    await expect(page.getByText(broken.file.name)).toBeVisible();
    await expect(page.getByLabel(a('transfer.format.label'))).toHaveValue('gift');
    await page.getByLabel(a('transfer.category.label')).selectOption({ label: categoryName });
    await expectAccessible(page);

    // Step 2: the dry run's report names the broken block's line; the three others would be created.
    await page.getByRole('button', { name: a('transfer.check') }).click();
    await expect(page.getByRole('heading', { level: 2, name: a('transfer.steps.check') })).toBeFocused();
    const problems = page.getByRole('table', { name: a('transfer.problems.title') });
    await expect(problems.getByRole('row')).toHaveCount(2);
    await expect(problems.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(a('transfer.place.line', { n: 9 }));
    await expect(page.getByRole('button', { name: a('transfer.importN', { count: 3, n: 3 }) })).toBeEnabled();
    await expect(page.getByText(broken.questions.capital)).toBeVisible();
    // The Arabic category path is one isolate laid out right to left, whatever the page's direction.
    const path = page.locator('bdi', { hasText: 'جغرافيا / عواصم' }).first();
    expect(await path.evaluate((bdi) => getComputedStyle(bdi).direction)).toBe('rtl');
    // The preview marks the key: the right choice, and true/false in the page's language.
    const capital = page.getByRole('listitem').filter({ hasText: broken.questions.capital });
    const choices = capital.getByRole('list', { name: a('bank.form.options') }).getByRole('listitem');
    await expect(choices).toHaveText(['الرياض' + a('transfer.preview.key'), 'جدة', 'مكة المكرمة']);
    const sun = page.getByRole('listitem').filter({ hasText: broken.questions.sun });
    await expect(sun.getByRole('list', { name: a('bank.form.options') }).getByRole('listitem')).toHaveText([
      a('bank.types.trueFalse.true') + a('transfer.preview.key'),
      a('bank.types.trueFalse.false'),
    ]);
    await expectAccessible(page);

    // Back to step 1: the file and the options are still there; the corrected file replaces the broken one.
    await page.getByRole('button', { name: a('transfer.back'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: a('transfer.steps.choose') })).toBeFocused();
    await expect(page.getByText(broken.file.name)).toBeVisible();
    await expect(page.getByLabel(a('transfer.category.label'))).toHaveValue(String(categoryId));
    const fixed = giftFile(tag, false);
    await page.locator('input[type="file"]').setInputFiles(fixed.file);
    await expect(page.getByText(fixed.file.name)).toBeVisible();
    await page.getByRole('button', { name: a('transfer.check') }).click();
    await expect(page.getByText(a('transfer.noProblems'))).toBeVisible();

    // Step 3: the real import.
    await page.getByRole('button', { name: a('transfer.importN', { count: 4, n: 4 }) }).click();
    await expect(page.getByRole('heading', { level: 2, name: a('transfer.steps.import') })).toBeFocused();
    await expect(page.getByText(a('transfer.done', { count: 4, n: 4 }))).toBeVisible();
    await expectAccessible(page);

    // The bank opens on the target category, with the four questions in it.
    await page.getByRole('link', { name: a('transfer.openBank') }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bank\\?category=${categoryId}$`));
    for (const text of Object.values(fixed.questions)) await expect(page.getByRole('button', { name: text })).toBeVisible();

    // Exported back as GIFT, the category's questions come out with their Arabic texts.
    await page.getByRole('button', { name: a('transfer.export.label') }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: a('transfer.format.name.gift') }).click();
    const exported = await readFile((await (await downloading).path())!, 'utf8');
    for (const text of Object.values(fixed.questions)) expect(exported).toContain(text);

    // One of them goes into a new quiz, which publishes and plays it.
    await page.goto('/admin/quizzes/new');
    await fillBilingual(page, lang, a('editor.fields.title'), `اختبار مستورد ${tag}`, `Imported quiz ${tag}`);
    await page.getByRole('button', { name: a('editor.addFixed') }).click();
    await fillBilingual(page, lang, a('editor.fields.sectionTitle'), 'جغرافيا', 'Geography');
    await page.getByRole('button', { name: a('editor.pickFromBank') }).click();
    const picker = page.getByRole('dialog', { name: a('editor.pickTitle') });
    await picker.getByLabel(a('bank.search')).fill(tag);
    await picker.getByRole('checkbox', { name: fixed.questions.capital }).check();
    await picker.getByRole('button', { name: a('editor.addPicked', { count: 1, n: 1 }) }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText(fixed.questions.capital)).toBeVisible();
    await page.getByRole('button', { name: a('actions.save'), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/quizzes\/\d+$/);
    await page.getByRole('button', { name: a('editor.publish') }).click();
    await expect(page.getByText(a('editor.published', { n: 1 }))).toBeVisible();
    await page.getByRole('button', { name: a('editor.preview') }).click();
    await expect(page).toHaveURL(/\/quizzes\/\d+\/trials\/[\w-]+\/play\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixed.questions.capital);
  });
}
