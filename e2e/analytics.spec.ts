import ExcelJS from 'exceljs';
import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';
import { seedTakenQuiz, type TakenQuiz } from './support/taken-quiz.js';
import { textsFor } from './support/texts.js';

// The percentile rank shows from the 30th first attempt on.
let seeded: Promise<TakenQuiz> | undefined;

test.describe.configure({ mode: 'serial' });

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`quiz statistics and analytics (${lang}): the admin sees flags with their explanations, then the dashboards`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { quizId, title } = await (seeded ??= seedTakenQuiz(request, 30));
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    await useLanguage(page, lang);
    await signInAs(page, await signInDemoAdmin(request));

    await page.goto(`/admin/quizzes/${quizId}`);
    await page.getByRole('link', { name: a('editor.statistics') }).click();
    await expect(page.getByRole('heading', { level: 1, name: a('statistics.titleOf', { title }) })).toBeVisible();
    await expect(page.getByRole('heading', { name: a('statistics.testTitle', { n: 1 }) })).toBeVisible();
    // Every figure says what it means, and the first question's flags say what to do.
    await expect(page.getByText(a('statistics.alpha'))).toBeVisible();
    await expect(page.getByText(a('statistics.discriminationIndex'))).toBeVisible();
    const first = page.getByRole('listitem').filter({ hasText: lang === 'ar' ? 'سؤال الإحصاء 1' : 'Statistics question 1' });
    await expect(first.getByText(a('statistics.flags.too_easy'))).toBeVisible();
    await expect(first.getByText(a('statistics.flags.unused_distractor'))).toBeVisible();
    await expect(page.getByRole('button', { name: a('statistics.exportXlsx') })).toBeVisible();
    await expectAccessible(page);
    // The CSV downloads the questions table.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: a('statistics.exportCsv') }).click();
    expect((await download).suggestedFilename()).toBe(`quiz-${quizId}-statistics.csv`);
    // The results export: one row per completed trial, opened with exceljs.
    const results = page.waitForEvent('download');
    await page.getByRole('button', { name: a('statistics.exportResultsXlsx') }).click();
    const sheetFile = await results;
    expect(sheetFile.suggestedFilename()).toBe(`quiz-${quizId}-results.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await sheetFile.path());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['student', 'email', 'started_at']);
    // After the trial's columns (the marking state last), each question's column says which question it holds; the
    // legend sheet gives them in full (#33).
    const firstText = lang === 'ar' ? 'سؤال الإحصاء 1' : 'Statistics question 1';
    expect(sheet.getRow(1).getCell(10).value).toBe('marking');
    expect(sheet.getRow(1).getCell(11).value).toMatch(new RegExp(`^q\\d+: ${firstText}$`));
    expect((workbook.getWorksheet('legend')!.getRow(2).values as unknown[]).slice(-1)).toEqual([firstText]);
    expect(sheet.rowCount).toBe(31);
    expect(typeof sheet.getRow(2).getCell(8).value).toBe('number');

    await page
      .getByRole('link', { name: a('nav.analytics') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('analytics.title') })).toBeVisible();
    // The dashboards' aggregates can take a while on the embedded database of a busy CI machine.
    await expect(page.getByRole('heading', { name: a('analytics.funnelTitle') })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: a('analytics.revenueTitle') })).toBeVisible();
    // The numbers behind a chart, as a table.
    await page.getByText(a('analytics.showTable')).first().click();
    await expect(page.getByRole('columnheader', { name: a('analytics.day') }).first()).toBeVisible();
    await expectAccessible(page);
    // A range that runs backwards (here from a shared link) is refused under the last day, in the page's language.
    await page.goto('/admin/analytics?from=2026-03-03&to=2026-03-01');
    await expect(page.getByText(t('errors:validation.day_range_order'))).toBeVisible();
  });

  test(`percentile rank (${lang}): a student's result says how many takers scored lower once 30 have taken the quiz`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { quizId, student, trialId } = await (seeded ??= seedTakenQuiz(request, 30));
    const t = textsFor(lang);
    const result = await request.get(`/api/v1/quizzes/results/?trial__id=${trialId}`, {
      headers: { authorization: `Bearer ${student.access}` },
    });
    const rank = ((await result.json()) as { results: { percentile_rank: number }[] }).results[0]!.percentile_rank;
    expect(rank).toBeGreaterThan(0);
    await useLanguage(page, lang);
    await signInAs(page, student);
    await page.goto(`/quizzes/${quizId}/trials/${trialId}/results`);
    const locale = lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US-u-nu-latn';
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(rank / 100);
    await expect(page.getByText(t('results:graded.percentile', { rank: percent }))).toBeVisible();
    await expectAccessible(page);
  });
}
