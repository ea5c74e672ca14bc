import { signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts, fillBilingual } from './support/console.js';
import { apiAs, writeEssay } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`an operator gives an essay a rubric, marks an answer by its levels, and the student reads the mark (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const a = adminTexts(lang);
    const t = textsFor(lang);
    const operator = await signInDemoAdmin(request);
    const api = apiAs(request, operator);
    const tag = Math.random().toString(36).slice(2, 7);
    const question = { ar: `اكتب عن الماء ${tag}`, en: `Write about water ${tag}` };
    const essay = await api<{ id: number }>('POST', 'admin/questions/', {
      type: 'essay',
      text: question,
      category: null,
      mark: 4,
      key: { type: 'essay', min_words: null, max_words: null },
    });

    // The bank editor: a rubric of two criteria, each with the two levels it starts with, the total against the mark.
    await useLanguage(page, lang);
    await signInAs(page, operator);
    await page.goto('/admin/bank');
    await page.getByRole('searchbox', { name: a('bank.search') }).fill(tag);
    await page.getByRole('row').filter({ hasText: question[lang] }).getByRole('button', { name: question[lang] }).click();
    const edit = page.getByRole('dialog', { name: a('bank.form.editTitle') });
    await edit.getByRole('button', { name: a('bank.types.essay.rubric.add') }).click();
    await edit.getByRole('button', { name: a('bank.types.essay.rubric.addCriterion') }).click();
    const criteria = [
      { title: ['الفكرة', 'Idea'], top: 2.5, description: ['واضحة', 'Clear'] },
      { title: ['اللغة', 'Language'], top: 1.5, description: ['سليمة', 'Sound'] },
    ] as const;
    for (const [i, c] of criteria.entries()) {
      const criterion = a('bank.types.essay.rubric.criterion', { n: i + 1 });
      await fillBilingual(edit, lang, a('bank.types.essay.rubric.criterionTitle', { criterion }), c.title[0], c.title[1]);
      const level = a('bank.types.essay.rubric.level', { criterion, n: 2 });
      await edit.getByLabel(a('bank.types.essay.rubric.points', { level }), { exact: true }).fill(String(c.top));
      await fillBilingual(edit, lang, a('bank.types.essay.rubric.description', { level }), c.description[0], c.description[1]);
    }
    await expect(edit.getByRole('status').filter({ hasText: a('bank.types.essay.rubric.total', { total: 4, mark: 4 }) })).toBeVisible();
    await expectAccessible(page);
    await edit.getByRole('button', { name: a('actions.save') }).click();
    await expect(edit).toBeHidden();

    const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
      title: { ar: `مقال ${tag}`, en: `Essay ${tag}` },
      sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [essay.id] }],
    });
    await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});
    const { student, trialId } = await writeEssay(
      request,
      quiz.id,
      lang,
      `<p>${lang === 'ar' ? 'الماء سر الحياة.' : 'Water is life.'}</p>`,
    );

    // The queue: a radio group of levels per criterion; arrow keys move within a group; the total follows.
    await page.goto(`/admin/quizzes/${quiz.id}/marking`);
    const idea = page.getByRole('group', { name: criteria[0].title[lang === 'ar' ? 0 : 1] });
    const language = page.getByRole('group', { name: criteria[1].title[lang === 'ar' ? 0 : 1] });
    const total = page.getByLabel(a('marking.rubric.total', { max: 4 }));
    await expect(total).toHaveValue('');
    await idea.getByRole('radio').first().check();
    await page.keyboard.press('ArrowDown');
    const ideaTop = `${a('marking.rubric.levelPoints', { points: 2.5 })} — ${criteria[0].description[lang === 'ar' ? 0 : 1]}`;
    await expect(idea.getByRole('radio', { name: ideaTop })).toBeChecked();
    await language.getByRole('radio', { name: a('marking.rubric.levelPoints', { points: 0 }) }).check();
    await expect(total).toHaveValue(new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(2.5));
    await expectAccessible(page);
    const comment = lang === 'ar' ? 'فكرة واضحة، راجع اللغة.' : 'A clear idea; check the language.';
    await page.getByLabel(a('marking.comment')).fill(comment);
    await page.getByRole('button', { name: a('marking.saveNext') }).click();
    await expect(page.getByText(a('marking.nothingLeft'))).toBeVisible();

    // The student's result: the mark the levels made and the comment.
    const context = await browser.newContext();
    const studentPage = await context.newPage();
    await useLanguage(studentPage, lang);
    await signInAs(studentPage, student);
    await studentPage.goto(`/quizzes/${quiz.id}/trials/${trialId}/results`);
    await expect(studentPage.getByText(t('results:review.marks', { mark: 2.5, max: 4, count: 4 }))).toBeVisible();
    await expect(studentPage.getByText(comment)).toBeVisible();
    // And how the levels made it: each criterion with the level the marker chose.
    const rubric = studentPage.getByRole('table', { name: t('results:review.rubric.title') });
    const side = lang === 'ar' ? 0 : 1;
    await expect(rubric.getByRole('row', { name: new RegExp(criteria[0].title[side]) })).toContainText(criteria[0].description[side]);
    await expect(rubric.getByRole('row', { name: new RegExp(criteria[1].title[side]) })).toBeVisible();
    await expectAccessible(studentPage);
    await context.close();
  });
}
