import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { apiAs } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`an operator sets a sitting password and one device; the student is asked for it, and a second device is refused (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const a = adminTexts(lang);
    const t = textsFor(lang);
    const operator = await signInDemoAdmin(request);
    const api = apiAs(request, operator);
    const tag = Math.random().toString(36).slice(2, 7);
    const question = await api<{ id: number }>('POST', 'admin/questions/', {
      text: { ar: `هل الماء سائل؟ ${tag}`, en: `Is water a liquid? ${tag}` },
      category: null,
      options: [
        { text: { ar: 'نعم', en: 'Yes' }, correct: true },
        { text: { ar: 'لا', en: 'No' }, correct: false },
      ],
    });
    const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
      title: { ar: `اختبار القاعة ${tag}`, en: `Hall exam ${tag}` },
      sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [question.id] }],
    });
    await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});

    // The console: the rules card under the editor, saved on its own.
    await useLanguage(page, lang);
    await signInAs(page, operator);
    await page.goto(`/admin/quizzes/${quiz.id}`);
    const card = page.getByRole('region', { name: a('examAccess.title') });
    await card.getByLabel(a('examAccess.password'), { exact: true }).fill('hall-7');
    await card.getByLabel(a('examAccess.ranges')).fill('not-a-range');
    await card.getByLabel(a('examAccess.oneDevice')).check();
    await card.getByRole('button', { name: a('examAccess.save') }).click();
    await expect(card.getByText(a('examAccess.badRanges', { count: 1, lines: '1 (not-a-range)' }))).toBeVisible();
    await card.getByLabel(a('examAccess.ranges')).fill('');
    await card.getByRole('button', { name: a('examAccess.save') }).click();
    await expect(card.getByRole('status').filter({ hasText: a('examAccess.saved') })).toBeVisible();
    await expect(card.getByText(a('examAccess.passwordSet'))).toBeVisible();
    await expectAccessible(page);

    // The student: the start dialog asks for the password once the server wants it, and says when it is wrong.
    const student = await registerStudent(request, lang);
    const context = await browser.newContext();
    const studentPage = await context.newPage();
    await useLanguage(studentPage, lang);
    await signInAs(studentPage, student);
    await studentPage.goto(`/quizzes/${quiz.id}/instructions?step=0&show_instructions=false`);
    const start = studentPage.getByRole('dialog', { name: t('modals.startQuiz.title') });
    await start.getByRole('button', { name: t('modals.startQuiz.start') }).click();
    const password = start.getByLabel(t('modals.startQuiz.password'));
    await expect(password).toBeFocused();
    await password.fill('hall-8');
    await password.press('Enter');
    await expect(start.getByText(t('quizzes-errors:access.password_wrong'))).toBeVisible();
    await expectAccessible(studentPage);
    await password.fill('hall-7');
    await start.getByRole('button', { name: t('modals.startQuiz.start') }).click();
    await expect(studentPage).toHaveURL(/\/play\/\d+$/);
    await expect(studentPage.getByRole('radiogroup')).toBeVisible();

    // The same student on another browser (another device): refused, with what to do.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await useLanguage(otherPage, lang);
    await signInAs(otherPage, student);
    await otherPage.goto(studentPage.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(otherPage.getByText(t('quizzes-errors:access.device_mismatch'))).toBeVisible();
    await context.close();
    await other.close();
  });
}
