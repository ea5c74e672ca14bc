import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.js';
import { questions, quizzes } from '../db/schema/quizzes.js';
import { insertQuiz } from '../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { multipart, type Part } from '../test/multipart.js';
import { createTestUser, type TestUser } from '../test/users.js';
import { gradedQuiz } from '../modules/trials/test-quizzes.js';

/** Files and forms a client may send broken: each is its own 400, in the reader's language, and nothing is kept. */
describe('hostile files and forms', () => {
  let t: TestApp;
  let admin: TestUser;
  let quizId: number;
  let png: Buffer;
  /** The bank's questions before any import: the quiz's own. */
  let bank: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, { role: 'admin', fullname: 'مشرف' });
    quizId = (await insertQuiz(t.app.db, gradedQuiz())).id;
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    bank = await questionCount();
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: Buffer, contentType: string, lang: string) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      payload,
      headers: { ...admin.headers, 'content-type': contentType, 'accept-language': lang },
    });

  const importFile = (format: string, file: Buffer, lang = 'en') => {
    const form = multipart([
      { name: 'format', value: format },
      { name: 'dry_run', value: 'false' },
      { name: 'file', filename: 'questions', type: 'application/octet-stream', data: file },
    ]);
    return send('POST', 'admin/questions/import/', form.payload, form.headers['content-type'], lang);
  };
  const questionCount = async () => (await t.app.db.select({ id: questions.id }).from(questions)).length;

  /** Elements nested `depth` deep inside a question's text, on line 3 of the file. */
  const deep = (depth: number) => `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`;

  const tooDeep = {
    en: 'Elements are nested too deeply (over 100 levels): the file was not read.',
    ar: 'العناصر متداخلة بعمق زائد (أكثر من ١٠٠ مستوى): لم يُقرأ الملف.',
  };
  const depth = fc.integer({ min: 101, max: 5000 });
  const languages = fc.constantFrom('ar' as const, 'en' as const);

  it('refuses a Moodle XML file nested past the parser limit, naming its line', async () => {
    await fc.assert(
      fc.asyncProperty(depth, languages, async (n, lang) => {
        const xml = `<?xml version="1.0"?>\n<quiz>\n<question type="truefalse"><questiontext><text>${deep(n)}</text></questiontext></question>\n</quiz>`;
        const res = await importFile('moodle_xml', Buffer.from(xml), lang);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ error_code: 'import_unreadable', errors: [{ line: 3, message: tooDeep[lang] }] });
        expect(await questionCount()).toBe(bank);
      }),
      { numRuns: 10 },
    );
  });

  it('refuses a QTI item nested past the parser limit, naming the item', async () => {
    await fc.assert(
      fc.asyncProperty(depth, languages, async (n, lang) => {
        const zip = new JSZip();
        zip.file(
          'imsmanifest.xml',
          '<manifest><resources><resource identifier="q1" type="imsqti_item_xmlv3p0" href="items/q1.xml"/></resources></manifest>',
        );
        zip.file('items/q1.xml', `<qti-assessment-item><qti-item-body>${deep(n)}</qti-item-body></qti-assessment-item>`);
        const res = await importFile('qti', await zip.generateAsync({ type: 'nodebuffer' }), lang);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual([{ item: 'items/q1.xml', message: tooDeep[lang] }]);
        expect(await questionCount()).toBe(bank);
      }),
      { numRuns: 10 },
    );
  });

  /** Each multipart form the API takes, whole, and how to tell that nothing of it was kept. */
  const forms: { name: string; method: 'POST' | 'PUT'; url: () => string; parts: () => Part[]; unchanged: () => Promise<void> }[] = [
    {
      name: 'profile update',
      method: 'PUT',
      url: () => 'profile/me/update/',
      parts: () => [
        { name: 'fullname', value: 'اسم جديد' },
        { name: 'avatar', filename: 'a.png', type: 'image/png', data: png },
      ],
      unchanged: async () => {
        const [row] = await t.app.db.select().from(users).where(eq(users.id, admin.id));
        expect(row).toMatchObject({ fullname: 'مشرف', avatarPath: null });
      },
    },
    {
      name: 'certificate upload',
      method: 'POST',
      url: () => 'quizzes/results/certificate/upload/',
      parts: () => [
        { name: 'trial_id', value: '00000000-0000-4000-8000-000000000000' },
        { name: 'image', filename: 'c.png', type: 'image/png', data: png },
      ],
      unchanged: async () => {},
    },
    {
      name: 'quiz cover',
      method: 'POST',
      url: () => `admin/quizzes/${quizId}/cover/`,
      parts: () => [{ name: 'cover', filename: 'c.png', type: 'image/png', data: png }],
      unchanged: async () => {
        const [row] = await t.app.db.select().from(quizzes).where(eq(quizzes.id, quizId));
        expect(row!.coverImagePath).toBeNull();
      },
    },
    {
      name: 'question import',
      method: 'POST',
      url: () => 'admin/questions/import/',
      parts: () => [
        { name: 'format', value: 'gift' },
        { name: 'dry_run', value: 'false' },
        { name: 'file', filename: 'q.txt', type: 'text/plain', data: Buffer.from('::Q:: 2+2? {=4 ~5}\n') },
      ],
      unchanged: async () => expect(await questionCount()).toBe(bank),
    },
  ];

  it.each(forms)('answers a $name form cut short with a localized 400 and keeps nothing', async (form) => {
    const { payload, headers } = multipart(form.parts());
    // Cut anywhere before the closing boundary's last dashes: the form never ends.
    const cut = fc.integer({ min: 1, max: payload.length - 5 });
    await fc.assert(
      fc.asyncProperty(cut, languages, async (length, lang) => {
        const res = await send(form.method, form.url(), payload.subarray(0, length), headers['content-type'], lang);
        expect(res.statusCode, `${length}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({
          detail: lang === 'en' ? 'The form could not be read: it is cut short or malformed.' : 'تعذّرت قراءة النموذج: إنه مقطوع أو تالف.',
          error_code: 'parse_error',
        });
        await form.unchanged();
      }),
      { numRuns: 25 },
    );
  });
});
