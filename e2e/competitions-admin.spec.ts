import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { completeTrial, findQuiz } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`competitions console (${lang}): an operator creates a competition a student plays, follows it, closes it early and exports the ranking`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const title = `${lang === 'ar' ? 'مسابقة' : 'Contest'} ${randomInt(1e6)}`;
    const student = await registerStudent(request, lang);
    const quiz = await findQuiz(request, student, 'IQ test', lang);
    await useLanguage(page, lang);
    await signInAs(page, await signInDemoAdmin(request));

    await page.goto('/admin/quizzes');
    await page
      .getByRole('link', { name: a('nav.competitions') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('competitions.title') })).toBeVisible();
    await page.getByRole('button', { name: a('competitions.new') }).click();
    const dialog = page.getByRole('dialog', { name: a('competitions.newTitle') });
    await dialog.getByLabel(a('competitions.quiz')).selectOption(String(quiz.id));
    await dialog.getByLabel(a('form.inArabic', { label: a('competitions.titleField') })).fill(title);
    await dialog.getByLabel(a('form.inEnglish', { label: a('competitions.titleField') })).fill(title);
    // Typed in the operator's time zone: from this minute (it runs at once) for two hours.
    const local = (offsetMinutes: number) =>
      page.evaluate((m) => {
        const d = new Date(Date.now() + m * 60_000);
        return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      }, offsetMinutes);
    await dialog.getByLabel(a('competitions.startsAt')).fill(await local(0));
    // A window that ends before it starts is refused under the end field, in the page's language.
    await dialog.getByLabel(a('competitions.endsAt')).fill(await local(-60));
    await dialog.getByRole('button', { name: a('actions.save') }).click();
    await expect(dialog.getByText(t('errors:validation.window_order'))).toBeVisible();
    await dialog.getByLabel(a('competitions.endsAt')).fill(await local(120));
    await dialog.getByLabel(a('competitions.maxParticipants')).fill('50');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('actions.save') }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText(a('competitions.status.running'))).toBeVisible();
    await row.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(a('competitions.ranking.empty'))).toBeVisible();

    // The student sees it on the dashboard and plays it.
    const studentPage = await (await browser.newContext()).newPage();
    await useLanguage(studentPage, lang);
    await signInAs(studentPage, student);
    await studentPage.goto('/dashboard');
    const card = studentPage.getByRole('article', { name: title, exact: true });
    await card.getByRole('button', { name: t('competitions:joinAndStart') }).click();
    await studentPage
      .getByRole('dialog', { name: t('competitions:confirmStart.title', { title }) })
      .getByRole('button', { name: t('competitions:confirmStart.start') })
      .click();
    await expect(studentPage).toHaveURL(/\/trials\/[\w-]+\/play\/\d+$/);
    const trialId = /trials\/([\w-]+)\//.exec(studentPage.url())![1]!;
    await completeTrial(request, student, trialId);

    // The ranking refreshes by itself while the competition runs; the participant is listed with their trial.
    await expect(page.getByRole('table', { name: a('competitions.ranking.title') }).getByText(student.fullname)).toBeVisible({
      timeout: 30_000,
    });
    const participant = page
      .getByRole('table', { name: a('competitions.participants') })
      .getByRole('row')
      .filter({ hasText: student.email });
    await expect(participant.getByText(a('competitions.trial.completed'))).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: a('competitions.close') }).click();
    const confirm = page.getByRole('dialog', { name: a('competitions.closeTitle', { title }) });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: a('competitions.closeConfirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(a('competitions.status.ended')).first()).toBeVisible();
    await expect(page.getByRole('button', { name: a('competitions.close') })).toHaveCount(0);
    await expect(page.getByText(a('competitions.ranking.final'))).toBeVisible();

    // Closed for students too: the card says so and offers no start.
    await studentPage.goto('/dashboard');
    await expect(card.getByText(t('competitions:status.ended'))).toBeVisible();
    await expect(card.getByRole('button', { name: t('competitions:joinAndStart') })).toHaveCount(0);
    await studentPage.context().close();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: a('competitions.export') }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\n');
    expect(lines[0]).toBe('rank,name,email,score,percentage,time_seconds');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^1,${student.fullname},${student.email},`));
  });
}
