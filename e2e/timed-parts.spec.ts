import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { apiAs } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { startTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

for (const lang of ['ar', 'en'] as const) {
  test(`a timed question closes on the server's clock: the player counts it down, moves on, and can't reopen it (${lang})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const t = textsFor(lang);
    const api = apiAs(request, await signInDemoAdmin(request));
    const tag = Math.random().toString(36).slice(2, 7);
    const question = (en: string, settings: object = {}) =>
      api<{ id: number }>('POST', 'admin/questions/', {
        text: { ar: `${en} (ar) ${tag}`, en: `${en} ${tag}` },
        category: null,
        options: [
          { text: { ar: 'نعم', en: 'Yes' }, correct: true },
          { text: { ar: 'لا', en: 'No' }, correct: false },
        ],
        ...settings,
      });
    const timed = await question('Quick: is ice cold?', { time_limit_seconds: 6 });
    const next = await question('Is fire hot?');
    const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
      title: { ar: `سرعة ${tag}`, en: `Speed ${tag}` },
      sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [timed.id, next.id] }],
    });
    await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});

    const student = await registerStudent(request, lang);
    const { trialId, playPath } = await startTrial(request, student, quiz.id);
    await useLanguage(page, lang);
    await signInAs(page, student);
    await page.goto(playPath);
    const countdown = page.getByTestId('part-countdown');
    await expect(countdown).toContainText(t('player:timer.part.question'));
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await page.keyboard.press('1');
    await expect(page.locator('[data-state="saved"]')).toBeVisible();
    await expectAccessible(page);

    // At zero the player moves on by itself; the answer given in time is kept.
    await expect(page).toHaveURL(new RegExp(`/play/${next.id}$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lang === 'ar' ? `Is fire hot? (ar) ${tag}` : `Is fire hot? ${tag}`);
    const own = await request.get(`/api/v1/quizzes/trial/${trialId}/questions/${timed.id}/`, {
      headers: { authorization: `Bearer ${student.access}` },
    });
    expect(await own.json()).toMatchObject({
      selected_answer_id: expect.any(Number),
      part_timer: { scope: 'question', remaining_seconds: 0 },
    });

    // Going back to it passes it over again: a closed question can't be answered any more.
    await page.getByRole('button', { name: t('player:nav.previous') }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${next.id}$`));
    // Past the 5 seconds of grace a late answer (one sent at the last second) gets, the server refuses it.
    const late = () =>
      request.post(`/api/v1/quizzes/trials/${trialId}/question/${timed.id}/submit-answer/`, {
        headers: { authorization: `Bearer ${student.access}`, 'accept-language': lang },
        data: { selected_answer_id: null },
      });
    await expect.poll(async () => (await late()).status(), { timeout: 15_000, intervals: [1_000] }).toBe(409);
    expect((await (await late()).json()).detail).toBe(t('quizzes-errors:player.part_time_over'));
  });
}
