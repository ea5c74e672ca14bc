import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/app.js';

/** Control characters in text are refused as a validation error before any SQL runs, on every route. */
describe('control characters in requests', () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream });
    // A statement that fails inside PostgreSQL, with a value it quotes back in its message.
    app.get('/api/v1/test-failing-query/', () => database.rows(sql`select ${'secret-parameter'}::uuid`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a NUL in the quiz-list search (signed out) with a localized 400, and logs no SQL', async () => {
    for (const [lang, message] of [
      ['en', 'Control characters are not allowed.'],
      ['ar', 'لا يُسمح بمحارف التحكّم.'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/quizzes/quizzes/?search=%00', headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ search: [message], error_code: 'validation_error' });
    }
    expect(lines.join('')).not.toMatch(/select|Failed query|params/i);
  });

  it('refuses control characters and lone surrogates anywhere in a JSON body', async () => {
    const login = (email: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email, password: 'x' }, headers: { 'accept-language': 'en' } });
    const res = await login('a\u0001@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json().email).toEqual(['Control characters are not allowed.']);
    const lone = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: '{"email":"a\\ud800@example.com","password":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(lone.statusCode).toBe(400);
    const track = await app.inject({
      method: 'POST',
      url: '/api/v1/visitors/track-visitor/',
      payload: { page_url: '/quizzes\u0000' },
    });
    expect(track.statusCode).toBe(400);
  });

  it('logs a failed statement as its SQLSTATE, without the SQL text or its parameters', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/v1/test-failing-query/' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('22P02');
    expect(log).not.toMatch(/secret-parameter|select|params/i);
  });
});
