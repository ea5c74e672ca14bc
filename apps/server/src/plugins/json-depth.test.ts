import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-body.js';

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('exceedsJsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(exceedsJsonDepth(nestedArrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(exceedsJsonDepth(nestedArrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(exceedsJsonDepth(nestedObjects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(exceedsJsonDepth(JSON.stringify({ text: '['.repeat(1000), quoted: '"\\[[[' }), 2)).toBe(false);
  });
});

/** Deep nesting is refused before parsing or any schema work, on every route, signed in or not. */
describe('deeply nested JSON bodies', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  const login = (payload: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload,
      headers: { 'content-type': 'application/json', 'accept-language': lang },
    });

  it('refuses a 1 MB maximally nested body on sign-in at once with a 400 that says why', async () => {
    const body = nestedArrays(512 * 1024);
    expect(body.length).toBe(1024 * 1024);
    const started = performance.now();
    const res = await login(body);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: `The request is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
      error_code: 'parse_error',
    });
    // About 0.5 s through inject on a loaded 2-core machine (the depth scan itself is milliseconds); the quadratic
    // scan took hours at this size. The bound only catches that kind of regression.
    expect(elapsed).toBeLessThan(5_000);
  }, 30_000);

  it('refuses one level past the limit, objects too, in Arabic', async () => {
    const ar = await login(nestedObjects(MAX_JSON_DEPTH + 1), 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().error_code).toBe('parse_error');
    expect(ar.json().detail).toMatch(/٦٤|64/);
  });

  it('still reads a body at the limit (then judged by the route schema)', async () => {
    const res = await login(`{"email":${nestedArrays(MAX_JSON_DEPTH - 1)},"password":"x"}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('validation_error');
    expect(res.json().email).toBeDefined();
  });
});
