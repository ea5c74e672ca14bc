import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts, fillBilingual } from './support/console.js';
import { apiAs, publishEssayQuiz } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { questionIds, startTrial } from './support/quiz-api.js';
import { insertEquation, richEditor, TINY_PNG } from './support/rich-editor.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`an operator writes a question with bold, an image and an equation in the editor; the student sees them typeset (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const a = adminTexts(lang);
    const num = (n: number) => new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(n);
    const admin = await signInDemoAdmin(request);
    await useLanguage(page, lang);
    await signInAs(page, admin);
    await page.goto('/admin/bank');
    await page.getByRole('button', { name: a('bank.new') }).click();
    const dialog = page.getByRole('dialog', { name: a('bank.form.newTitle') });
    const stamp = Date.now().toString(36);

    // Arabic: bold by shortcut, a formula from the equation dialog (left to right inside the right-to-left text).
    const arabic = await richEditor(dialog, lang, a('form.inArabic', { label: a('bank.form.text') }));
    await expect(arabic.box).toHaveAttribute('dir', 'rtl');
    await expect(arabic.box).toHaveAttribute('aria-multiline', 'true');
    await arabic.box.click();
    await page.keyboard.type(`احسب ${stamp} `);
    await page.keyboard.press('ControlOrMeta+b');
    await expect(arabic.tool('bold')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('مساحة الدائرة');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' إذا كانت ');
    await arabic.tool('math').click();
    await insertEquation(page, lang, 'A = \\pi r^2', arabic.box);
    await expect(arabic.box.locator('strong')).toHaveText('مساحة الدائرة');
    await expect(arabic.box.locator('[data-type="inline-math"][dir="ltr"] .katex')).toBeVisible();
    // A double click opens the formula again, its TeX in the box.
    await arabic.box.locator('[data-type="inline-math"]').dblclick();
    const again = page.getByRole('dialog', { name: arabic.e('math.editTitle') });
    await expect(again.getByLabel(arabic.e('math.tex'))).toHaveValue('A = \\pi r^2');
    await again.getByRole('button', { name: arabic.e('cancel') }).click();
    await expect(arabic.box).toBeFocused();
    await page.keyboard.press('End');

    // An image needs its description before it is inserted.
    await arabic.tool('image').click();
    const imageDialog = page.getByRole('dialog', { name: arabic.e('image.title') });
    await imageDialog.getByLabel(arabic.e('image.file')).setInputFiles({ name: 'circle.png', mimeType: 'image/png', buffer: TINY_PNG });
    await imageDialog.getByRole('button', { name: arabic.e('image.insert') }).click();
    await expect(imageDialog.getByText(arabic.e('image.altRequired'))).toBeVisible();
    await imageDialog.getByLabel(arabic.e('image.alt')).fill('دائرة نصف قطرها r');
    await imageDialog.getByRole('button', { name: arabic.e('image.insert') }).click();
    await expect(imageDialog).toBeHidden();
    await expect(arabic.box.locator('img[alt="دائرة نصف قطرها r"]')).toHaveAttribute('src', /^\/uploads\/question-media\//);

    // English: left to right, a link through the dialog (only http, https and mailto are taken).
    const english = await richEditor(dialog, lang, a('form.inEnglish', { label: a('bank.form.text') }));
    await expect(english.box).toHaveAttribute('dir', 'ltr');
    await english.box.click();
    await page.keyboard.type(`Find the ${stamp} `);
    await english.tool('bold').click();
    await page.keyboard.type('area');
    await english.tool('bold').click();
    await page.keyboard.type(' of ');
    await english.tool('math').click();
    await insertEquation(page, lang, '\\pi r^2', english.box);
    await page.keyboard.press('ControlOrMeta+k');
    const linkDialog = page.getByRole('dialog', { name: english.e('link.title') });
    await linkDialog.getByLabel(english.e('link.url')).fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: english.e('link.apply') }).click();
    await expect(linkDialog.getByText(english.e('link.invalid'))).toBeVisible();
    await linkDialog.getByLabel(english.e('link.url')).fill('mizan.sa/help');
    await linkDialog.getByRole('button', { name: english.e('link.apply') }).click();
    await expect(english.box.locator('a[href="https://mizan.sa/help"]')).toBeVisible();

    await fillBilingual(dialog, lang, a('bank.form.optionN', { n: num(1) }), 'πr²', 'πr²');
    await fillBilingual(dialog, lang, a('bank.form.optionN', { n: num(2) }), '2πr', '2πr');
    await dialog.getByLabel(a('bank.form.correct', { option: a('bank.form.optionN', { n: num(1) }) })).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: a('actions.save') }).click();
    await expect(dialog).toBeHidden();

    // Stored as the sanitizer keeps it: TeX source in a math span, never KaTeX's markup.
    const api = apiAs(request, admin);
    const found = await api<{ results: { id: number; text: { ar: string; en: string } }[] }>('GET', `admin/questions/?search=${stamp}`);
    const question = found.results[0]!;
    expect(question.text.ar).toContain('<strong>مساحة الدائرة</strong>');
    expect(question.text.ar).toContain('<span data-type="inline-math" data-latex="A = \\pi r^2" dir="ltr">');
    expect(question.text.ar).not.toContain('katex');
    expect(question.text.en).toContain('<strong>area</strong>');
    expect(question.text.en).toContain('href="https://mizan.sa/help"');

    const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
      title: { ar: `مساحات ${stamp}`, en: `Areas ${stamp}` },
      sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [question.id] }],
    });
    await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});
    const student = await registerStudent(request, lang);
    const { trialId } = await startTrial(request, student, quiz.id);
    const [first] = await questionIds(request, student, quiz.id, trialId);
    const context = await browser.newContext();
    const player = await context.newPage();
    await useLanguage(player, lang);
    await signInAs(player, student);
    await player.goto(`/quizzes/${quiz.id}/trials/${trialId}/play/${first!.id}`);
    const text = player.locator('main .rich-text').filter({ hasText: stamp }).first();
    await expect(text.locator('strong, b').first()).toBeVisible();
    await expect(text.locator('[data-type="inline-math"] .katex').first()).toBeVisible();
    await expectAccessible(player);
    await context.close();
  });

  test(`a student writes an essay in the editor, in Arabic with an equation, and it is saved as rich text (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = textsFor(lang);
    const quiz = await publishEssayQuiz(request, await signInDemoAdmin(request));
    const student = await registerStudent(request, lang);
    const { trialId } = await startTrial(request, student, quiz.quizId);
    const ids = await questionIds(request, student, quiz.quizId, trialId);
    await useLanguage(page, lang);
    await signInAs(page, student);
    // The editor's chunk is fetched only on an essay question: not on the single-choice one beside it.
    const api = apiAs(request, student);
    const types = await Promise.all(ids.map(({ id }) => api<{ type: string }>('GET', `quizzes/trial/${trialId}/questions/${id}/`)));
    const essayId = ids[types.findIndex((q) => q.type === 'essay')]!.id;
    const choiceId = ids[types.findIndex((q) => q.type !== 'essay')]!.id;
    const editorChunks: string[] = [];
    page.on('request', (r) => /\/assets\/rich-editor-.*\.js$/.test(r.url()) && editorChunks.push(r.url()));
    await page.goto(`/quizzes/${quiz.quizId}/trials/${trialId}/play/${choiceId}`);
    await expect(page.getByRole('radio').first()).toBeVisible();
    expect(editorChunks).toEqual([]);
    await page.goto(`/quizzes/${quiz.quizId}/trials/${trialId}/play/${essayId}`);

    const label = t('player:types.essay.label');
    const essay = await richEditor(page, lang, label);
    // Empty, the box starts in the page's direction; Arabic text then sets its own.
    await expect(essay.box).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(essay.tool('image')).toHaveCount(0);
    await expect(essay.tool('link')).toHaveCount(0);
    await essay.box.click();
    await page.keyboard.type('الماء سر الحياة ونحتاجه كل يوم، ');
    await expect(essay.box).toHaveAttribute('dir', 'auto');
    await page.keyboard.press('ControlOrMeta+Shift+e');
    await insertEquation(page, lang, 'H_2O', essay.box);
    await page.keyboard.type(' هو صيغته.');
    await expect(essay.box.locator('[data-type="inline-math"] .katex')).toBeVisible();
    // Words are counted as the marker counts them, the formula's TeX included (H_2O is two).
    const words = t('player:types.essay.words', { count: 10, formatted: '10' });
    await expect(page.getByText(new RegExp(`^(${words}|${words.replace('10', '١٠')})`))).toBeVisible();
    await expectAccessible(page);
    await essay.box.blur();
    await expect
      .poll(async () => {
        const res = await request.get(`/api/v1/quizzes/trial/${trialId}/questions/${essayId}/`, {
          headers: { authorization: `Bearer ${student.access}` },
        });
        return ((await res.json()) as { response: { text: string } | null }).response?.text ?? '';
      })
      .toContain('<span data-type="inline-math" data-latex="H_2O" dir="ltr">H_2O</span>');

    // Back on the question later, the saved answer opens in the editor with its formula typeset.
    await page.reload();
    const again = await richEditor(page, lang, label);
    await expect(again.box).toContainText('الماء سر الحياة');
    await expect(again.box.locator('[data-type="inline-math"] .katex')).toBeVisible();
  });
}
