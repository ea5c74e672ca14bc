import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signInAs, signInDemoAdmin, type Student } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { apiAs, publishEssayQuiz, writeEssay } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';

/** A staff account the admin creates through the API, signed in: one of the two markers. */
async function seedMarker(request: APIRequestContext, admin: Student, fullname: string) {
  const email = `marker-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Mizan-${randomBytes(6).toString('hex')}`;
  await apiAs(request, admin)('POST', 'admin/users/', { email, fullname, role: 'staff', password });
  const login = await request.post('/api/v1/auth/login/', { data: { email, password } });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  return (await login.json()) as Pick<Student, 'access' | 'refresh'>;
}

/** A page of its own (a browser context each: the markers are different people) on the quiz's marking queue. */
async function queueAs(browser: Browser, user: Pick<Student, 'access' | 'refresh'>, lang: Lang, quizId: number, state = '') {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, lang);
  await signInAs(page, user);
  await page.goto(`/admin/quizzes/${quizId}/marking${state ? `?state=${state}` : ''}`);
  return page;
}

for (const lang of ['en', 'ar'] as const) {
  test(`second marking (${lang}): two markers mark blind and apart, an admin agrees a mark, the result is released`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const a = adminTexts(lang);
    const admin = await signInDemoAdmin(request);
    const quiz = await publishEssayQuiz(request, admin, { second_marking: { threshold_percent: 25 } });
    const { student, trialId } = await writeEssay(request, quiz.quizId, lang, '<p>Water is life.</p>');
    const first = await seedMarker(request, admin, lang === 'ar' ? 'المصحح الأول' : 'First Marker');
    const second = await seedMarker(request, admin, lang === 'ar' ? 'المصحح الثاني' : 'Second Marker');
    const points = (page: Page) => page.getByLabel(a('marking.pointsOf', { min: 0, max: 4 }));
    const save = (page: Page) => page.getByRole('button', { name: a('marking.saveNext') }).click();

    const one = await queueAs(browser, first, lang, quiz.quizId);
    await expect(one.getByText(a('marking.second.title'))).toBeVisible();
    await points(one).fill('1');
    await one.getByLabel(a('marking.comment')).fill('Too short');
    await save(one);
    await expect(one.getByText(a('marking.nothingLeft'))).toBeVisible();

    // Blind: the second marker has the answer to mark and sees nothing of the first mark.
    const two = await queueAs(browser, second, lang, quiz.quizId);
    await expect(two.getByText(a('marking.second.blind'))).toBeVisible();
    await expect(two.getByText('Too short')).toBeHidden();
    await expect(two.getByText(a('marking.second.kind.first', { points: 1 }))).toBeHidden();
    await points(two).fill('4');
    await save(two);
    await expect(two.getByText(a('marking.nothingLeft'))).toBeVisible();

    // Three points apart, above a point (25 % of 4): the answer needs agreement.
    const agree = await queueAs(browser, admin, lang, quiz.quizId);
    await expect(agree.getByText(a('marking.nothingLeft'))).toBeVisible();
    await agree.getByLabel(a('marking.show')).selectOption('disagreement');
    // The badge (the filter's option may say the same words).
    await expect(
      agree
        .locator('span')
        .filter({ hasText: a('marking.second.needsAgreement') })
        .first(),
    ).toBeVisible();
    await expect(agree.getByText(a('marking.second.kind.first', { points: 1 }))).toBeVisible();
    await expect(agree.getByText(a('marking.second.kind.second', { points: 4 }))).toBeVisible();
    await expectAccessible(agree);
    await points(agree).fill('3');
    await agree.getByLabel(a('marking.reason')).fill(lang === 'ar' ? 'اتفقنا بعد النقاش' : 'Agreed after discussion');
    await save(agree);
    await expect(agree.getByText(a('marking.nothingHere'))).toBeVisible();

    // Released: the essay's agreed 3 and the right choice's 1 of 5.
    const result = await apiAs(request, student)<{ results: { marking: string; percentage: number }[] }>(
      'GET',
      `quizzes/results/?trial__id=${trialId}`,
    );
    expect(result.results[0]).toMatchObject({ marking: 'complete', percentage: 80 });
  });
}
