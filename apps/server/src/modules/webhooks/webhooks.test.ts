import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { jobs } from '../../db/schema/jobs.js';
import { webhookDeliveries } from '../../db/schema/integrations.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { httpClient, insertPlan, paidQuiz, pay, type HttpClient } from '../payments/test-payments.js';
import { startSandboxServer, type SandboxServer } from '../sandbox-gateway/testing.js';
import { apiClient } from '../trials/test-api.js';
import { essayQuiz, gradedQuiz } from '../trials/test-quizzes.js';

/** The receiver's own check of `Mizan-Signature` (deliberately not the server's signer): HMAC, then the tolerance. */
function verifySignature(secret: string, header: string | undefined, rawBody: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((kv) => kv.split('=', 2) as [string, string]));
  const t = Number(parts['t']);
  const v1 = parts['v1'] ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: { id: string; type: string; created_at: string; data: Record<string, unknown> };
  answered: number;
}

/** A real HTTP receiver on a free port; `status` decides what it answers next. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Received['body'], answered: state.status });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    ofType: (type: string) => received.filter((r) => r.body.type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe('webhooks: signed deliveries from the real flows, retried durably', () => {
  let sandbox: SandboxServer;
  let client: HttpClient;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let receiver: Receiver;
  let secret: string;
  let hookId: string;

  const runJobs = async () => {
    let total = 0;
    for (let n = await sandbox.app.jobs.runDue(); n > 0; n = await sandbox.app.jobs.runDue()) total += n;
    return total;
  };
  const makeDue = () => sandbox.app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });

  beforeAll(async () => {
    sandbox = await startSandboxServer();
    // The test drives the queue: the app's own poller would race it for the jobs.
    await sandbox.app.jobs.close();
    client = await httpClient(sandbox);
    api = apiClient(sandbox.app);
    admin = await createTestUser(sandbox.app, { role: 'admin' });
    receiver = await startReceiver();
    const created = await api('POST', apiPaths.admin.webhooks, admin, {
      url: receiver.url,
      description: 'LMS',
      events: ['trial.completed', 'result.released', 'certificate.issued', 'payment.paid', 'payment.refunded', 'user.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    secret = created.json().secret;
    hookId = created.json().id;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
  });
  afterAll(async () => {
    await receiver.close();
    await sandbox.close();
  });

  it('shows the secret once, never in the list or the audit log; admins only; strict bodies', async () => {
    const list = await api('GET', apiPaths.admin.webhooks, admin);
    expect(list.json().results[0]).toMatchObject({ id: hookId, url: receiver.url, active: true });
    expect(list.body).not.toContain(secret);
    const audit = await sandbox.database.rows<{ changes: unknown }>(sql`select changes from audit_log where entity = 'webhook'`);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);

    const staff = await createTestUser(sandbox.app, { role: 'staff' });
    expect((await api('GET', apiPaths.admin.webhooks, staff)).statusCode).toBe(403);
    const bad = await api('POST', apiPaths.admin.webhooks, admin, { url: receiver.url, events: ['user.created'], extra: 1 });
    expect(bad.statusCode).toBe(400);
    const ftp = await api('POST', apiPaths.admin.webhooks, admin, { url: 'ftp://example.com/x', events: ['user.created'] });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json()).toHaveProperty('url');
    const unknownEvent = await api('POST', apiPaths.admin.webhooks, admin, { url: receiver.url, events: ['quiz.deleted'] });
    expect(unknownEvent.statusCode).toBe(400);
  });

  it('refuses private and loopback addresses unless allowed (tests allow them)', async () => {
    const config = sandbox.app.config as { webhooksAllowPrivateUrls: boolean };
    config.webhooksAllowPrivateUrls = false;
    try {
      for (const url of ['http://127.0.0.1:9/x', 'http://localhost/x', 'https://10.1.2.3/x', 'http://[::1]/x', 'http://169.254.169.254/']) {
        const res = await api('POST', apiPaths.admin.webhooks, admin, { url, events: ['user.created'] }, 'ar');
        expect(res.statusCode, url).toBe(400);
        expect(res.json().url[0]).toMatch(/[\u0600-\u06FF]/);
      }
    } finally {
      config.webhooksAllowPrivateUrls = true;
    }
  });

  it('user.created on registration, signed so that the receiver can check it', async () => {
    const email = `hook-${Date.now()}@example.com`;
    expect(
      (await api('POST', 'auth/register/', null, { email, password: 'correct horse battery staple', fullname: 'New Person' })).statusCode,
    ).toBe(201);
    await runJobs();
    const [event] = receiver.ofType('user.created').filter((r) => r.body.data['email'] === email);
    expect(event).toBeDefined();
    expect(event!.body).toMatchObject({ type: 'user.created', data: { email, fullname: 'New Person', role: 'student' } });
    expect(event!.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event!.headers['mizan-event-id']).toBe(event!.body.id);
    expect(verifySignature(secret, event!.headers['mizan-signature'] as string, event!.raw)).toBe(true);
    // The check can fail: another secret, a changed body, or a stale timestamp.
    expect(verifySignature(`${secret}x`, event!.headers['mizan-signature'] as string, event!.raw)).toBe(false);
    expect(verifySignature(secret, event!.headers['mizan-signature'] as string, event!.raw.replace('New Person', 'Evil'))).toBe(false);
    expect(verifySignature(secret, event!.headers['mizan-signature'] as string, event!.raw, -1)).toBe(false);

    // An account an admin creates is announced too, once.
    const staffEmail = `staff-${Date.now()}@example.com`;
    const made = await api('POST', apiPaths.admin.users, admin, { email: staffEmail, fullname: 'New Staff', role: 'staff' });
    expect(made.statusCode, made.body).toBe(201);
    await runJobs();
    await runJobs();
    expect(receiver.ofType('user.created').filter((r) => r.body.data['email'] === staffEmail)).toHaveLength(1);
  });

  it('trial.completed, result.released and certificate.issued when a trial is completed through the API', async () => {
    const student = await createTestUser(sandbox.app);
    const quiz = await insertQuiz(sandbox.app.db, gradedQuiz({ certificate: true }));
    const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
    for (const q of quiz.questions) {
      const answer = q.answers.find((a) => a.correct);
      await api('POST', `quizzes/trials/${trial.id}/question/${q.id}/submit-answer/`, student, { selected_answer_id: answer?.id });
    }
    expect((await api('POST', `quizzes/trials/${trial.id}/complete/`, student, {})).statusCode).toBe(200);
    await runJobs();
    const mine = (type: string) => receiver.ofType(type).filter((r) => r.body.data['trial_id'] === trial.id);
    expect(mine('trial.completed')).toHaveLength(1);
    expect(mine('trial.completed')[0]!.body.data).toMatchObject({ quiz_id: quiz.id, user_id: student.id, awaiting_marking: false });
    expect(mine('result.released')[0]!.body.data).toMatchObject({ percentage: 100, passed: true });
    expect(mine('certificate.issued')).toHaveLength(1);
    expect(mine('certificate.issued')[0]!.body.data['verification_code']).toMatch(/^[0-9A-Z]{10}$/);
    for (const r of [...mine('trial.completed'), ...mine('certificate.issued')])
      expect(verifySignature(secret, r.headers['mizan-signature'] as string, r.raw)).toBe(true);
  });

  it('result.released for a marked result only when its last mark releases it', async () => {
    const student = await createTestUser(sandbox.app);
    const quiz = await insertQuiz(sandbox.app.db, essayQuiz());
    const trial = (await api('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json();
    const [choice, essay] = quiz.questions;
    await api('POST', `quizzes/trials/${trial.id}/question/${choice!.id}/submit-answer/`, student, {
      selected_answer_id: choice!.answers.find((a) => a.correct)!.id,
    });
    await api('POST', `quizzes/trials/${trial.id}/question/${essay!.id}/submit-answer/`, student, {
      response: { text: '<p>جواب مكتوب هنا</p>' },
    });
    expect((await api('POST', `quizzes/trials/${trial.id}/complete/`, student, {})).statusCode).toBe(200);
    await runJobs();
    const mine = (type: string) => receiver.ofType(type).filter((r) => r.body.data['trial_id'] === trial.id);
    expect(mine('trial.completed')[0]!.body.data['awaiting_marking']).toBe(true);
    expect(mine('result.released')).toHaveLength(0);
    const marked = await api('POST', `admin/trials/${trial.id}/marks/`, admin, { question: essay!.id, points: 4 });
    expect(marked.statusCode, marked.body).toBe(200);
    await runJobs();
    expect(mine('result.released')).toHaveLength(1);
    expect(mine('result.released')[0]!.body.data).toMatchObject({ score: 5, max_score: 5, percentage: 100 });
    expect(mine('trial.completed')).toHaveLength(1);
  });

  it('payment.paid and payment.refunded through the sandbox gateway', async () => {
    const plan = await insertPlan(sandbox.database, 1, 4900);
    const student = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    const payment_id = await pay(sandbox, { user: student, plan, quiz, amount: 4900 });
    const saved = await client.call('POST', 'payments/payments/', student, { plan, payment_id, quiz });
    expect(saved.status).toBe(201);
    await runJobs();
    const paid = receiver.ofType('payment.paid').filter((r) => r.body.data['payment_id'] === saved.body['id']);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.data).toMatchObject({ user_id: student.id, plan_id: plan, amount_halalas: 4900, currency: 'SAR', status: 'paid' });

    const refund = await api('POST', apiPaths.admin.paymentRefund.replace(':id', saved.body['id']), admin, {});
    expect(refund.statusCode, refund.body).toBe(200);
    await runJobs();
    const refunded = receiver.ofType('payment.refunded').filter((r) => r.body.data['payment_id'] === saved.body['id']);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.body.data['status']).toBe('refunded');
  });

  it('retries a failing receiver with backoff and delivers once after it recovers; "send again" repeats the same event', async () => {
    const flaky = await startReceiver();
    try {
      const created = await api('POST', apiPaths.admin.webhooks, admin, { url: flaky.url, events: ['user.created'] });
      const flakyId = created.json().id as string;
      const flakySecret = created.json().secret as string;
      flaky.state.status = 500;
      const email = `flaky-${Date.now()}@example.com`;
      await api('POST', 'auth/register/', null, { email, password: 'correct horse battery staple', fullname: 'Flaky' });
      const delivery = async () =>
        (await sandbox.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, flakyId)))[0]!;
      const job = async () =>
        (
          await sandbox.app.db
            .select()
            .from(jobs)
            .where(sql`${jobs.payload}->>'deliveryId' = ${String((await delivery()).id)}`)
        )[0];

      await runJobs();
      expect(flaky.received).toHaveLength(1);
      expect(await delivery()).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500, lastError: 'HTTP 500' });
      const first = (await job())!;
      expect(first.runAt.getTime() - Date.now()).toBeGreaterThan(20_000); // backed off
      await runJobs();
      expect(flaky.received).toHaveLength(1); // not due yet

      await makeDue();
      await runJobs();
      expect(await delivery()).toMatchObject({ status: 'pending', attempts: 2 });
      const second = (await job())!;
      // Exponential: the second wait is longer than the first.
      expect(second.runAt.getTime() - Date.now()).toBeGreaterThan(first.runAt.getTime() - Date.now() + 10_000);

      flaky.state.status = 204;
      await makeDue();
      await runJobs();
      expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 3, responseCode: 204, lastError: null });
      expect(await job()).toBeUndefined();
      await makeDue();
      await runJobs();
      expect(flaky.received).toHaveLength(3);
      expect(flaky.received.filter((r) => r.answered === 204)).toHaveLength(1);
      expect(new Set(flaky.received.map((r) => r.body.id)).size).toBe(1); // one event id throughout
      expect(flaky.received.every((r) => verifySignature(flakySecret, r.headers['mizan-signature'] as string, r.raw))).toBe(true);

      const log = await api('GET', apiPaths.admin.webhookDeliveries.replace(':id', flakyId), admin);
      expect(log.json()).toMatchObject({
        count: 1,
        results: [{ event_type: 'user.created', status: 'delivered', response_code: 204, attempts: 3 }],
      });
      const deliveryId = log.json().results[0].id as number;
      const searched = (q: string) => api('GET', `${apiPaths.admin.webhookDeliveries.replace(':id', flakyId)}?search=${q}`, admin);
      expect((await searched('user.created')).json().count).toBe(1);
      expect((await searched('payment')).json().count).toBe(0);
      const resend = await api(
        'POST',
        apiPaths.admin.webhookDeliveryResend.replace(':id', flakyId).replace(':deliveryId', String(deliveryId)),
        admin,
      );
      expect(resend.statusCode).toBe(202);
      await runJobs();
      expect(flaky.received).toHaveLength(4);
      expect(flaky.received[3]!.body.id).toBe(flaky.received[0]!.body.id);
      expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 4 });
      const audit = await sandbox.database.rows<{ n: number }>(
        sql`select count(*)::int as n from audit_log where entity = 'webhook' and action = 'resend' and entity_id = ${flakyId}`,
      );
      expect(audit[0]?.n).toBe(1);
      // Another hook's delivery is not this one's to resend.
      const foreign = await api(
        'POST',
        apiPaths.admin.webhookDeliveryResend.replace(':id', hookId).replace(':deliveryId', String(deliveryId)),
        admin,
      );
      expect(foreign.statusCode).toBe(404);
      expect((await api('DELETE', apiPaths.admin.webhook.replace(':id', flakyId), admin)).statusCode).toBe(204);
    } finally {
      await flaky.close();
    }
  });

  it('gives up as failed 24 hours after the event', async () => {
    const down = await startReceiver();
    try {
      down.state.status = 503;
      const created = await api('POST', apiPaths.admin.webhooks, admin, { url: down.url, events: ['user.created'] });
      const downId = created.json().id as string;
      await api('POST', 'auth/register/', null, {
        email: `down-${Date.now()}@example.com`,
        password: 'correct horse battery staple',
        fullname: 'Down',
      });
      // The event is a day and a minute old by the time of this attempt.
      await sandbox.app.db
        .update(jobs)
        .set({ payload: sql`jsonb_set(${jobs.payload}, '{since}', to_jsonb((now() - interval '24 hours 1 minute')::text))` })
        .where(eq(jobs.kind, 'webhook-delivery'));
      await runJobs();
      const [row] = await sandbox.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, downId));
      expect(row).toMatchObject({ status: 'failed', attempts: 1, responseCode: 503 });
      expect(
        await sandbox.app.db
          .select()
          .from(jobs)
          .where(sql`${jobs.payload}->>'deliveryId' = ${String(row!.id)}`),
      ).toHaveLength(0);
    } finally {
      await down.close();
    }
  });

  it('a paused or deleted subscription receives nothing new', async () => {
    const before = receiver.received.length;
    expect((await api('PATCH', apiPaths.admin.webhook.replace(':id', hookId), admin, { active: false })).json().active).toBe(false);
    await api('POST', 'auth/register/', null, {
      email: `paused-${Date.now()}@example.com`,
      password: 'correct horse battery staple',
      fullname: 'P',
    });
    await runJobs();
    expect(receiver.received.length).toBe(before);
    expect((await api('DELETE', apiPaths.admin.webhook.replace(':id', hookId), admin)).statusCode).toBe(204);
    expect((await api('GET', apiPaths.admin.webhook.replace(':id', hookId), admin)).statusCode).toBe(404);
  });
});
