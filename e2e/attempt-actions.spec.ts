import type { APIRequestContext } from '@playwright/test';
import { registerStudent, signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { apiAs } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';

/** A published one-question quiz allowing one attempt. */
async function publishOneAttemptQuiz(request: APIRequestContext, operator: Student) {
  const api = apiAs(request, operator);
  const tag = Math.random().toString(36).slice(2, 7);
  const question = await api<{ id: number }>('POST', 'admin/questions/', {
    text: { ar: `ما عاصمة عُمان؟ ${tag}`, en: `What is the capital of Oman? ${tag}` },
    category: null,
    options: [
      { text: { ar: 'مسقط', en: 'Muscat' }, correct: true },
      { text: { ar: 'صلالة', en: 'Salalah' }, correct: false },
    ],
  });
  const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
    title: { ar: `عواصم الخليج ${tag}`, en: `Gulf capitals ${tag}` },
    attempts_allowed: 1,
    sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [question.id] }],
  });
  await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});
  return quiz.id;
}

/** A fresh student who ends their only attempt without answering; their trial's id. */
async function sitAndLeave(request: APIRequestContext, quizId: number, lang: Lang, fullname: string) {
  const student = await registerStudent(request, lang, fullname);
  const api = apiAs(request, student);
  const trial = await api<{ id: string }>('POST', `quizzes/quizzes/${quizId}/start/`, {});
  await api('POST', `quizzes/trials/${trial.id}/complete/`, {});
  return { student, trialId: trial.id };
}

for (const lang of ['ar', 'en'] as const) {
  test(`an operator reopens a completed attempt with 10 extra minutes and grants an extra attempt (${lang})`, async ({ page, request }) => {
    const a = adminTexts(lang);
    const operator = await signInDemoAdmin(request);
    const quizId = await publishOneAttemptQuiz(request, operator);
    const { student, trialId } = await sitAndLeave(request, quizId, lang, lang === 'ar' ? 'هالة المنقطعة' : 'Hala Dropped');

    // Arabic runs on a phone's width: the actions and their dialogs fit 390 px.
    if (lang === 'ar') await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signInAs(page, operator);
    await page.goto(`/admin/trials/${trialId}`);
    const actions = page.getByRole('heading', { level: 2, name: a('marking.actions.title') }).locator('..');
    await expect(actions).toBeVisible();
    await expect(actions.getByRole('button', { name: a('marking.actions.delete') })).toHaveCount(0);

    // Reopen: by the keyboard, with a reason; an empty reason is refused in place.
    await actions.getByRole('button', { name: a('marking.actions.reopen') }).focus();
    await page.keyboard.press('Enter');
    const reopen = page.getByRole('dialog', { name: a('marking.actions.reopenTitle') });
    const minutes = reopen.getByLabel(a('marking.actions.minutes'));
    await expect(minutes).toBeFocused();
    await minutes.fill('10');
    await reopen.getByRole('button', { name: a('marking.actions.reopenConfirm') }).click();
    await expect(reopen.getByText(a('marking.actions.reasonRequired'))).toBeVisible();
    await reopen.getByLabel(a('marking.actions.reason')).fill(lang === 'ar' ? 'انقطع الاتصال' : 'The connection dropped');
    const fits = (el: HTMLElement) => el.scrollWidth <= el.clientWidth;
    expect(await reopen.evaluate(fits)).toBe(true);
    await page.screenshot({ path: `/tmp/pw-attempt/reopen-dialog-${lang}.png` });
    await expectAccessible(page);
    const before = Date.now();
    await reopen.getByRole('button', { name: a('marking.actions.reopenConfirm') }).click();
    await expect(reopen).toBeHidden();
    await expect(actions.getByRole('status')).toBeVisible();
    // Back in progress: no reopen any more, and the student's own trial now runs until ten minutes from now.
    await expect(actions.getByRole('button', { name: a('marking.actions.reopen') })).toHaveCount(0);
    const resumed = await apiAs(request, student)<{ id: string; deadline: string }>('POST', `quizzes/quizzes/${quizId}/start/`, {});
    expect(resumed.id).toBe(trialId);
    expect(new Date(resumed.deadline).getTime()).toBeGreaterThanOrEqual(before + 9 * 60_000);

    // Grant an extra attempt: confirmed with a reason, announced with the student's count.
    await actions.getByRole('button', { name: a('marking.actions.grant') }).click();
    const grant = page.getByRole('dialog', { name: a('marking.actions.grantTitle') });
    await expect(grant.getByLabel(a('marking.actions.reason'))).toBeFocused();
    await grant.getByLabel(a('marking.actions.reason')).fill(lang === 'ar' ? 'ظرف صحي' : 'Was unwell');
    expect(await grant.evaluate(fits)).toBe(true);
    await page.screenshot({ path: `/tmp/pw-attempt/grant-dialog-${lang}.png` });
    await expectAccessible(page);
    await grant.getByRole('button', { name: a('marking.actions.grantConfirm') }).click();
    await expect(grant).toBeHidden();
    await expect(actions.getByRole('status')).toHaveText(a('marking.actions.granted', { count: 1, n: 1 }));

    // The student finishes the reopened attempt, then starts once more thanks to the grant.
    const api = apiAs(request, student);
    await api('POST', `quizzes/trials/${trialId}/complete/`, {});
    const again = await api<{ id: string }>('POST', `quizzes/quizzes/${quizId}/start/`, {});
    expect(again.id).not.toBe(trialId);
  });
}
