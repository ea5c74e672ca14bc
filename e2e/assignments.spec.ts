import { randomInt } from 'node:crypto';
import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { confirmStart } from './support/journey.js';
import { answerAllAndComplete } from './support/quiz-api.js';
import { text, textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`classes and assignments (${lang}): an admin creates a class and an assignment; a student joins by code, sees it open in My assignments and starts it`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const className = `${lang === 'ar' ? 'الصف' : 'Class'} ${randomInt(1e6)}`;
    const admin = await signInDemoAdmin(request);
    const student = await registerStudent(request, lang);
    const quizzes = await request.get('/api/v1/admin/quizzes/?search=Physics&status=published', {
      headers: { authorization: `Bearer ${admin.access}`, 'accept-language': lang },
    });
    const quiz = ((await quizzes.json()) as { results: { id: number; title: string }[] }).results[0]!;
    await useLanguage(page, lang);
    await signInAs(page, admin);

    // The class: a name in both languages, then its page with the join code to hand out.
    await page.goto('/admin/quizzes');
    await page
      .getByRole('link', { name: a('nav.groups') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('groups.title') })).toBeVisible();
    await page.getByRole('button', { name: a('groups.new') }).click();
    const classDialog = page.getByRole('dialog', { name: a('groups.newTitle') });
    await classDialog.getByLabel(a('form.inArabic', { label: a('groups.name') })).fill(className);
    await classDialog.getByLabel(a('form.inEnglish', { label: a('groups.name') })).fill(className);
    await expectAccessible(page);
    await classDialog.getByRole('button', { name: a('actions.save') }).click();
    await expect(classDialog).toBeHidden();
    await page.getByRole('link', { name: className, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
    const code = (await page.getByTestId('join-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(page.getByText(a('groups.noMembers'))).toBeVisible();
    await expectAccessible(page);

    // The assignment: the assigned quiz, the class, open from a few minutes ago for an hour (the operator's time).
    await page
      .getByRole('link', { name: a('nav.assignments') })
      .first()
      .click();
    await page.getByRole('button', { name: a('assignments.new') }).click();
    const dialog = page.getByRole('dialog', { name: a('assignments.newTitle') });
    await dialog.getByLabel(a('assignments.quiz')).selectOption(String(quiz.id));
    await dialog.getByRole('checkbox', { name: className }).check();
    const local = (offsetMinutes: number) =>
      page.evaluate((m) => {
        const d = new Date(Date.now() + m * 60_000);
        return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      }, offsetMinutes);
    await dialog
      .getByLabel(a('assignments.opensAt'))
      .first()
      .fill(await local(-5));
    await dialog
      .getByLabel(a('assignments.closesAt'))
      .first()
      .fill(await local(60));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('actions.save') }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: className });
    await expect(row.getByText(a('assignments.statuses.open'))).toBeVisible();

    // The student joins with the code, sees the assignment open with its countdown, and starts it.
    const studentPage = await (await browser.newContext()).newPage();
    await useLanguage(studentPage, lang);
    await signInAs(studentPage, student);
    await studentPage.goto('/my-assignments');
    await expect(studentPage.getByText(t('dashboard:assignments.empty'))).toBeVisible();
    await studentPage.getByLabel(t('dashboard:assignments.joinLabel')).fill(code.toLowerCase());
    await studentPage.getByRole('button', { name: t('dashboard:assignments.join') }).click();
    await expect(studentPage.getByText(t('dashboard:assignments.joined', { name: className }))).toBeVisible();
    const card = studentPage.getByRole('article', { name: quiz.title });
    await expect(card.getByText(t('dashboard:assignments.status.open'))).toBeVisible();
    await expect(card.getByTestId('closes-in')).toBeVisible();
    await expectAccessible(studentPage);

    // Joining told them of the class's open assignment: the bell counts it, and it leads back to My assignments.
    await studentPage.goto('/dashboard');
    const bell = studentPage
      .getByRole('banner')
      .getByRole('link', { name: text(lang, 'topBar.notificationsUnread', { count: 1 }), exact: true });
    await bell.click();
    const opened = studentPage.getByRole('link', {
      name: new RegExp(text(lang, 'notifications:kinds.assignment_opened.title', { quiz: quiz.title })),
    });
    await expect(opened).toContainText(t('notifications:page.unread'));
    await opened.click();
    await expect(studentPage).toHaveURL(/\/my-assignments$/);
    await card.getByRole('link', { name: t('dashboard:assignments.start') }).click();
    await expect(studentPage.getByRole('heading', { name: t('quizzes:assignment.title') })).toBeVisible();
    await confirmStart(studentPage, t);
    await expect(studentPage).toHaveURL(/\/trials\/[\w-]+\/play\/\d+$/);
    const trialId = /\/trials\/([\w-]+)\/play/.exec(studentPage.url())![1]!;

    // Back on the dashboard, the assignment is there to continue.
    await studentPage.goto('/dashboard');
    await expect(
      studentPage.getByRole('article', { name: quiz.title }).getByRole('link', { name: t('dashboard:assignments.resume') }),
    ).toBeVisible();

    // They finish it (answered through the API: the player has its own journeys); the result reaches the bell.
    await answerAllAndComplete(request, student, quiz.id, trialId);
    await studentPage.reload();
    await bell.click();
    const result = studentPage.getByRole('link', {
      name: new RegExp(text(lang, 'notifications:kinds.result.title', { quiz: quiz.title })),
    });
    await result.click();
    await expect(studentPage).toHaveURL(new RegExp(`/quizzes/${quiz.id}/trials/${trialId}/results$`));
    await studentPage.context().close();
  });
}
