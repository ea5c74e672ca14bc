import { registerStudent, signInAs } from './support/accounts.js';
import { expect, test, useLanguage } from './support/fixtures.js';
import { findQuiz, startTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`a student typing in the plain box while the editor loads keeps typing into the editor, nothing lost (${lang})`, async ({
    page,
    request,
  }) => {
    const t = textsFor(lang);
    const student = await registerStudent(request, lang);
    const quiz = await findQuiz(request, student, 'Reading and writing: the date palm', lang);
    const { trialId } = await startTrial(request, student, quiz.id);
    const ids = (await (
      await request.get(`/api/v1/quizzes/quizzes/${quiz.id}/trials/${trialId}/questions/ids/`, {
        headers: { authorization: `Bearer ${student.access}` },
      })
    ).json()) as { id: number }[];
    // The editor's code is held back until the student has started typing in the box shown meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/rich-editor-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await useLanguage(page, lang);
    await signInAs(page, student);
    await page.goto(`/quizzes/${quiz.id}/trials/${trialId}/play/${ids[ids.length - 1]!.id}`);

    const box = page.getByRole('textbox', { name: t('player:types.essay.label') });
    await expect(box).not.toHaveAttribute('contenteditable');
    await box.click();
    await page.keyboard.type('first part ');
    release();
    // The student goes on typing without looking: the swap happens somewhere in this word.
    await page.keyboard.type('andtherestoftheanswer', { delay: 40 });
    await expect(box).toHaveAttribute('contenteditable', 'true');
    await page.keyboard.type(' end');
    await expect(box).toHaveText('first part andtherestoftheanswer end');
  });
}
