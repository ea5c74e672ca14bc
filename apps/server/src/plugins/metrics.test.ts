import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestApp, openTestDatabase, type TestApp } from '../test/app.js';

describe('Prometheus metrics', () => {
  let database: Database;
  let app: FastifyInstance;
  let off: TestApp;
  const token = 'metrics-token-0123456789';
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig({ metricsToken: token }), { database });
    await app.ready();
    off = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await off.close();
  });

  it('serves request durations by route pattern to the token holder only', async () => {
    await app.inject({ url: '/api/v1/quizzes/quizzes/123/' });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds_count{method="GET",route="/api/v1/quizzes/quizzes/:quizId/",status="404"} 1');
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('reports the job queue, trials in progress and the connection pool', async () => {
    await app.jobs.enqueue('metrics-test', {});
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.body).toContain('mizan_jobs{state="waiting"} 1');
    expect(res.body).toContain('mizan_jobs{state="failed"} 0');
    expect(res.body).toContain('mizan_trials_in_progress 0');
    expect(res.body).toMatch(/mizan_db_pool_connections\{state="open"\} \d+/);
  });

  it('is a 404 without METRICS_TOKEN', async () => {
    expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
