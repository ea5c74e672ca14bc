import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';
import { completeTrial, startTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

/** Takers of the quiz: the percentile rank shows from the 30th first attempt on. */
const TAKERS = 30;

interface Seeded {
  quizId: number;
  title: string;
  /** The last taker and their trial, whose result shows the rank. */
  student: Student;
  trialId: string;
}

/**
 * A fresh three-question quiz published through the console API and taken by 30 new students: everyone gets
 * the first question right (too easy, its wrong options unused), the stronger half the second, and the third
 * goes by turns, so the figures have something to flag.
 */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const admin = await signInDemoAdmin(request);
  const headers = { authorization: `Bearer ${admin.access}`, 'accept-language': 'en' };
  const post = async (url: string, data: object) => {
    const response = await request.post(`/api/v1/${url}`, { headers, data });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: number; options: { id: number; correct: boolean }[] };
  };
  const questions = [];
  for (const n of [1, 2, 3])
    questions.push(
      await post('admin/questions/', {
        text: { ar: `سؤال الإحصاء ${n}`, en: `Statistics question ${n}` },
        category: null,
        options: ['أ', 'ب', 'ج'].map((ar, i) => ({ text: { ar, en: ['A', 'B', 'C'][i] }, correct: i === 0 })),
      }),
    );
  const title = `Item analysis ${randomInt(1e6)}`;
  const quiz = await post('admin/quizzes/', {
    title: { ar: title, en: title },
    duration_minutes: null,
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: questions.map((q) => q.id) }],
  });
  await post(`admin/quizzes/${quiz.id}/publish/`, {});

  const takers: Student[] = [];
  // A few at a time: each registration waits for its verification e-mail.
  for (let i = 0; i < TAKERS; i += 5) takers.push(...(await Promise.all(Array.from({ length: 5 }, () => registerStudent(request, 'en')))));
  let last = '';
  for (const [i, student] of takers.entries()) {
    const { trialId } = await startTrial(request, student, quiz.id);
    const picks = [0, i >= TAKERS / 2 ? 0 : 1 + (i % 2), i % 3];
    for (const [q, question] of questions.entries()) {
      const response = await request.post(`/api/v1/quizzes/trials/${trialId}/question/${question.id}/submit-answer/`, {
        headers: { authorization: `Bearer ${student.access}` },
        data: { selected_answer_id: question.options[picks[q]!]!.id },
      });
      if (!response.ok()) throw new Error(`submit: ${response.status()} ${await response.text()}`);
    }
    await completeTrial(request, student, trialId);
    last = trialId;
  }
  return { quizId: quiz.id, title, student: takers.at(-1)!, trialId: last };
}

let seeded: Promise<Seeded> | undefined;

test.describe.configure({ mode: 'serial' });

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`quiz statistics and analytics (${lang}): the admin sees flags with their explanations, then the dashboards`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { quizId, title } = await (seeded ??= seed(request));
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

    await page
      .getByRole('link', { name: a('nav.analytics') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('analytics.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: a('analytics.funnelTitle') })).toBeVisible();
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
    const { quizId, student, trialId } = await (seeded ??= seed(request));
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
