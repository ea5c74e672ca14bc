import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoyasarGateway } from '../payment-gateway/moyasar.js';
import { freePort, startSandboxServer, type SandboxServer } from '../sandbox-gateway/testing.js';
import { createTestUser } from '../../test/users.js';
import { paymentProcessor } from './processor.js';
import { reconcilePendingPayments } from './reconcile.js';
import { countRows, httpClient, insertPlan, paidQuiz, pay, type HttpClient } from './test-payments.js';

describe('payment webhooks, refunds and reconciliation', () => {
  let sandbox: SandboxServer;
  let client: HttpClient;
  let single: number;
  beforeAll(async () => {
    sandbox = await startSandboxServer();
    client = await httpClient(sandbox);
    single = await insertPlan(sandbox.database, 1, 4900);
  });
  afterAll(() => sandbox.close());

  const secret = () => sandbox.app.config.paymentGateway.webhookSecret;
  const api = (path: string, init: RequestInit = {}) => fetch(`${sandbox.baseUrl}${path}`, init);
  const basic = () => `Basic ${Buffer.from(`${sandbox.app.config.paymentGateway.secretKey}:`).toString('base64')}`;
  const gatewayJson = async (id: string) =>
    (await (await api(`/sandbox/moyasar/v1/payments/${id}`, { headers: { authorization: basic() } })).json()) as Record<string, unknown>;
  const event = async (id: string, type: string, token = secret()) => ({
    id: `evt-${id}`,
    type,
    created_at: new Date().toISOString(),
    secret_token: token,
    live: false,
    data: await gatewayJson(id),
  });
  const postEvent = (body: unknown) =>
    client.call('POST', 'payments/webhook/', null, body, { csrf: null }).then((r) => ({ status: r.status, body: r.body }));

  it('a paid webhook replayed three times grants once, even without a save', async () => {
    const user = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    const id = await pay(sandbox, { user, plan: single, quiz, amount: 4900 });
    const body = await event(id, 'payment_paid');
    const answers = [await postEvent(body), await postEvent(body), await postEvent(body)];
    expect(answers.map((a) => a.body)).toEqual(Array(3).fill({ received: true, status: 'paid' }));
    expect(await countRows(sandbox.database, 'entitlements', user.id)).toBe(1);
    const saved = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id: id, quiz });
    expect(saved.status).toBe(200);
    expect((await client.call('POST', `quizzes/quizzes/${quiz}/start/`, user, {})).status).toBe(201);
  });

  it('refuses a wrong webhook secret (401) and changes nothing', async () => {
    const user = await createTestUser(sandbox.app);
    const id = await pay(sandbox, { user, plan: single, quiz: await paidQuiz(sandbox.database), amount: 4900 });
    const res = await postEvent(await event(id, 'payment_paid', 'not-the-secret'));
    expect(res).toEqual({ status: 401, body: { detail: 'The webhook secret token is not valid.', error_code: 'invalid_webhook_secret' } });
    expect(await countRows(sandbox.database, 'payments', user.id)).toBe(0);
  });

  it('acts on the re-fetched payment, not on what the event claims', async () => {
    const user = await createTestUser(sandbox.app);
    const id = await pay(sandbox, {
      user,
      plan: single,
      quiz: await paidQuiz(sandbox.database),
      amount: 4900,
      card: { number: '4123120000000000' },
    });
    const forged = await event(id, 'payment_paid');
    const res = await postEvent({ ...forged, data: { ...forged.data, status: 'paid' } });
    expect(res.body).toEqual({ received: true, status: null });
    expect(await countRows(sandbox.database, 'entitlements', user.id)).toBe(0);
  });

  it('a refund revokes an unused entitlement and closes a used one at what was used', async () => {
    const user = await createTestUser(sandbox.app);
    const bundle = await insertPlan(sandbox.database, 3, 11_900);
    const unused = await pay(sandbox, { user, plan: single, quiz: await paidQuiz(sandbox.database), amount: 4900 });
    const used = await pay(sandbox, { user, plan: bundle, amount: 11_900 });
    expect((await client.call('POST', 'payments/payments/finalize/', user, { payment_id: unused })).status).toBe(201);
    expect((await client.call('POST', 'payments/payments/finalize/', user, { payment_id: used })).status).toBe(201);
    expect((await client.call('POST', `quizzes/quizzes/${await paidQuiz(sandbox.database)}/start/`, user, {})).status).toBe(201);
    for (const id of [unused, used]) {
      const refund = await api(`/sandbox/moyasar/v1/payments/${id}/refund`, {
        method: 'POST',
        headers: { authorization: basic(), 'content-type': 'application/json' },
        body: '{}',
      });
      expect(refund.status).toBe(200);
      expect((await postEvent(await event(id, 'payment_refunded'))).body).toEqual({ received: true, status: 'refunded' });
    }
    const revoked = await client.call('GET', `payments/payments/${unused}/status/`, user);
    expect(revoked.body).toMatchObject({ status: 'refunded', entitlement: { status: 'revoked', quizzes_used: 0 } });
    const closed = await client.call('GET', `payments/payments/${used}/status/`, user);
    expect(closed.body).toMatchObject({ status: 'refunded', entitlement: { status: 'active', quizzes_total: 1, quizzes_used: 1 } });
    expect((await client.call('POST', `quizzes/quizzes/${await paidQuiz(sandbox.database)}/start/`, user, {})).status).toBe(402);
  });

  it('gateway down: the save answers 202 pending, finalize retries, reconciliation settles it once the gateway is back', async () => {
    const user = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    const payment_id = await pay(sandbox, { user, plan: single, quiz, amount: 4900 });
    const gateway = sandbox.app.paymentGateway;
    const real = gateway.fetchPayment;
    // The real adapter, over real HTTP, pointed at a port nobody listens on.
    const down = createMoyasarGateway(
      { ...sandbox.app.config.paymentGateway, apiBase: `http://127.0.0.1:${await freePort()}/v1` },
      sandbox.baseUrl,
    );
    gateway.fetchPayment = down.fetchPayment;
    try {
      const saved = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id, quiz });
      expect(saved.status).toBe(202);
      expect(saved.body).toMatchObject({ status: 'pending', entitlement: null });
      expect((await client.call('POST', 'payments/payments/finalize/', user, { payment_id })).status).toBe(202);
      expect((await client.call('POST', `quizzes/quizzes/${quiz}/start/`, user, {})).status).toBe(402);
    } finally {
      gateway.fetchPayment = real;
    }
    const processor = paymentProcessor({ db: sandbox.app.db, gateway, log: sandbox.app.log, invoicing: sandbox.app.config.invoicing });
    expect(await reconcilePendingPayments(sandbox.app.db, processor, 0)).toBeGreaterThanOrEqual(1);
    const status = await client.call('GET', `payments/payments/${payment_id}/status/`, user);
    expect(status.body).toMatchObject({ status: 'paid', entitlement: { quizzes_total: 1 } });
    expect(await reconcilePendingPayments(sandbox.app.db, processor, 0)).toBe(0);
    expect(await countRows(sandbox.database, 'entitlements', user.id)).toBe(1);
  });

  it('refuses and refunds a payment in another currency (a stubbed gateway answer: the sandbox accepts SAR only)', async () => {
    const user = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    const payment_id = await pay(sandbox, { user, plan: single, quiz, amount: 4900 });
    const gateway = sandbox.app.paymentGateway;
    const real = gateway.fetchPayment;
    gateway.fetchPayment = async (id) => ({ ...(await real(id)), currency: 'USD' });
    try {
      const res = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id, quiz });
      expect(res.body['error_code']).toBe('payment_auto_refunded');
    } finally {
      gateway.fetchPayment = real;
    }
    expect(await real(payment_id)).toMatchObject({ status: 'refunded' });
  });

  it("grants from the sandbox's own webhook when the client never comes back", async () => {
    const live = await startSandboxServer({ webhookUrl: 'self' });
    try {
      const plan = await insertPlan(live.database, 1, 4900);
      const user = await createTestUser(live.app);
      await pay(live, { user, plan, quiz: await paidQuiz(live.database), amount: 4900 });
      for (let i = 0; i < 50 && (await countRows(live.database, 'entitlements', user.id)) === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(await countRows(live.database, 'entitlements', user.id)).toBe(1);
    } finally {
      await live.close();
    }
  });
});
