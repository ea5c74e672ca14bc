import { randomInt } from 'node:crypto';
import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { apiAs } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { publishSitting } from './support/sitting.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`an operator gives one class's sitting its own password; the class's student is refused the quiz's and starts with it (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const a = adminTexts(lang);
    const t = textsFor(lang);
    const operator = await signInDemoAdmin(request);
    const api = apiAs(request, operator);

    // An assigned quiz with its own sitting password, given to a class the student is in.
    const { quizId } = await publishSitting(request, operator, { access: 'assigned' });
    const none = { allowed_ip_ranges: [], one_device: false, seb_required: false, seb_config_keys: [], seb_browser_exam_keys: [] };
    await api('PUT', `admin/quizzes/${quizId}/access-rules/`, { ...none, access_password: 'quiz-pass' });
    const { draft } = await api<{ draft: { title: { ar: string; en: string } } }>('GET', `admin/quizzes/${quizId}/`);
    const student = await registerStudent(request, lang);
    const users = await api<{ results: { id: string; email: string }[] }>(
      'GET',
      `admin/users/?search=${encodeURIComponent(student.email)}`,
    );
    const className = `${lang === 'ar' ? 'قاعة' : 'Hall'} ${randomInt(1e6)}`;
    const group = await api<{ id: number }>('POST', 'admin/groups/', { name: { ar: className, en: className }, staff: [] });
    await api('POST', `admin/groups/${group.id}/members/`, { user_ids: [users.results.find((u) => u.email === student.email)!.id] });
    await api('POST', 'admin/assignments/', {
      quiz: quizId,
      groups: [group.id],
      opens_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      closes_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    });

    // The console: the assignment's row opens its access rules, the quiz's shown until it has its own.
    await useLanguage(page, lang);
    await signInAs(page, operator);
    const quizTitle = draft.title[lang];
    await page.goto(`/admin/assignments?search=${encodeURIComponent(quizTitle)}`);
    await page.getByRole('button', { name: a('assignmentAccess.rulesOf', { name: quizTitle }) }).click();
    const dialog = page.getByRole('dialog', { name: a('assignmentAccess.title', { name: quizTitle }) });
    const card = dialog.getByRole('region', { name: a('examAccess.title') });
    const quizRules = card.getByRole('region', { name: a('assignmentAccess.quizRules') });
    await expect(quizRules.getByText(a('assignmentAccess.set'))).toBeVisible();
    const own = card.getByRole('switch', { name: a('assignmentAccess.own') });
    await expect(own).not.toBeChecked();
    await own.check();
    await expect(quizRules).toBeHidden();
    await expect(card.getByText(a('examAccess.passwordNone'))).toBeVisible();
    await card.getByLabel(a('examAccess.password'), { exact: true }).fill('hall-a-7');
    await card.getByRole('button', { name: a('examAccess.save') }).click();
    await expect(card.getByRole('status').filter({ hasText: a('examAccess.saved') })).toBeVisible();
    await expect(card.getByText(a('examAccess.passwordSet'))).toBeVisible();
    await expect(own).toBeChecked();
    await expectAccessible(page);
    // Turning saved rules off removes them, the class's password with them: it asks first, and Cancel keeps them.
    await own.click();
    const confirm = page.getByRole('dialog', { name: a('assignmentAccess.dropTitle') });
    await confirm.getByRole('button', { name: a('actions.cancel') }).click();
    await expect(confirm).toBeHidden();
    await expect(own).toBeChecked();
    await expect(card.getByText(a('examAccess.passwordSet'))).toBeVisible();

    // The student: the quiz's password is refused for this class's sitting; the assignment's opens it.
    const context = await browser.newContext();
    const studentPage = await context.newPage();
    await useLanguage(studentPage, lang);
    await signInAs(studentPage, student);
    await studentPage.goto(`/quizzes/${quizId}/instructions?step=0&show_instructions=false`);
    const start = studentPage.getByRole('dialog', { name: t('modals.startQuiz.title') });
    await start.getByRole('button', { name: t('modals.startQuiz.start') }).click();
    const password = start.getByLabel(t('modals.startQuiz.password'));
    await expect(password).toBeFocused();
    await password.fill('quiz-pass');
    await password.press('Enter');
    await expect(start.getByText(t('quizzes-errors:access.password_wrong'))).toBeVisible();
    await password.fill('hall-a-7');
    await start.getByRole('button', { name: t('modals.startQuiz.start') }).click();
    await expect(studentPage).toHaveURL(/\/play\/\d+$/);
    await expect(studentPage.getByRole('radiogroup')).toBeVisible();
    await context.close();
  });
}
