import { randomInt } from 'node:crypto';
import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { findQuiz, startTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`accommodations (${lang}): an admin gives a student time and a half, and the student's timer counts it`, async ({
    page,
    browser,
    request,
  }) => {
    const t = textsFor(lang);
    const a = (key: string, values?: Record<string, string | number>) => t(`admin:${key}`, values);
    const letters = lang === 'ar' ? 'بتثجحخدذرزسشصضطظعغفقكلمنهوي' : 'abcdefghijklmnopqrstuvwxyz';
    const fullname = `${lang === 'ar' ? 'نورة' : 'Noura'} ${Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join('')}`;
    const student = await registerStudent(request, lang, fullname);
    // General knowledge: ten minutes.
    const quiz = await findQuiz(request, student, 'General knowledge', lang);

    await useLanguage(page, lang);
    await signInAs(page, await signInDemoAdmin(request));
    await page.goto('/admin/users');
    await page.getByLabel(a('users.search')).fill(student.email);
    await page.getByLabel(a('users.search')).press('Enter');
    await page.getByRole('button', { name: new RegExp(fullname) }).click();
    const dialog = page.getByRole('dialog', { name: fullname });
    await expect(dialog.getByText(a('accommodations.none'))).toBeVisible();
    await dialog.getByRole('button', { name: a('accommodations.add') }).click();
    const form = dialog.getByRole('form', { name: a('accommodations.formTitle') });
    await form.getByLabel(a('accommodations.quiz')).selectOption({ label: quiz.title });
    await form.getByLabel(a('accommodations.multiplier')).selectOption('1.5');
    await form.getByLabel(a('accommodations.note')).fill(lang === 'ar' ? 'تقرير طبي' : 'Medical report');
    await expectAccessible(page);
    await form.getByRole('button', { name: a('accommodations.save') }).click();
    await expect(form).toBeHidden();
    await expect(dialog.getByRole('listitem').filter({ hasText: quiz.title })).toBeVisible();
    await expectAccessible(page);

    const learner = await (await browser.newContext()).newPage();
    await useLanguage(learner, lang);
    await signInAs(learner, student);
    await learner.goto(`/quizzes/${quiz.id}/instructions`);
    const note = learner.getByRole('region', { name: t('quizzes:accommodation.title') });
    await expect(note).toBeVisible();
    await expect(note).toContainText(/15|١٥/);
    await expectAccessible(learner);

    const { playPath } = await startTrial(request, student, quiz.id);
    await learner.goto(playPath);
    await expect(learner.getByTestId('countdown')).toBeVisible();
    const seconds = Number(await learner.getByTestId('countdown').getAttribute('data-seconds'));
    expect(seconds).toBeGreaterThan(14 * 60);
    // Whole seconds rounded up, on the client's clock: a second or two over the fifteen minutes is clock skew.
    expect(seconds).toBeLessThanOrEqual(15 * 60 + 2);
    await learner.context().close();
  });
}
