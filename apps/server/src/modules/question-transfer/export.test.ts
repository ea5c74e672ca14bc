import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResponse } from '@mizan/contract/admin/question-transfer';
import type { AdminQuestion } from '@mizan/contract/admin/questions';
import { questionCategories } from '../../db/schema/quizzes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';
import { createTestUser, type TestUser } from '../../test/users.js';

const fixture = (name: string): Buffer => readFileSync(new URL(`../question-import/fixtures/${name}`, import.meta.url));

describe('GET admin/questions/export/', () => {
  let t: TestApp;
  let staff: TestUser;
  let target: number;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await createTestUser(t.app, { role: 'staff' });
    target = (await t.app.db.insert(questionCategories).values({ nameAr: 'الفصل (الأول)', nameEn: 'Chapter 1' }).returning())[0]!.id;
    const stored = await upload(fixture('arabic.moodle.xml'), 'moodle_xml', 'false', target);
    expect(stored.statusCode, stored.body).toBe(200);
  });
  afterAll(() => t.close());

  function upload(file: Buffer, format: string, dryRun: string, category?: number) {
    const form = multipart([
      { name: 'format', value: format },
      { name: 'dry_run', value: dryRun },
      ...(category ? [{ name: 'category', value: String(category) }] : []),
      { name: 'file', filename: 'questions', type: 'application/octet-stream', data: file },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/questions/import/',
      headers: { ...staff.headers, ...form.headers },
      payload: form.payload,
    });
  }
  const download = (query: string, user: TestUser = staff, lang = 'ar') =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/questions/export/?${query}`, headers: { ...user.headers, 'accept-language': lang } });

  it('downloads Moodle XML named after the category, which imports back to the same questions', async () => {
    const res = await download(`format=moodle_xml&category=${target}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="questions.xml"; filename*=UTF-8''${encodeURIComponent('الفصل')}%20%28${encodeURIComponent('الأول')}%29.xml`,
    );
    expect(res.headers['x-skipped-count']).toBe('0');
    expect(res.body).toContain('<![CDATA[$course$/الفصل (الأول)/الرياضيات/الجبر]]>');

    const back = (await upload(Buffer.from(res.body), 'moodle_xml', 'true')).json() as ImportResponse;
    const original = (await upload(fixture('arabic.moodle.xml'), 'moodle_xml', 'true')).json() as ImportResponse;
    expect(back.created).toBe(original.created);
    expect(back.questions.map((q) => [q.type, q.text, q.options])).toEqual(original.questions.map((q) => [q.type, q.text, q.options]));
    expect(back.questions[0]?.category_path).toEqual(['الفصل (الأول)', 'الرياضيات', 'الجبر']);
  });

  it('GIFT leaves out ordering questions and says how many; chosen ids export on their own', async () => {
    const gift = await download(`format=gift&category=${target}`, staff, 'en');
    expect(gift.statusCode, gift.body).toBe(200);
    expect(gift.headers['content-disposition']).toBe(`attachment; filename="Chapter_1.gift.txt"; filename*=UTF-8''Chapter%201.gift.txt`);
    expect(gift.headers['x-skipped-count']).toBe('1');
    expect(gift.body).toContain('$CATEGORY: $course$/الفصل (الأول)/الرياضيات/الجبر');

    const list = await t.app.inject({ method: 'GET', url: `/api/v1/admin/questions/?category=${target}&limit=50`, headers: staff.headers });
    const tf = (list.json() as { results: AdminQuestion[] }).results.find((q) => q.type === 'true_false')!;
    const one = await download(`format=gift&ids=${tf.id}`);
    expect(one.headers['content-disposition']).toContain('filename="questions.gift.txt"');
    const back = (await upload(Buffer.from(one.body), 'gift', 'true')).json() as ImportResponse;
    expect(back.questions).toHaveLength(1);
    expect(back.questions[0]?.type).toBe('true_false');
  });

  it('QTI: rich text as XHTML with its image in the package, which imports back as a newly stored image', async () => {
    const image = multipart([
      {
        name: 'file',
        filename: 'shape',
        type: 'image/png',
        data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#264653' } })
          .png()
          .toBuffer(),
      },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/',
      payload: image.payload,
      headers: { ...staff.headers, ...image.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json() as { url: string };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/questions/',
      headers: staff.headers,
      payload: {
        type: 'true_false',
        text: { ar: `<p>هل <strong>الشكل</strong> مربع؟ <img src="${url}" alt="شكل" /></p>`, en: '' },
        category: target,
        key: { type: 'true_false', correct: true },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as AdminQuestion).id;

    const res = await download(`format=qti&ids=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const name = url.split('/').pop()!;
    const item = await zip.file('items/q1.xml')!.async('string');
    expect(item).toContain(`<p>هل <strong>الشكل</strong> مربع؟ <img src="media/${name}" alt="شكل"/></p>`);
    const stored = await t.app.inject({ url });
    expect(await zip.file(`items/media/${name}`)!.async('nodebuffer')).toEqual(stored.rawPayload);

    const back = (await upload(res.rawPayload, 'qti', 'false', target)).json() as ImportResponse;
    expect(back.created).toBe(1);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/admin/questions/?category=${target}&limit=50`, headers: staff.headers });
    const copies = (list.json() as { results: AdminQuestion[] }).results.filter((q) => q.text.ar.includes('الشكل'));
    expect(copies).toHaveLength(2);
    const copy = copies.find((q) => q.id !== id)!;
    const copied = /src="([^"]+)"/.exec(copy.text.ar)![1]!;
    expect(copy.text.ar).toBe(`<p>هل <strong>الشكل</strong> مربع؟ <img src="${copied}" alt="شكل" /></p>`);
    expect(copied).toMatch(/^\/uploads\/question-media\/[0-9a-f-]{36}\.webp$/);
    expect((await t.app.inject({ url: copied })).statusCode).toBe(200);
  });

  it('refuses what it cannot do with a localized 4xx, and students', async () => {
    const csv = await download(`format=csv&category=${target}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const unknown = await download('format=gift&category=999999', staff, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().category).toEqual(["This question category doesn't exist."]);
    expect((await download('format=gift')).statusCode).toBe(400);
    expect((await download(`format=gift&category=${target}`, await createTestUser(t.app))).statusCode).toBe(403);
  });
});
