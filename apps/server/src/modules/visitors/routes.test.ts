import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser } from '../../test/users.js';

describe('POST /api/v1/visitors/track-visitor/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const track = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/visitors/track-visitor/',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('stores a page view with time, language and referrer', async () => {
    const res = await track(JSON.stringify({ page_url: '/quizzes?page=2' }), { referer: 'https://example.org/', 'accept-language': 'en' });
    expect(res.statusCode).toBe(201);
    await t.app.flushPageViews();
    const rows = await t.database.rows<{ page_url: string; referrer: string; language: string; user_id: string | null }>(
      sql`select page_url, referrer, language, user_id from page_views`,
    );
    expect(rows).toEqual([{ page_url: '/quizzes?page=2', referrer: 'https://example.org/', language: 'en', user_id: null }]);
  });

  it("keeps operators' page views and the console's pages out of student analytics (#33)", async () => {
    const staff = await createTestUser(t.app, { role: 'staff' });
    const admin = await createTestUser(t.app, { role: 'admin' });
    const student = await createTestUser(t.app);
    for (const [who, page_url] of [
      [staff, '/quizzes/3'],
      [admin, '/admin/bank'],
      [student, '/admin/quizzes/3'],
      [null, '/admin'],
      [student, '/quizzes/3'],
    ] as const) {
      const res = await track(JSON.stringify({ page_url, referrer: 'operators' }), who?.headers ?? {});
      expect(res.statusCode).toBe(201);
    }
    await t.app.flushPageViews();
    const rows = await t.database.rows<{ page_url: string; user_id: string }>(
      sql`select page_url, user_id from page_views where referrer = 'operators'`,
    );
    expect(rows).toEqual([{ page_url: '/quizzes/3', user_id: student.id }]);
  });

  it('answers malformed JSON with a localized 400 in DRF shape', async () => {
    const ar = await track('{');
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toEqual({ detail: 'تعذّرت قراءة الطلب: صيغة JSON غير صحيحة.', error_code: 'parse_error' });
    const en = await track('{', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.json().detail).toBe('The request could not be read: malformed JSON.');
  });

  it('answers a missing page_url with a field error and stores nothing', async () => {
    const res = await track(JSON.stringify({ referrer: 'x' }), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ page_url: ['This field is required.'], error_code: 'validation_error' });
    await t.app.flushPageViews();
    const [row] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from page_views where referrer = 'x'`);
    expect(row?.n).toBe(0);
  });

  it('refuses a non-JSON content type with 415 and an oversize body with 413', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/visitors/track-visitor/',
      payload: 'page',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error_code).toBe('unsupported_media_type');
    const big = await track(JSON.stringify({ page_url: 'x'.repeat(2 * 1024 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().error_code).toBe('payload_too_large');
  });
});
