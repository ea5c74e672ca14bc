import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResponse } from '@mizan/contract/admin/question-transfer';
import type { AdminQuestion } from '@mizan/contract/admin/questions';
import { auditLog } from '../../db/schema/audit.js';
import { questionCategories, questions } from '../../db/schema/quizzes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';
import { createTestUser, type TestUser } from '../../test/users.js';

const fixture = (name: string): Buffer => readFileSync(new URL(`../question-import/fixtures/${name}`, import.meta.url));

describe('POST admin/questions/import/', () => {
  let t: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await createTestUser(t.app, { role: 'staff' });
  });
  afterAll(() => t.close());

  const upload = (file: Buffer, fields: Record<string, string>, user: TestUser = staff, lang = 'en') => {
    const form = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', filename: 'questions.txt', type: 'text/plain', data: file },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/questions/import/',
      headers: { ...user.headers, ...form.headers, 'accept-language': lang },
      payload: form.payload,
    });
  };
  const questionCount = async () => (await t.app.db.select({ id: questions.id }).from(questions)).length;

  it('a dry run reports every question with its category path and stores nothing', async () => {
    const res = await upload(fixture('arabic.gift.txt'), { format: 'gift', dry_run: 'true' }, staff, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportResponse;
    expect(body).toMatchObject({ dry_run: true, created: 8, skipped: 0 });
    // Nothing is dropped silently: names and choice feedback are kept; true/false's per-answer feedback is named.
    const notKept = (parts: string) => `استُورد، لكن ميزان لا يحفظ هذه الأجزاء منه بعد: ${parts}.`;
    expect(body.errors).toEqual([{ line: 16, message: notKept('التغذية الراجعة على إجاباته') }]);
    expect(body.questions[0]).toMatchObject({
      type: 'single_choice',
      text: { ar: 'ما عاصمة المغرب؟', en: '' },
      options: [
        { text: 'الرباط', fraction: 1 },
        { text: 'الدار البيضاء', fraction: 0 },
        { text: 'فاس', fraction: 0 },
      ],
      category_path: ['العلوم', 'الفلك'],
      line: 4,
    });
    expect(await questionCount()).toBe(0);
  });

  it('a real run creates the categories under the target and the questions with their types and fractions', async () => {
    const target = (await t.app.db.insert(questionCategories).values({ nameAr: 'مستورد' }).returning())[0]!;
    const res = await upload(fixture('arabic.gift.txt'), { format: 'gift', dry_run: 'false', category: String(target.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: false, created: 8, skipped: 0 });

    const science = (await t.app.db.select().from(questionCategories).where(eq(questionCategories.parentId, target.id)))[0]!;
    expect(science.nameAr).toBe('العلوم');
    const astronomy = (await t.app.db.select().from(questionCategories).where(eq(questionCategories.parentId, science.id)))[0]!;
    expect(astronomy.nameAr).toBe('الفلك');

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/questions/?category=${target.id}&limit=50`,
      headers: staff.headers,
    });
    const stored = (list.json() as { results: AdminQuestion[] }).results;
    expect(stored.map((q) => q.type).sort()).toEqual(
      ['essay', 'matching', 'multiple_response', 'numeric', 'numeric', 'short_text', 'single_choice', 'true_false'].sort(),
    );
    expect(stored.every((q) => q.category?.id === astronomy.id)).toBe(true);
    const planets = stored.find((q) => q.type === 'multiple_response')!;
    expect(planets.key).toMatchObject({ options: [{ fraction: 0.5 }, { fraction: 0.5 }, { fraction: -1 }] });
    expect(planets.text.ar).toBe('أيّ مما يلي <b>كواكب</b>؟');
    const short = stored.find((q) => q.type === 'short_text')!;
    expect(short.key).toMatchObject({
      accepted: [
        { text: 'عطارد', fraction: 1 },
        { text: 'كوكب عطارد', fraction: 0.5 },
      ],
    });

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity, 'question')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(staff.id);
    expect(audit[0]!.changes).toMatchObject({ created: [null, 8], skipped: [null, 0], format: [null, 'gift'] });

    // A second import reuses the categories of the same names.
    await upload(fixture('arabic.gift.txt'), { format: 'gift', dry_run: 'false', category: String(target.id) });
    expect(await t.app.db.select().from(questionCategories).where(eq(questionCategories.parentId, target.id))).toHaveLength(1);
  });

  it('Moodle XML and Aiken are read too', async () => {
    const xml = await upload(fixture('moodle-nested_categories_with_questions.xml'), { format: 'moodle_xml' });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.json()).toMatchObject({ created: 5, skipped: 0 });
    const trueFalse = (xml.json() as ImportResponse).questions.filter((q) => q.type === 'true_false');
    expect(trueFalse.map((q) => q.category_path.join('/'))).toEqual(['Iota', 'Iota/Kappa', 'Iota/Kappa/Lambda', 'Iota/Mu']);
    const aiken = await upload(fixture('arabic.aiken.txt'), { format: 'aiken' });
    expect(aiken.statusCode, aiken.body).toBe(200);
    expect((aiken.json() as ImportResponse).questions.every((q) => q.type === 'single_choice')).toBe(true);
  });

  it('embedded Moodle images become question media; a file that is not an image is reported and left out', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const xml = (src: string, files: string) =>
      `<question type="truefalse"><questiontext format="html"><text><![CDATA[<p>صورة <img src="${src}" alt="نقطة" /></p>]]></text>${files}</questiontext>` +
      '<answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question>';
    const file = Buffer.from(
      `<quiz>\n${xml('@@PLUGINFILE@@/dot%20one.png', `<file name="dot one.png" encoding="base64">${png.toString('base64')}</file>`)}\n` +
        `${xml('@@PLUGINFILE@@/bad.png', '<file name="bad.png" encoding="base64">bm90IGFuIGltYWdl</file>')}\n</quiz>`,
    );
    const category = (await t.app.db.insert(questionCategories).values({ nameAr: 'صور' }).returning())[0]!.id;
    const res = await upload(file, { format: 'moodle_xml', dry_run: 'false', category: String(category) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: 2,
      errors: [{ line: 3, message: "The embedded file «bad.png» is missing or isn't an image that can be stored: it was left out." }],
    });
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/admin/questions/?category=${category}`, headers: staff.headers });
    const texts = (list.json() as { results: AdminQuestion[] }).results.map((q) => q.text.ar).sort();
    expect(texts[0]).toBe('<p>صورة </p>');
    const src = /src="(\/uploads\/question-media\/[0-9a-f-]{36}\.webp)"/.exec(texts[1]!)?.[1];
    expect(src, texts[1]).toBeDefined();
    const image = await t.app.inject({ method: 'GET', url: src! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('a student is refused', async () => {
    const student = await createTestUser(t.app);
    expect((await upload(fixture('arabic.gift.txt'), { format: 'gift' }, student)).statusCode).toBe(403);
  });

  // Spreadsheets and QTI come through the same route: the template's rows are stored, then the category exported
  // as a QTI package reads back to as many questions.
  it('imports the XLSX template and reads the same category back from a QTI export', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/questions/import/template/?format=xlsx',
      headers: staff.headers,
    });
    const target = (await t.app.db.insert(questionCategories).values({ nameAr: 'من جدول' }).returning())[0]!;
    const res = await upload(template.rawPayload, { format: 'xlsx', dry_run: 'false', category: String(target.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 8, skipped: 0, errors: [] });
    const qti = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/questions/export/?format=qti&category=${target.id}`,
      headers: staff.headers,
    });
    expect(qti.headers['content-type']).toBe('application/zip');
    const back = await upload(qti.rawPayload, { format: 'qti', dry_run: 'true' });
    expect(back.json()).toMatchObject({ created: 8, skipped: 0, errors: [] });
  });

  it('malformed input is a localized 4xx and stores nothing', async () => {
    const before = await questionCount();
    const cases: [Buffer, Record<string, string>, number, string][] = [
      [Buffer.from('::q:: broken {=a ~b'), { format: 'gift', dry_run: 'false' }, 400, 'import_unreadable'],
      [Buffer.from('<quiz><question type="truefalse">'), { format: 'moodle_xml', dry_run: 'false' }, 400, 'import_unreadable'],
      [Buffer.from('just some words'), { format: 'moodle_xml', dry_run: 'false' }, 400, 'import_unreadable'],
      [Buffer.from(''), { format: 'gift', dry_run: 'false' }, 400, 'validation_error'],
      [Buffer.from([0xe3, 0xc7, 0xd0, 0xc7, 0x20, 0x7b, 0x54, 0x7d]), { format: 'gift', dry_run: 'false' }, 400, 'validation_error'],
      [Buffer.from('question,answer\nq,T\n'), { format: 'csv', dry_run: 'false' }, 400, 'import_unreadable'],
      [Buffer.from('q {T}'), { format: 'docx' }, 400, 'validation_error'],
      [Buffer.from('q {T}'), { format: 'gift', category: '999999' }, 400, 'validation_error'],
    ];
    for (const [file, fields, status, code] of cases) {
      const res = await upload(file, fields);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error_code, res.body).toBe(code);
    }
    const utf = await upload(Buffer.from([0xe3, 0xc7, 0xd0, 0xc7]), { format: 'aiken' }, staff, 'ar');
    expect(utf.json().file).toEqual(['ليس الملف نصًا بترميز UTF-8 (ربما Windows-1256): احفظه بترميز UTF-8 وأعد المحاولة.']);
    expect(await questionCount()).toBe(before);
  });

  it('checks each row with the contract schema: a question without a correct option or with an empty option is skipped', async () => {
    const csv = [
      'type,text_ar,option_1_ar,option_2_ar,correct',
      'single_choice,بلا إجابة صحيحة,نعم,لا,',
      'single_choice,خيار فارغ,نعم,,1',
      'single_choice,سليم,نعم,لا,1',
    ].join('\n');
    const before = await questionCount();
    const res = await upload(Buffer.from(csv), { format: 'csv', dry_run: 'false' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportResponse;
    expect(body).toMatchObject({ created: 1, skipped: 2 });
    expect(body.errors.map((e) => e.row)).toEqual([2, 3]);
    expect(await questionCount()).toBe(before + 1);
  });

  it('a file that parses partly gives a 200 report with the broken part by line, counted as skipped', async () => {
    const res = await upload(Buffer.from('صح؟ {T}\n\n::b:: مكسور {=أ ~ب\n\nخطأ؟ {F}\n'), { format: 'gift' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: 2,
      skipped: 1,
      errors: [{ line: 3, message: 'Column 19: the question ends where GIFT still expects «}».' }],
    });
  });

  it('a GIFT stem ending in a colon says where, what was found and how to escape it, in both languages', async () => {
    const file = Buffer.from('صح؟ {T}\n\nاختر الإجابة الصحيحة: {=أ ~ب}\n');
    const en = await upload(file, { format: 'gift' });
    expect(en.json().errors).toEqual([
      { line: 3, message: "Column 21: «:» is a GIFT symbol and can't stand here. If it is part of the text, escape it as «\\:»." },
    ]);
    const ar = await upload(file, { format: 'gift' }, staff, 'ar');
    expect(ar.json().errors).toEqual([
      { line: 3, message: 'العمود ٢١: «:» رمز في صيغة GIFT ولا يصح في هذا الموضع. إن كان من النص فاكتبه مسبوقًا بشرطة مائلة عكسية: «\\:».' },
    ]);
  });

  it("the dry run marks every type's key: choices by their share of the mark, true/false by its value", async () => {
    const gift = [
      '::mr:: اختر الزوجيين {~%50%٢ ~%50%٤ ~%-100%٣}',
      '',
      '::tf:: الأرض مسطحة. {F}',
      '',
      '::num:: كم ٢+٢؟ {#4:0.5}',
      '',
      '::st:: عاصمة مصر؟ {=القاهرة =%50%مصر}',
      '',
      '::m:: طابق {=أ -> ١ =ب -> ٢}',
    ].join('\n');
    const res = await upload(Buffer.from(gift), { format: 'gift', dry_run: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ImportResponse).questions.map((q) => q.options)).toEqual([
      [
        { text: '٢', fraction: 0.5 },
        { text: '٤', fraction: 0.5 },
        { text: '٣', fraction: -1 },
      ],
      [
        { text: 'true', fraction: 0 },
        { text: 'false', fraction: 1 },
      ],
      [{ text: '4 ± 0.5', fraction: 1 }],
      [
        { text: 'القاهرة', fraction: 1 },
        { text: 'مصر', fraction: 0.5 },
      ],
      [
        { text: 'أ → ١', fraction: null },
        { text: 'ب → ٢', fraction: null },
      ],
    ]);
  });

  it('counts every problem that leaves a question out as skipped, and notes that keep it in apart', async () => {
    const csv = [
      'type,text_ar,option_1_ar,option_2_ar,correct',
      'single_choice,سؤال,نعم,لا,1',
      'true_false,سؤال مكسور,,,ربما',
      'cloze,فراغات,,,',
    ].join('\n');
    const res = await upload(Buffer.from(csv), { format: 'csv', dry_run: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, skipped: 2 });
    expect(res.json().errors).toHaveLength(2);
  });

  it('XML with an external entity is refused: XXE is impossible', async () => {
    const xxe = Buffer.from(
      '<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n' +
        '<quiz><question type="shortanswer"><name><text>&xxe;</text></name><questiontext><text>&xxe;</text></questiontext>' +
        '<answer fraction="100"><text>&xxe;</text></answer></question></quiz>',
    );
    const res = await upload(xxe, { format: 'moodle_xml', dry_run: 'false' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('root:');
    expect(res.json().errors).toEqual([{ line: 2, message: 'The file declares a DOCTYPE or entities, which are refused for safety.' }]);
  });

  it('a file over 20 MB is refused with its own message', async () => {
    const res = await upload(Buffer.alloc(21 * 1024 * 1024, 0x61), { format: 'gift' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The file is larger than 20 MB.', error_code: 'payload_too_large' });
  });
});
