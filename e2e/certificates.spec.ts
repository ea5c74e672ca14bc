import type { APIRequestContext, Page } from '@playwright/test';
import { registerStudent, signInAs, type Student } from './support/accounts.js';
import { expect, expectAccessible, test, useLanguage, type Lang } from './support/fixtures.js';
import { findQuiz } from './support/quiz-api.js';
import { finishAndConfirm, readyAfterInstructions } from './support/journey.js';
import { text, textsFor } from './support/texts.js';

type T = ReturnType<typeof textsFor>;

interface SeedQuestion {
  answers: { correct?: boolean }[];
}

/** The seeded Arabic grammar quiz keeps its order, so its definition says which key answers each question correctly. */
async function correctKeys(): Promise<string[]> {
  const seed = (await import('../apps/server/src/seed/quizzes/short-quizzes.js' as string)) as {
    arabicGrammarQuiz: { questions: SeedQuestion[] };
  };
  return seed.arabicGrammarQuiz.questions.map((q) => String(q.answers.findIndex((a) => a.correct) + 1));
}

/** Names the lookups give in a language: Saudi Arabia and its first city. */
async function saudiPlaces(request: APIRequestContext, lang: Lang) {
  const headers = { 'accept-language': lang };
  const countries = (await (await request.get('/api/v1/countries/?pagination=false', { headers })).json()) as {
    id: number;
    code: string;
    name: string;
  }[];
  const saudi = countries.find((c) => c.code === 'SA')!;
  const cities = (await (await request.get(`/api/v1/countries/countries/${saudi.id}/cities/?pagination=false`, { headers })).json()) as {
    name: string;
  }[];
  return { country: saudi.name, city: cities[0]!.name };
}

/** Forward-only player: the right key on each question, 'next' until the last, then 'finish' → 'leave the quiz'. */
async function answerCorrectly(page: Page, t: T, keys: string[]) {
  const checked = page.getByRole('radio', { checked: true });
  for (const [index, key] of keys.entries()) {
    // The previous question's checked option leaves first, then this question's options arrive.
    await expect(checked).toHaveCount(0);
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await page.keyboard.press(key);
    await expect(checked).toHaveCount(1);
    if (index < keys.length - 1) await page.getByRole('button', { name: t('player:nav.next'), exact: true }).click();
  }
  await finishAndConfirm(page, t);
}

for (const lang of ['ar', 'en'] as const satisfies Lang[]) {
  test.describe(`personal information and certificates (${lang})`, () => {
    const t = textsFor(lang);
    let student: Student;
    test.beforeEach(async ({ page, request }) => {
      student = await registerStudent(request, lang);
      await useLanguage(page, lang);
      await signInAs(page, student);
    });

    test('form before the start, quiz, result, certificate and its public verification', async ({ page, context, browser, request }) => {
      test.slow();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const quiz = await findQuiz(request, student, 'Arabic grammar', lang);
      const places = await saudiPlaces(request, lang);

      await page.goto(`/quizzes/${quiz.id}/instructions?step=0`);
      await readyAfterInstructions(page, t);

      // The form comes before the start confirmation; nothing chosen → the required fields say so.
      const form = page.getByRole('form', { name: t('personal-info:title') });
      await expect(form).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await form.getByRole('button', { name: t('personal-info:submit') }).click();
      await expect(form.getByText(t('errors:validation.required'))).toHaveCount(3);
      await expectAccessible(page);

      const degree = form.getByLabel(t('personal-info:fields.degree'), { exact: true });
      await degree.selectOption({ index: 1 });
      const city = form.getByRole('combobox', { name: t('personal-info:fields.city'), exact: true });
      await expect(city).toBeDisabled();
      // Arabic-aware search narrows the long country list.
      await form
        .getByRole('searchbox', { name: t('personal-info:search', { field: t('personal-info:fields.country') }) })
        .fill(lang === 'ar' ? 'السعوديه' : 'saudi');
      const country = form.getByRole('combobox', { name: t('personal-info:fields.country'), exact: true });
      expect(await country.locator('option').count()).toBeLessThan(5);
      await country.selectOption({ label: places.country });
      await expect(city).toBeEnabled();
      await city.selectOption({ label: places.city });
      await expect(
        form.getByRole('combobox', { name: t('personal-info:optional', { field: t('personal-info:fields.school') }) }),
      ).toBeEnabled();

      // A server refusal lands under its field: the first save goes out with a city outside the chosen country.
      await page.route(
        '**/personal-info/create/**',
        async (route) => {
          const body = route.request().postDataJSON() as { country: number };
          await route.continue({ postData: JSON.stringify({ ...body, country: body.country + 1 }) });
        },
        { times: 1 },
      );
      await form.getByRole('button', { name: t('personal-info:submit') }).click();
      await expect(form.getByText(t('engagement-errors:personal_info.city_not_in_country'))).toBeVisible();
      await expect(city).toHaveAttribute('aria-invalid', 'true');
      await form.getByRole('button', { name: t('personal-info:submit') }).click();

      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('modals.startQuiz.start') })
        .click();
      await expect(page).toHaveURL(/\/trials\/[\w-]+\/play\/\d+$/);
      await answerCorrectly(page, t, await correctKeys());

      // The result shows what was given and leads to the certificate.
      await expect(page.getByRole('heading', { name: t('personal-info:summaryTitle') })).toBeVisible();
      await expect(page.getByText(places.city, { exact: true })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: t('results:certificate') }).click();
      await expect(page).toHaveURL(/\/certificate$/);
      await expect(page.getByRole('heading', { level: 1, name: t('certificates:title') })).toBeVisible();
      const image = page.getByRole('img', { name: t('certificates:imageAlt', { name: student.fullname, quiz: quiz.title }) });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: t('certificates:downloadPdf') })).toHaveAttribute('href', /certificate\.pdf/);
      // The signed Open Badges 3.0 credential is offered as a JSON file.
      const credentialLink = page.getByRole('link', { name: t('certificates:downloadCredential') });
      const credentialHref = await credentialLink.getAttribute('href');
      expect(credentialHref).toMatch(/\/api\/v1\/certificates\/[0-9A-Z]{10}\/credential\/\?download=1$/);
      const credential = (await (await request.get(credentialHref!)).json()) as { type: string[]; proof: { cryptosuite: string } };
      expect(credential.type).toContain('OpenBadgeCredential');
      expect(credential.proof.cryptosuite).toBe('eddsa-rdfc-2022');
      await page.getByRole('button', { name: t('certificates:copyLink') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('certificates:copied') })).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(/\/certificate\?code=[0-9A-Z]{10}$/);
      await expectAccessible(page);

      // Anyone with the link, signed out, sees it is valid.
      const visitor = await browser.newContext();
      const other = await visitor.newPage();
      await useLanguage(other, lang);
      await other.goto(link);
      await expect(other.getByRole('heading', { level: 1, name: t('certificates:verify.title') })).toBeVisible();
      await expect(other.getByText(t('certificates:verify.valid'))).toBeVisible();
      await expect(other.getByText(student.fullname, { exact: true })).toBeVisible();
      await expect(other.getByText(quiz.title, { exact: true })).toBeVisible();
      await expect(other.getByRole('link', { name: t('actions.signIn') })).toBeVisible();
      // The server verified the signed credential's signature and its status-list bit.
      const credentialStatus = other.getByRole('region', { name: t('certificates:credential.title') });
      await expect(credentialStatus.getByText(t('certificates:credential.valid'), { exact: true })).toBeVisible();
      await expectAccessible(other);

      // Switching the language (the header button in the other language) shows the certificate in that language.
      const otherLang: Lang = lang === 'ar' ? 'en' : 'ar';
      const translated = await findQuiz(request, student, 'Arabic grammar', otherLang);
      // The button names the other language in that language (its label is in the page's own).
      const languageButton = (target: Lang) => other.locator('header button', { has: other.locator(`span[lang="${target}"]`) });
      await languageButton(otherLang).click();
      await expect(other.getByText(text(otherLang, 'certificates:verify.valid'))).toBeVisible();
      await expect(other.getByText(translated.title, { exact: true })).toBeVisible();
      await languageButton(lang).click();

      // An unknown code is explained, and a typed code is checked.
      await other.getByLabel(t('certificates:verify.codeLabel')).fill('ZZZZZZZZZZ');
      await other.getByRole('button', { name: t('certificates:verify.check') }).click();
      await expect(other).toHaveURL(/code=ZZZZZZZZZZ$/);
      await expect(other.getByText(t('certificates:verify.unknown'))).toBeVisible();
      await expectAccessible(other);
      await visitor.close();
    });
  });
}
