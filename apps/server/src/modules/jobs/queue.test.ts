import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { jobs } from '../../db/schema/jobs.js';
import { createAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts.js';
import { openTestDatabase } from '../../test/app.js';
import { startTestSmtp, type TestMailbox } from '../../test/smtp.js';
import { tcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { createJobQueue, retryDelayMs } from './queue.js';

const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const makeDue = (t: { app: { db: AccountsTestApp['app']['db'] } }) =>
  t.app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });

describe('job queue', () => {
  it('backs off 30 s, 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('runs a job once, retries a failure with backoff and keeps it as failed after its last attempt', async () => {
    const database = await openTestDatabase();
    try {
      const queue = createJobQueue(database, silent);
      const seen: unknown[] = [];
      let failuresLeft = 1;
      queue.handle('flaky', async (payload) => {
        if (failuresLeft-- > 0) throw new Error('server away');
        seen.push(payload);
      });
      queue.handle('broken', async () => {
        throw new Error('always');
      });
      await queue.enqueue('flaky', { n: 1 });
      await queue.enqueue('broken', {}, { maxAttempts: 2 });
      await queue.enqueue('later', {}, { runAt: new Date(Date.now() + 60_000) });

      expect(await queue.runDue()).toBe(2);
      const [flaky] = await database.db.select().from(jobs).where(eq(jobs.kind, 'flaky'));
      expect(flaky).toMatchObject({ attempts: 1, lastError: 'server away', lockedUntil: null, failedAt: null });
      expect(flaky!.runAt.getTime() - Date.now()).toBeGreaterThan(20_000);
      expect(await queue.runDue()).toBe(0); // not due yet

      await database.db
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(eq(jobs.kind, 'flaky'));
      await database.db
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(eq(jobs.kind, 'broken'));
      expect(await queue.runDue()).toBe(2);
      expect(seen).toEqual([{ n: 1 }]);
      const left = await database.db.select({ kind: jobs.kind, failedAt: jobs.failedAt, attempts: jobs.attempts }).from(jobs);
      expect(left.map((j) => j.kind).sort()).toEqual(['broken', 'later']);
      expect(left.find((j) => j.kind === 'broken')).toMatchObject({ attempts: 2, failedAt: expect.any(Date) });
      expect(await queue.depth()).toEqual({ waiting: 1, failed: 1 });
      await queue.close();
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env['TEST_DATABASE_URL'])('two processes never run one job twice', async () => {
    const database = await openTestDatabase();
    try {
      // The second "process" works on the first one's database.
      const shared = await openDatabase({ databaseUrl: database.url!, poolSize: 5 });
      const runs = new Map<number, number>();
      const handler = async (payload: unknown) => {
        const n = (payload as { n: number }).n;
        await new Promise((resolve) => setTimeout(resolve, 2));
        runs.set(n, (runs.get(n) ?? 0) + 1);
      };
      const [a, b] = [createJobQueue(database, silent), createJobQueue(shared, silent)];
      a.handle('work', handler);
      b.handle('work', handler);
      for (let n = 0; n < 200; n++) await a.enqueue('work', { n });
      const drain = async (q: typeof a) => {
        while ((await q.runDue()) > 0);
      };
      await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
      expect(runs.size).toBe(200);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect(await a.depth()).toEqual({ waiting: 0, failed: 0 });
      await shared.close();
    } finally {
      await database.close();
    }
  });
});

describe('mail while the mail server is down', () => {
  let mailbox: TestMailbox;
  let relay: TcpProxy;
  let t: AccountsTestApp;
  beforeAll(async () => {
    mailbox = await startTestSmtp();
    relay = await tcpProxy({ host: '127.0.0.1', port: Number(new URL(mailbox.url).port) });
    t = await createAccountsTestApp({ smtpUrl: `smtp://127.0.0.1:${relay.port}` });
  });
  afterAll(async () => {
    await t.close();
    await relay.close();
    await mailbox.close();
  });

  it('is kept and delivered once the server is back, with the code still valid', async () => {
    // This test runs the queue itself: the app's own poller would race it for the job.
    await t.app.jobs.close();
    await relay.stop();
    const email = uniqueEmail('smtp-down');
    expect((await t.post('auth/register/', { email, password: 'correct horse battery staple', fullname: 'Test User' })).statusCode).toBe(
      201,
    );
    await t.app.mailer.drain();
    const [kept] = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
    expect(kept).toMatchObject({ attempts: 0, failedAt: null });
    expect(mailbox.pending(email)).toHaveLength(0);

    // Still down: the retry fails and is put off again.
    await makeDue(t);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect((await t.app.db.select().from(jobs))[0]).toMatchObject({ attempts: 1, failedAt: null });

    await relay.start();
    await makeDue(t);
    expect(await t.app.jobs.runDue()).toBe(1);
    const code = await mailbox.code(email);
    expect((await t.post('auth/validate-email/', { email, code })).statusCode).toBe(200);
    expect(await t.app.db.select().from(jobs)).toHaveLength(0);
  });
});
