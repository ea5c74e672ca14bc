import { registerStudent, signInAs, signInDemoAdmin } from './support/accounts.js';
import { adminTexts } from './support/console.js';
import { apiAs } from './support/essay-quiz.js';
import { expect, expectAccessible, test, useLanguage } from './support/fixtures.js';
import { completeTrial, startTrial } from './support/quiz-api.js';
import { textsFor } from './support/texts.js';

/** A real 64×48 PNG (the server re-encodes it, so it must decode). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDlsVwF86UF2M8/sAAOhY+T5O6AQuwviK7kHdJ3YAFWF+RXci7pG7AAqyvyC7kXVI3YAHWV2QX8i6pG7AA6yuyC3mX1A1YgPUV2YW8S+oGLMD6iuxC3iV1AxZgfUV2Ie+SugELsL4iu5B3Sd2AxwN+Oa9Y03+NE/YAAAAASUVORK5CYII=',
  'base64',
);

for (const lang of ['ar', 'en'] as const) {
  test(`a student uploads a photo of their work on a phone and the operator sees it in marking (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const t = textsFor(lang);
    const a = adminTexts(lang);
    const operator = await signInDemoAdmin(request);
    const api = apiAs(request, operator);
    const tag = Math.random().toString(36).slice(2, 7);
    const prompt = { ar: `ارفع صورة حلّك للمسألة ${tag}`, en: `Upload a photo of your solution ${tag}` };
    const question = await api<{ id: number }>('POST', 'admin/questions/', {
      type: 'file_upload',
      text: prompt,
      category: null,
      mark: 3,
      key: { type: 'file_upload', max_files: 2, max_size_mb: 5, kinds: ['image', 'pdf'], marker_info: { ar: `خطوات الحل ${tag}`, en: '' } },
    });
    const quiz = await api<{ id: number }>('POST', 'admin/quizzes/', {
      title: { ar: `حل مصوّر ${tag}`, en: `Photo answer ${tag}` },
      sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [question.id] }],
    });
    await api('POST', `admin/quizzes/${quiz.id}/publish/`, {});

    const student = await registerStudent(request, lang);
    const { trialId, playPath } = await startTrial(request, student, quiz.id);
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signInAs(page, student);
    await page.goto(playPath);

    const fileName = lang === 'ar' ? 'صورة-الحل.png' : 'my-solution.png';
    await expect(page.getByRole('button', { name: t('player:types.fileUpload.chooseMany') })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
    const list = page.getByRole('list', { name: t('player:types.fileUpload.list') });
    await expect(list.getByText(fileName)).toBeVisible();
    await expect(page.getByRole('button', { name: t('player:types.fileUpload.remove', { name: fileName }) })).toBeVisible();
    // Saved through the answer path as the uploaded file's id, like every other type's autosave.
    await expect
      .poll(async () => {
        const res = await request.get(`/api/v1/quizzes/trial/${trialId}/questions/${question.id}/`, {
          headers: { authorization: `Bearer ${student.access}` },
        });
        return ((await res.json()) as { response: { file_ids: string[] } | null }).response?.file_ids.length ?? 0;
      })
      .toBe(1);
    // A text file dressed as an image is refused in the reader's language, by the server's sniffing.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByRole('alert')).toContainText(lang === 'ar' ? 'ليس PDF ولا صورة' : 'not a PDF or an image');
    // Nothing sticks out of a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await completeTrial(request, student, trialId);

    const marker = await browser.newPage();
    await useLanguage(marker, lang);
    await signInAs(marker, operator);
    await marker.goto(`/admin/quizzes/${quiz.id}/marking`);
    await expect(marker.getByRole('heading', { level: 1, name: a('marking.queueTitle') })).toBeVisible();
    await expect(marker.getByText(prompt[lang])).toBeVisible();
    // The photo is shown in place, its file name as its text alternative, loaded through the authenticated API.
    const image = marker.getByRole('img', { name: fileName });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(marker);
    await marker.close();
  });
}
