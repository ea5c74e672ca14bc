import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/app.js';

describe('load shedding', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig({ loadShedMaxEventLoopDelayMs: 5 }), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 with Retry-After at once while the event loop lags, and still answers the probes', async () => {
    // Blocks longer than the sampling interval (1 s), so the next sample sees the lag whatever else ran.
    const until = Date.now() + 2500;
    while (Date.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await app.inject({ url: '/api/v1/quizzes/quizzes/', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      detail: 'The service is briefly unavailable. Try again in a few seconds.',
      error_code: 'service_unavailable',
    });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
