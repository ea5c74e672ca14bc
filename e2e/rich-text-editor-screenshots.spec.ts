import { registerStudent, signInDemoAdmin } from './support/accounts.js';
import { apiAs, publishEssayQuiz, writeEssay } from './support/essay-quiz.js';
import { expect, test } from './support/fixtures.js';
import { forEachLook, settled } from './support/looks.js';
import { questionIds, startTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

// Visual review only: SCREENSHOTS=1 npx playwright test e2e/rich-text-editor-screenshots.spec.ts → screenshots/ (gitignored).
test.skip(!process.env['SCREENSHOTS'], 'screenshots are taken on request');

const math = (tex: string) => `<span data-type="inline-math" data-latex="${tex}" dir="ltr">${tex}</span>`;

test('the rich-text editor in the console and in an essay answer, in both languages, themes and sizes', async ({ browser, request }) => {
  test.setTimeout(900_000);
  const operator = await signInDemoAdmin(request);
  const api = apiAs(request, operator);
  const tag = Math.random().toString(36).slice(2, 7);
  // Mixed direction on purpose: Arabic sentences around left-to-right formulas, a list, a link.
  const text = {
    ar: `<p>احسب <strong>مساحة الدائرة</strong> ${tag} إذا كان نصف قطرها ${math('r = 3')} سم، علمًا أن ${math('A = \\pi r^2')}.</p><ol><li>اكتب القانون</li><li>عوّض <em>القيم</em></li></ol>`,
    en: `<p>Find the <strong>area of the circle</strong> ${tag} of radius ${math('r = 3')} cm, given ${math('A = \\pi r^2')}.</p><ul><li>Write the formula</li><li>See <a href="https://mizan.sa/help">help</a></li></ul>`,
  };
  await api('POST', 'admin/questions/', {
    text,
    category: null,
    options: [
      { text: { ar: '٩π', en: '9π' }, correct: true },
      { text: { ar: '٦π', en: '6π' }, correct: false },
    ],
  });

  const quiz = await publishEssayQuiz(request, operator);
  const student = await registerStudent(request, 'ar');
  const { trialId } = await startTrial(request, student, quiz.quizId);
  const asStudent = apiAs(request, student);
  const ids = await questionIds(request, student, quiz.quizId, trialId);
  const types = await Promise.all(ids.map(({ id }) => asStudent<{ type: string }>('GET', `quizzes/trial/${trialId}/questions/${id}/`)));
  const essayId = ids[types.findIndex((q) => q.type === 'essay')]!.id;
  await asStudent('POST', `quizzes/trials/${trialId}/question/${essayId}/submit-answer/`, {
    response: {
      text: `<p>الماء سر الحياة، وصيغته ${math('H_2O')}؛ و<strong>يغلي</strong> عند ${math('100^\\circ C')}.</p><ul><li>الشرب</li><li>الزراعة</li></ul>`,
    },
  });

  // An essay marked by a rubric: the student's review lists each criterion's chosen level beside the typeset answer.
  const bi = (ar: string, en: string) => ({ ar, en });
  const rubricEssay = await api<{ id: number }>('POST', 'admin/questions/', {
    type: 'essay',
    text: bi(`اكتب عن الماء ${tag}`, `Write about water ${tag}`),
    category: null,
    mark: 4,
    key: {
      type: 'essay',
      min_words: null,
      max_words: null,
      rubric: {
        criteria: [
          {
            title: bi('الفكرة', 'Idea'),
            levels: [
              { points: 0, description: bi('غائبة', 'Missing') },
              { points: 2.5, description: bi('واضحة ومدعومة بأمثلة', 'Clear, with examples') },
            ],
          },
          {
            title: bi('اللغة', 'Language'),
            levels: [
              { points: 0.5, description: bi('أخطاء كثيرة', 'Many errors') },
              { points: 1.5, description: bi('سليمة', 'Sound') },
            ],
          },
        ],
      },
    },
  });
  const rubricQuiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
    title: bi(`مقال ${tag}`, `Essay ${tag}`),
    sections: [{ kind: 'fixed', title: bi('', ''), questions: [rubricEssay.id] }],
  });
  await api('POST', `admin/quizzes/${rubricQuiz.id}/publish/`, {});
  const marked = await writeEssay(request, rubricQuiz.id, 'ar', `<p>الماء ${math('H_2O')} سر الحياة، و<strong>نحتاجه</strong> كل يوم.</p>`);
  await api('POST', `admin/trials/${marked.trialId}/marks/`, {
    question: rubricEssay.id,
    points: 3,
    comment: 'فكرة واضحة، راجع اللغة.',
    rubric: [
      { criterion: 0, level: 1 },
      { criterion: 1, level: 0 },
    ],
  });
  await forEachLook(browser, marked.student, async (page, look) => {
    await page.goto(`/quizzes/${rubricQuiz.id}/trials/${marked.trialId}/results`);
    await expect(page.getByRole('table').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/rich-text-editor/review-${look.name}.png`, fullPage: true });
  });

  await forEachLook(browser, operator, async (page, look) => {
    const e = (key: string) => textsFor(look.lang)(`editor:${key}`);
    await page.goto('/admin/bank');
    await page.getByRole('searchbox', { name: textsFor(look.lang)('admin:bank.search') }).fill(tag);
    await page.getByRole('row').filter({ hasText: tag }).getByRole('button').filter({ hasText: tag }).first().click();
    const dialog = page.getByRole('dialog').first();
    await expect(dialog.getByRole('toolbar').first()).toBeVisible();
    await expect(dialog.locator('[contenteditable] .katex').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/rich-text-editor/console-${look.name}.png` });
    await dialog
      .getByRole('toolbar')
      .first()
      .getByRole('button', { name: e('tools.math'), exact: true })
      .click();
    const equation = page.getByRole('dialog', { name: e('math.title') });
    await equation.getByLabel(e('math.tex')).fill('x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}');
    await expect(equation.locator('.math-preview .katex')).toBeVisible();
    await page.screenshot({ path: `screenshots/rich-text-editor/equation-${look.name}.png` });
  });

  await forEachLook(browser, student, async (page, look) => {
    await page.goto(`/quizzes/${quiz.quizId}/trials/${trialId}/play/${essayId}`);
    await expect(page.getByRole('toolbar')).toBeVisible();
    await expect(page.locator('[contenteditable] .katex').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `screenshots/rich-text-editor/essay-${look.name}.png`, fullPage: true });
  });
});
