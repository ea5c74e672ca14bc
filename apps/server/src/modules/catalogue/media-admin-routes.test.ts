import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';

describe('admin/media/: images uploaded from the rich-text editor', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let staff: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    staff = await createTestUser(t.app, { role: 'staff' });
    student = await createTestUser(t.app);
  });
  afterAll(() => t.close());

  const upload = (user: TestUser | null, data: Buffer, type: string) => {
    const form = multipart([{ name: 'file', filename: 'photo', type, data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/',
      payload: form.payload,
      headers: { ...user?.headers, ...form.headers },
    });
  };
  const jpeg = () =>
    sharp({ create: { width: 2400, height: 800, channels: 3, background: '#264653' } })
      .jpeg()
      .withExifMerge({ IFD0: { Artist: 'x' } })
      .toBuffer();

  it('re-encodes the image, serves it, and its URL survives the sanitizer in an <img> with alt text', async () => {
    const uploaded = await upload(staff, await jpeg(), 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/question-media\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.exif]).toEqual([1600, undefined]);
    const html = `<p><img src="${url}" alt="مخطط الدورة" /></p>`;
    expect(sanitizeRichText(html)).toBe(html);

    const audit = (await api('GET', 'admin/audit/?entity=media', staff)).json();
    expect(audit.results[0]).toMatchObject({ action: 'create', actor: { id: staff.id }, entity_id: url.replace('/uploads/', '') });
  });

  it('refuses what is not an image, students and anonymous callers', async () => {
    const svg = await upload(staff, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toHaveProperty('file');
    expect((await upload(student, await jpeg(), 'image/jpeg')).statusCode).toBe(403);
    expect((await upload(null, await jpeg(), 'image/jpeg')).statusCode).toBe(401);
  });
});
