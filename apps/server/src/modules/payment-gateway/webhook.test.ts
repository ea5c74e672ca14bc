import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import {
  freePort,
  paymentBody,
  postPayment,
  settledPayment,
  startSandboxServer,
  submitThreeDs,
  type SandboxServer,
} from '../sandbox-gateway/testing.js';

describe('sandbox webhooks and their verification', () => {
  let sandbox: SandboxServer;
  let receiver: Server;
  const events: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        events.push(JSON.parse(body) as Record<string, unknown>);
        waiters.splice(0).forEach((w) => w());
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    sandbox = await startSandboxServer({
      webhookUrl: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/api/v1/payments/webhook/`,
    });
  });
  afterAll(async () => {
    await sandbox.close();
    await new Promise((r) => receiver.close(r));
  });

  async function eventFor(paymentId: string, type: string): Promise<Record<string, unknown>> {
    for (;;) {
      const found = events.find((e) => e['type'] === type && (e['data'] as { id: string }).id === paymentId);
      if (found) return found;
      await new Promise<void>((r) => waiters.push(r));
    }
  }

  it("posts payment_paid, payment_failed and payment_refunded events in Moyasar's shape", async () => {
    const paid = await settledPayment(sandbox, { number: '4111111111111111' });
    const event = await eventFor(paid, 'payment_paid');
    expect(event).toMatchObject({
      type: 'payment_paid',
      secret_token: 'test-webhook-secret-0123456789',
      live: false,
      data: { id: paid, status: 'paid', amount: 4900 },
    });
    expect(event['id']).toMatch(/^[0-9a-f-]{36}$/);

    const failed = await settledPayment(sandbox, { number: '4201320000311101' });
    expect(await eventFor(failed, 'payment_failed')).toMatchObject({
      data: { status: 'failed', source: { message: 'INSUFFICIENT FUNDS' } },
    });

    // A partial refund is a refund event, though the payment stays paid until nothing is left.
    await sandbox.app.paymentGateway.refund(paid, 900);
    expect(await eventFor(paid, 'payment_refunded')).toMatchObject({ data: { status: 'paid', refunded: 900 } });
  });

  it('settles a payment once however many times 3-D Secure is submitted at the same moment', async () => {
    const created = await postPayment(sandbox, paymentBody(sandbox, { number: '4111111111111111' }));
    const { id } = (await created.json()) as { id: string };
    const callbacks = await Promise.all(Array.from({ length: 10 }, () => submitThreeDs(sandbox, id)));
    expect(new Set(callbacks.map((c) => c.searchParams.get('status')))).toEqual(new Set(['paid']));
    await eventFor(id, 'payment_paid');
    await settledPayment(sandbox, { number: '4111111111111111' }).then((next) => eventFor(next, 'payment_paid'));
    expect(events.filter((e) => (e['data'] as { id: string }).id === id)).toHaveLength(1);
  });

  it('verifies an event carrying the right secret and normalises its payment', async () => {
    const id = await settledPayment(sandbox, { number: '5421080101000000' });
    const event = sandbox.app.paymentGateway.verifyWebhook(await eventFor(id, 'payment_paid'));
    expect(event).toMatchObject({
      type: 'payment_paid',
      live: false,
      payment: { id, status: 'paid', amountHalalas: 4900, currency: 'SAR', metadata: { quiz_id: '7' } },
    });
    expect(event.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong, shorter, longer or missing secret with 401, and a malformed event with 400', async () => {
    const id = await settledPayment(sandbox, { number: '4111111111111111' });
    const event = await eventFor(id, 'payment_paid');
    const secret = event['secret_token'] as string;
    for (const token of [`${secret.slice(0, -1)}X`, secret.slice(0, 5), `${secret}0`, '', undefined, 42]) {
      const error = (() => {
        try {
          sandbox.app.paymentGateway.verifyWebhook({ ...event, secret_token: token });
        } catch (e) {
          return e;
        }
      })();
      expect(error, String(token)).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 401, errorCode: 'invalid_webhook_secret' });
    }
    for (const body of [null, 'x', []])
      expect(() => sandbox.app.paymentGateway.verifyWebhook(body)).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => sandbox.app.paymentGateway.verifyWebhook({ secret_token: secret, type: 'payment_paid' })).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});

describe('sandbox webhooks to an endpoint that is down', () => {
  it('logs the failed delivery and still settles the payment', async () => {
    const sandbox = await startSandboxServer({ webhookUrl: `http://127.0.0.1:${await freePort()}/api/v1/payments/webhook/` });
    try {
      const id = await settledPayment(sandbox, { number: '4111111111111111' });
      expect((await sandbox.app.paymentGateway.fetchPayment(id)).status).toBe('paid');
      await expect.poll(() => sandbox.logs()).toContain('sandbox webhook not delivered');
    } finally {
      await sandbox.close();
    }
  });
});
