import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { publishEssayQuiz, writeEssay } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`an operator marks an essay anonymously from the queue and finds the mark on the attempt (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const a = adminTexts(lang);
    const operator = await signInDemoAdmin(request);
    const quiz = await publishEssayQuiz(request, operator);
    const fullname = lang === 'ar' ? 'ليلى الكاتبة' : 'Layla Writer';
    const essay = lang === 'ar' ? 'الماء أساس الحياة، ومنه خُلق كل شيء حي.' : 'Water is the basis of life on Earth.';
    const { student } = await writeEssay(request, quiz.quizId, lang, `<p>${essay}</p>`, fullname);
    const otherEssay = lang === 'ar' ? 'لا حياة بلا ماء.' : 'There is no life without water.';
    const other = await writeEssay(request, quiz.quizId, lang, `<p>${otherEssay}</p>`, lang === 'ar' ? 'عمر خالد' : 'Omar Khalid');

    await useLanguage(page, lang);
    await signInAs(page, operator);
    await page.goto(`/admin/quizzes/${quiz.quizId}/marking`);
    await expect(page.getByRole('heading', { level: 1, name: a('marking.queueTitle') })).toBeVisible();
    // One anonymous answer at a time: the question, the notes for markers, the essay and a candidate label, never a name.
    await expect(page.getByText(quiz.question[lang])).toBeVisible();
    await expect(page.getByText(quiz.markerInfo)).toBeVisible();
    await expect(page.getByText(a('marking.progress', { n: 1, total: 2 }))).toBeVisible();
    await expect(page.getByText(fullname)).toBeHidden();
    await expectAccessible(page);
    // j and k move through the queue (outside the form's fields).
    const shown = () => page.getByText(essay).or(page.getByText(otherEssay));
    const first = await shown().textContent();
    await page.keyboard.press('j');
    await expect(page.getByText(a('marking.progress', { n: 2, total: 2 }))).toBeVisible();
    await expect(shown()).not.toHaveText(first!);
    await page.keyboard.press('k');
    await expect(page.getByText(a('marking.progress', { n: 1, total: 2 }))).toBeVisible();
    await expect(shown()).toHaveText(first!);
    const writer = first === essay ? { fullname, email: student.email } : { fullname: other.student.fullname, email: other.student.email };

    // Who wrote it shows only on request, after a warning that the look is audited.
    await page.getByRole('button', { name: a('marking.reveal') }).click();
    const dialog = page.getByRole('dialog', { name: a('marking.revealTitle') });
    await expect(dialog).toContainText(a('marking.revealDescription'));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('marking.reveal') }).click();
    await expect(page.getByText(a('marking.revealed', { name: writer.fullname, email: writer.email }))).toBeVisible();

    // Out of range: the form says so and nothing is saved.
    const points = page.getByLabel(a('marking.pointsOf', { min: 0, max: 4 }));
    await points.fill('9');
    await page.getByRole('button', { name: a('marking.saveNext') }).click();
    await expect(page.getByText(a('marking.pointsRange', { min: 0, max: 4 }))).toBeVisible();

    const comment = lang === 'ar' ? 'أحسنت، أضف مثالًا.' : 'Well done; add an example.';
    await points.fill('3');
    await page.getByLabel(a('marking.comment')).fill(comment);
    // Ctrl+Enter saves and moves on, from any field of the form: the other answer is the only one left.
    await page.getByLabel(a('marking.comment')).press('Control+Enter');
    await expect(page.getByText(a('marking.progress', { n: 1, total: 1 }))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: a('marking.saved') })).toBeAttached();
    await expect(shown()).not.toHaveText(first!);
    await expect(page.getByText(a('marking.revealed', { name: writer.fullname, email: writer.email }))).toBeHidden();
    await points.fill('3');
    await page.getByLabel(a('marking.comment')).fill(comment);
    await page.getByRole('button', { name: a('marking.saveNext') }).click();
    await expect(page.getByText(a('marking.nothingLeft'))).toBeVisible();
    await expectAccessible(page);

    // The attempts list shows the student with the attempt marked (3 of 4 for the essay, 1 for the right choice);
    // the attempt shows the mark and the comment.
    await page
      .getByRole('link', { name: a('marking.attempts') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('marking.trialsTitle') })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: student.email });
    await expect(row.getByText(a('marking.state.complete'))).toBeVisible();
    await expect(row).toContainText(a('marking.points', { score: 4, max: 5 }));
    await expectAccessible(page);
    await row.getByRole('link', { name: fullname }).click();
    await expect(page.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
    await expect(page.getByText(essay)).toBeVisible();
    await expect(page.getByText(comment)).toBeVisible();
    const markedBy = a('marking.markedBy', { marker: operator.fullname, when: '' }).replace(/[,،]\s*$/, '');
    await expect(page.getByText(markedBy)).toBeVisible();

    // Overriding the machine's mark needs a reason: the server's field error shows under the field.
    const override = page.locator('details');
    await override.getByText(a('marking.overrideThis')).click();
    await override.getByLabel(a('marking.pointsOf', { min: 0, max: 1 })).fill('0');
    await override.getByRole('button', { name: a('marking.save') }).click();
    await expect(override.getByText(textsFor(lang)('admin-errors:marking.reason_required'))).toBeVisible();
    await override.getByLabel(a('marking.reason')).fill(lang === 'ar' ? 'خطأ في مفتاح الإجابة' : 'Wrong answer key');
    await override.getByRole('button', { name: a('marking.save') }).click();
    await expect(override.getByRole('status')).toHaveText(a('marking.saved'));
    await expectAccessible(page);
  });
}
