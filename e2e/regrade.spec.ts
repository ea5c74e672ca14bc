import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { apiAs } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';

const RIGHT = { ar: 'الرياض', en: 'Riyadh' };
const WRONG = { ar: 'جدة', en: 'Jeddah' };
const options = (rightIsCorrect: boolean) => [
  { text: RIGHT, correct: rightIsCorrect },
  { text: WRONG, correct: !rightIsCorrect },
];

/** A one-question quiz published with the wrong option marked right; its question's bank id and the quiz id. */
async function publishWrongKey(request: APIRequestContext, operator: Student) {
  const api = apiAs(request, operator);
  const tag = Math.random().toString(36).slice(2, 7);
  const question = await api<{ id: number }>('POST', 'admin/questions/', {
    text: { ar: `ما عاصمة السعودية؟ ${tag}`, en: `What is the capital of Saudi Arabia? ${tag}` },
    category: null,
    options: options(false),
  });
  const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
    title: { ar: `العواصم ${tag}`, en: `Capitals ${tag}` },
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [question.id] }],
  });
  await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});
  return { questionId: question.id, quizId: quiz.id };
}

/** A fresh student who picks the option reading `pick` and ends the attempt. */
async function sit(request: APIRequestContext, quizId: number, lang: Lang, fullname: string, pick: { ar: string; en: string }) {
  const student = await registerStudent(request, lang, fullname);
  const api = apiAs(request, student);
  const trial = await api<{ id: string; first_question: { id: number } }>('POST', `quizzes/quizzes/${quizId}/start/`, {});
  const question = await api<{ answers: { id: number; text: string }[] }>(
    'GET',
    `quizzes/trial/${trial.id}/questions/${trial.first_question.id}/`,
  );
  const answer = question.answers.find((a) => a.text.includes(pick.ar) || a.text.includes(pick.en))!;
  await api('POST', `quizzes/trials/${trial.id}/question/${trial.first_question.id}/submit-answer/`, { selected_answer_id: answer.id });
  await api('POST', `quizzes/trials/${trial.id}/complete/`, {});
  return student;
}

for (const lang of ['ar', 'en'] as const) {
  test(`an operator regrades a version after correcting its key: preview, then apply (${lang})`, async ({ page, request }) => {
    const a = adminTexts(lang);
    const operator = await signInDemoAdmin(request);
    const quiz = await publishWrongKey(request, operator);
    const lucky = await sit(request, quiz.quizId, lang, lang === 'ar' ? 'مازن المحظوظ' : 'Mazen Lucky', WRONG);
    const right = await sit(request, quiz.quizId, lang, lang === 'ar' ? 'ريم المصيبة' : 'Reem Right', RIGHT);
    // The key is corrected in the bank (a new revision of the question); the published version keeps the old one.
    await apiAs(request, operator)('PATCH', `admin/questions/${quiz.questionId}/`, { options: options(true) });

    // Arabic runs on a phone's width: the dialog and its table fit 390 px.
    if (lang === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signInAs(page, operator);
    await page.goto(`/admin/quizzes/${quiz.quizId}/trials`);
    await expect(page.getByRole('heading', { level: 1, name: a('marking.trialsTitle') })).toBeVisible();
    const row = (student: Student) => page.getByRole('row').filter({ hasText: student.email });
    await expect(row(right)).toContainText(a('marking.points', { score: 0, max: 1 }));

    await page.getByRole('button', { name: a('marking.regrade.button') }).click();
    const dialog = page.getByRole('dialog', { name: a('marking.regrade.title') });
    await expect(dialog.getByLabel(a('marking.regrade.version'))).toHaveValue('1');
    await expect(dialog.getByRole('option', { name: a('marking.regrade.versionOption', { version: 1, count: 2, n: 2 }) })).toBeAttached();
    await dialog.getByRole('button', { name: a('marking.regrade.preview') }).click();
    const changes = dialog.getByRole('table', { name: a('marking.regrade.changesCaption') });
    await expect(changes.getByRole('row').filter({ hasText: right.fullname })).toContainText(a('marking.regrade.nowPasses'));
    await expect(changes.getByRole('row').filter({ hasText: lucky.fullname })).toContainText(a('marking.regrade.nowFails'));
    await expect(dialog.getByRole('status')).toHaveText(a('marking.regrade.previewed', { count: 2, n: 2 }));
    const fits = (el: HTMLElement) => el.scrollWidth <= el.clientWidth;
    expect(await dialog.evaluate(fits)).toBe(true);
    expect(await changes.locator('..').evaluate(fits)).toBe(true);
    await page.screenshot({ path: `/tmp/pw-regrade/regrade-preview-${lang}.png` });
    await expectAccessible(page);

    // Nothing changes until the operator confirms.
    await dialog.getByRole('button', { name: a('marking.regrade.apply') }).click();
    await expect(dialog.getByText(a('marking.regrade.confirm', { count: 2, n: 2 }))).toBeVisible();
    await expect(dialog.getByRole('button', { name: a('marking.regrade.confirmApply') })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('marking.regrade.confirmApply') }).click();
    await expect(dialog.getByRole('status').filter({ hasText: a('marking.regrade.applied', { version: 1 }) })).toBeVisible();
    // Focus moves from the confirmation (gone) to the way out; the keyboard closes the dialog.
    await expect(dialog.getByRole('button', { name: a('actions.close') }).last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    // The list shows the new scores at once.
    await expect(row(right)).toContainText(a('marking.points', { score: 1, max: 1 }));
    await expect(row(lucky)).toContainText(a('marking.points', { score: 0, max: 1 }));
  });
}
