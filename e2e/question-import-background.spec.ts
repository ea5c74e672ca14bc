import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';

/** `rows` single-choice questions tagged `tag`; every 300th row (counting the header as row 1) names no option as correct. */
function csvFile(tag: string, rows: number) {
  const lines = ['type,text_ar,option_1_ar,option_2_ar,correct'];
  for (let row = 2; row <= rows + 1; row++) {
    lines.push(row % 300 === 0 ? `true_false,سؤال ${tag} ${row},,,ربما` : `single_choice,سؤال ${tag} رقم ${row},نعم,لا,1`);
  }
  return { name: `bank-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) };
}

for (const lang of ['ar', 'en'] as const) {
  test(`background question import (${lang}): the real run shows its progress and the final report, and can be cancelled`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const a = adminTexts(lang);
    const tag = Math.random().toString(36).slice(2, 7);
    const admin = await signInDemoAdmin(request);
    await useLanguage(page, lang);
    await signInAs(page, admin);

    // Rows 2 to 900: rows 300, 600 and 900 are refused, 896 questions stored.
    await page.goto('/admin/bank/import');
    await page.getByLabel(a('transfer.file.choose')).setInputFiles(csvFile(tag, 899));
    await expect(page.getByLabel(a('transfer.format.label'))).toHaveValue('csv');
    await page.getByRole('button', { name: a('transfer.check') }).click();
    await page.getByRole('button', { name: a('transfer.importN', { count: 896, n: 896 }) }).click();

    // While it runs: a busy progress bar whose text (and the live region beside it) counts rows, questions and problems.
    const progress = page.getByRole('progressbar', { name: a('transfer.progress.label') });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-busy', 'true');
    await expect(progress).toHaveAttribute('aria-valuetext', /\S/);
    await expect(page.getByRole('button', { name: a('transfer.cancelImport') })).toBeVisible();
    await expectAccessible(page);

    // The final report: what was stored, and each refused row by its number.
    await expect(page.getByText(a('transfer.done', { count: 896, n: 896 }))).toBeVisible({ timeout: 90_000 });
    await expect(progress).toBeHidden();
    const problems = page.getByRole('table', { name: a('transfer.problems.title') });
    await expect(problems.getByRole('row')).toHaveCount(4);
    for (const [i, row] of [300, 600, 900].entries()) {
      await expect(
        problems
          .getByRole('row')
          .nth(i + 1)
          .getByRole('cell')
          .first(),
      ).toHaveText(a('transfer.place.row', { n: row }));
    }
    await expect(page.getByRole('button', { name: a('transfer.cancelImport') })).toBeHidden();
    await expectAccessible(page);

    // A larger file, cancelled on the way (asked first): the report says how many questions were stored before.
    await page.getByRole('button', { name: a('transfer.another') }).click();
    await page.getByLabel(a('transfer.file.choose')).setInputFiles(csvFile(`${tag}b`, 6000));
    await page.getByRole('button', { name: a('transfer.check') }).click();
    // 5,980 questions: the count is written with the page's digits and separators.
    const importLabel = a('transfer.importN', { count: 5980, n: '§' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const importButton = page.getByRole('button', { name: new RegExp(`^${importLabel.replace('§', '.+')}$`) });
    const started = page.waitForResponse((r) => r.url().endsWith('/admin/questions/imports/') && r.request().method() === 'POST');
    await importButton.click();
    const { id } = (await (await started).json()) as { id: string };
    await expect(progress).toBeVisible();
    await page.getByRole('button', { name: a('transfer.cancelImport') }).click();
    const dialog = page.getByRole('dialog', { name: a('transfer.cancelTitle') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: a('transfer.cancelConfirm') }).click();

    // The dialog hides the page from assistive technology while open: the bar is looked for once it has closed.
    await expect(dialog).toBeHidden();
    await expect(progress).toBeHidden({ timeout: 60_000 });
    const report = await request.get(`/api/v1/admin/questions/imports/${id}/`, { headers: { authorization: `Bearer ${admin.access}` } });
    const job = (await report.json()) as { status: string; created: number };
    expect(job.status).toBe('cancelled');
    const [before] = a('transfer.cancelledAfter', { count: job.created, n: '§' }).split('§');
    await expect(page.getByText(before!.trim(), { exact: false })).toBeVisible();
    await expectAccessible(page);

    // Phone width: the report reflows without a horizontal scroll.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
