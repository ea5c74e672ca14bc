import ExcelJS from 'exceljs';
import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { confirmStart } from './support/journey.js';
import { findQuiz } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`coupons console (${lang}): an admin creates a batch of codes for a quiz and a student starts it with one`, async ({
    page,
    browser,
    request,
  }) => {
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const student = await registerStudent(request, lang);
    const quiz = await findQuiz(request, student, 'Verbal aptitude', lang);
    await useLanguage(page, lang);
    await signInAs(page, await signInDemoAdmin(request));

    await page.goto('/admin/quizzes');
    await page
      .getByRole('link', { name: a('nav.coupons') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('coupons.title') })).toBeVisible();
    await page.getByRole('button', { name: a('coupons.new') }).click();
    const dialog = page.getByRole('dialog', { name: a('coupons.newTitle') });
    await dialog.getByLabel(a('coupons.count')).fill('3');
    await dialog.getByLabel(a('coupons.quiz')).selectOption(String(quiz.id));
    // A new batch starts at a partial discount: these codes open the quiz by themselves.
    await dialog.getByLabel(a('coupons.discount')).fill('100');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('coupons.create') }).click();
    const codes = dialog.getByRole('list', { name: a('coupons.codes') }).getByRole('listitem');
    await expect(codes).toHaveCount(3);
    const code = (await codes.first().textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: a('coupons.downloadBatch') }).click();
    const csv = await (await download).path().then((file) => import('node:fs').then((fs) => fs.readFileSync(file, 'utf8')));
    expect(csv.trim().split('\n')).toHaveLength(4);
    expect(csv).toContain(code);
    const excel = page.waitForEvent('download');
    await dialog.getByRole('button', { name: a('coupons.downloadBatchXlsx') }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await excel).path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getColumn(1).values).toContain(code);
    await dialog.getByRole('button', { name: a('coupons.done') }).click();
    await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();

    // The student opens the shared link with the code: the coupon entry submits itself, then the quiz starts.
    const studentPage = await (await browser.newContext()).newPage();
    await useLanguage(studentPage, lang);
    await signInAs(studentPage, student);
    await studentPage.goto(`/quizzes/${quiz.id}?coupon_code=${code.toLowerCase()}`);
    await expect(studentPage).toHaveURL(
      new RegExp(`/quizzes/${quiz.id}/instructions\\?step=0&show_instructions=true&coupon_code=${code}$`),
    );
    await confirmStart(studentPage, t);
    await expect(studentPage).toHaveURL(/\/trials\/[\w-]+\/play\/\d+$/);
    await studentPage.context().close();

    await page.reload();
    await expect(page.getByRole('button', { name: a('coupons.whoUsed', { code }) })).toBeVisible();
  });
}
