import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { runSeed } from './seed/run.js';

describe('application shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API routes with JSON 404 in the request language', async () => {
    const ar = await t.app.inject({ url: '/api/v1/x/' });
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ detail: 'غير موجود.', error_code: 'not_found' });
    const en = await t.app.inject({ url: '/api/v1/x/', headers: { 'accept-language': 'en' } });
    expect(en.json().detail).toBe('Not found.');
  });

  it('reports health with the database status', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sends security headers with a CSP limited to our origin', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/privacy-policy/');
  });

  it('seeds the privacy policy once, idempotently', async () => {
    await runSeed(t.app.db, t.app.log);
    await runSeed(t.app.db, t.app.log);
    const res = await t.app.inject({ url: '/api/v1/privacy-policy/?limit=100&page=1', headers: { 'accept-language': 'en' } });
    const body = res.json();
    expect(body.count).toBe(6);
    expect(body.results[0].title).toBe('Who we are');
    expect(body.next).toBeNull();
  });

  it('paginates the privacy policy with absolute next/previous links and serves Arabic by default', async () => {
    const res = await t.app.inject({ url: '/api/v1/privacy-policy/?limit=2&page=2' });
    const body = res.json();
    expect(body.results).toHaveLength(2);
    expect(body.results[0].title).toBe('كيف نستخدم بياناتك');
    expect(body.next).toBe('http://localhost:3000/api/v1/privacy-policy/?limit=2&page=3');
    expect(body.previous).toBe('http://localhost:3000/api/v1/privacy-policy/?limit=2&page=1');
    const bad = await t.app.inject({ url: '/api/v1/privacy-policy/?limit=abc', headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('validation_error');
    expect(bad.json().limit).toBeDefined();
  });
});
