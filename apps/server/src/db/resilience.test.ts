import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openTestDatabase, testDatabaseUrl } from '../test/app.js';
import { tcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { openDatabase, type Database } from './client.js';

const adminUrl = process.env['TEST_DATABASE_URL'];

/** PostgreSQL restarts and outages (through a TCP relay, never the real server): 503 meanwhile, then service again. */
describe.skipIf(!adminUrl)('a PostgreSQL restart', () => {
  let owner: Database;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let url: URL;
  beforeAll(async () => {
    owner = await openTestDatabase();
    url = new URL(await testDatabaseUrl(owner));
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    app = await buildApp(testConfig(), { database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await owner.close();
  });

  const list = (lang = 'en') => app.inject({ url: '/api/v1/quizzes/quizzes/', headers: { 'accept-language': lang } });

  it('survives every connection being terminated (57P01) and answers the next requests', async () => {
    await Promise.all(Array.from({ length: 8 }, () => list()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      url.pathname.slice(1),
    ]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all(Array.from({ length: 8 }, () => list()));
    expect(after.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect((await list()).statusCode).toBe(200);
  });

  it('answers 503 JSON with Retry-After while the database is away, and serves again once it is back', async () => {
    await proxy.stop();
    for (const [lang, detail] of [
      ['en', 'The service is briefly unavailable. Try again in a few seconds.'],
      ['ar', 'الخدمة غير متاحة مؤقتًا. حاول مرة أخرى بعد بضع ثوانٍ.'],
    ] as const) {
      const res = await list(lang);
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({ detail, error_code: 'service_unavailable' });
    }
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await proxy.start();
    const started = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - started < 5000) {
      status = (await list()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});
