import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Started } from '../boot.js';
import { testConfig } from '../config.js';
import { freePort } from '../modules/sandbox-gateway/testing.js';
import { openTestDatabase, testDatabaseUrl } from '../test/app.js';
import { tcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import type { Database } from './client.js';

const adminUrl = process.env['TEST_DATABASE_URL'];

/** Start-up while PostgreSQL is away: the server waits with backoff, answers probes, and serves once it is back. */
describe.skipIf(!adminUrl)('starting without a database', () => {
  let owner: Database;
  let proxy: TcpProxy;
  let started: Started;
  let base: string;
  const lines: string[] = [];
  beforeAll(async () => {
    owner = await openTestDatabase();
    const url = new URL(await testDatabaseUrl(owner));
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.stop();
    url.port = String(proxy.port);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = testConfig({ databaseUrl: url.toString(), inMemoryDatabase: false, port, host: '127.0.0.1' });
    started = await startServer(config, { seed: false, logLine: (line) => lines.push(line) });
  });
  afterAll(async () => {
    await started.close();
    await proxy.close();
    await owner.close();
  });

  it('is alive but not ready, answers 503 JSON, logs one line per attempt, then serves as soon as the database answers', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/ready`)).status).toBe(503);
    const refused = await fetch(`${base}/api/v1/quizzes/quizzes/`, { headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      detail: 'The service is briefly unavailable. Try again in a few seconds.',
      error_code: 'service_unavailable',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines[0]).toMatch(/^database not reachable \(attempt 1, ECONNREFUSED\); retrying in 0\.5 s$/);

    await proxy.start();
    await started.app;
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    expect((await fetch(`${base}/api/v1/quizzes/quizzes/`)).status).toBe(200);
  });
});
