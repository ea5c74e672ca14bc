import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { findQuiz, startTrial } from './support/quiz-api.js';
import { richEditor } from './support/rich-editor.js';
import { textsFor } from './support/texts.js';

const ESSAY = {
  ar: 'النخلة لا يضيع منها شيء لأن تمرها غذاء وسعفها حصير وسلال وجذوعها سقوف للبيوت القديمة. المعادلة \\(E = mc^2\\) لا علاقة لها بالنخل.',
  en: 'Nothing of the palm goes to waste: its dates are food, its fronds become mats and baskets, its trunks roofed old houses.',
};

for (const lang of ['ar', 'en'] as const) {
  test(`a student reads the passage beside the question, writes an essay and sees the result awaiting marking (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsFor(lang);
    const student = await registerStudent(request, lang);
    const quiz = await findQuiz(request, student, 'Reading and writing: the date palm', lang);
    const { trialId } = await startTrial(request, student, quiz.id);
    await useLanguage(page, lang);
    await signInAs(page, student);

    const ids = (await (
      await request.get(`/api/v1/quizzes/quizzes/${quiz.id}/trials/${trialId}/questions/ids/`, {
        headers: { authorization: `Bearer ${student.access}` },
      })
    ).json()) as { id: number }[];
    const essayId = ids[ids.length - 1]!.id;
    await page.goto(`/quizzes/${quiz.id}/trials/${trialId}/play/${essayId}`);

    // The passage is its own scrollable region beside (or above) the question, in the page's language.
    const passage = page.getByRole('region', { name: t('player:question.passage') });
    await expect(passage).toContainText(lang === 'ar' ? 'النخلة شجرة مباركة' : 'The date palm is a blessed tree');

    const box = page.getByRole('textbox', { name: t('player:types.essay.label') });
    // Typed once the editor has replaced the plain box it shows while loading (on a slow machine the swap came
    // mid-fill and the text was lost; see the session note).
    await expect(box).toHaveAttribute('contenteditable', 'true');
    await box.fill(ESSAY[lang]);
    // Words are counted as the marker counts them; the limits (30–150) are said beside the count.
    await expect(page.getByText(t('player:types.essay.under'), { exact: false })).toBeVisible();
    await expectAccessible(page);
    await box.blur();
    await expect
      .poll(async () => {
        const res = await request.get(`/api/v1/quizzes/trial/${trialId}/questions/${essayId}/`, {
          headers: { authorization: `Bearer ${student.access}` },
        });
        return ((await res.json()) as { response: { text: string } | null }).response?.text ?? '';
      })
      .toContain(lang === 'ar' ? 'النخلة لا يضيع' : 'Nothing of the palm');

    await page.getByRole('button', { name: t('player:nav.finish') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('player:review.submit') })
      .click();
    // The two questions on the passage were left unanswered: the player asks to confirm.
    await page
      .getByRole('dialog', { name: t('player:review.confirmTitle') })
      .getByRole('button', { name: t('player:review.submitNow') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/trials/${trialId}/results$`));
    await expect(page.getByRole('heading', { name: t('results:marking.pendingTitle') })).toBeVisible();
    await expect(page.getByText(t('results:review.pending'), { exact: false }).first()).toBeVisible();
    await expectAccessible(page);
  });
}

for (const lang of ['ar', 'en'] as const) {
  test(`an operator edits a section's passage and the overall feedback bands, and they are saved (${lang})`, async ({ page, request }) => {
    const a = adminTexts(lang);
    const admin = await signInDemoAdmin(request);
    const headers = { authorization: `Bearer ${admin.access}` };
    const created = await request.post('/api/v1/admin/quizzes/', {
      headers,
      data: { title: { ar: 'فهم المقروء', en: 'Reading' }, sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [] }] },
    });
    const quizId = ((await created.json()) as { id: number }).id;
    await useLanguage(page, lang);
    await signInAs(page, admin);
    await page.goto(`/admin/quizzes/${quizId}`);

    // Written in the editor (once loaded; the plain box before it keeps the text without paragraphs).
    const passage = await richEditor(page, lang, a('form.inArabic', { label: a('editor.fields.passage') }));
    await passage.box.fill('نص القراءة');
    const card = page.getByRole('region', { name: a('editor.overallFeedback') });
    await card.getByRole('button', { name: a('editor.addBand') }).click();
    await card.getByRole('spinbutton', { name: a('editor.fields.bandFrom') }).fill('80');
    const band = await richEditor(card, lang, a('form.inArabic', { label: a('editor.fields.bandText') }));
    await band.box.fill('ممتاز');
    await expectAccessible(page);
    await page.getByRole('button', { name: a('actions.save'), exact: true }).click();
    await expect
      .poll(async () => {
        const quiz = (await (await request.get(`/api/v1/admin/quizzes/${quizId}/`, { headers })).json()) as {
          draft: { sections: { passage?: { ar: string } }[]; overall_feedback?: { min_percentage: number; text: { ar: string } }[] };
        };
        return [
          quiz.draft.sections[0]?.passage?.ar,
          quiz.draft.overall_feedback?.[0]?.min_percentage,
          quiz.draft.overall_feedback?.[0]?.text.ar,
        ];
      })
      .toEqual(['<p>نص القراءة</p>', 80, '<p>ممتاز</p>']);
  });
}
