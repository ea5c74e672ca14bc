import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, settledPayment, startSandboxServer, type SandboxServer } from '../sandbox-gateway/testing.js';
import { testConfig } from '../../config.js';
import { GatewayAuthError, GatewayNotFoundError, GatewayRequestError, GatewayUnavailableError } from './gateway.js';
import { createMoyasarGateway } from './moyasar.js';

describe('moyasar adapter against the sandbox over HTTP', () => {
  let sandbox: SandboxServer;
  beforeAll(async () => {
    sandbox = await startSandboxServer();
  });
  afterAll(() => sandbox.close());

  const gateway = () => sandbox.app.paymentGateway;

  it.each([
    ['4111111111111111', 'visa', 'paid', 'APPROVED', '4111-11XX-XXXX-1111'],
    ['4201320111111010', 'mada', 'paid', 'APPROVED', '4201-32XX-XXXX-1010'],
    ['5421080101000000', 'master', 'paid', 'APPROVED', '5421-08XX-XXXX-0000'],
    ['4201320000013020', 'mada', 'failed', 'UNSPECIFIED FAILURE', '4201-32XX-XXXX-3020'],
    ['4201320000311101', 'mada', 'failed', 'INSUFFICIENT FUNDS', '4201-32XX-XXXX-1101'],
    ['4201321234411220', 'mada', 'failed', 'DECLINED', '4201-32XX-XXXX-1220'],
    ['4123450131000508', 'visa', 'failed', '3-D Secure transaction attempt failed (Not Enrolled)', '4123-45XX-XXXX-0508'],
    ['4242424242424242', 'visa', 'paid', 'APPROVED', '4242-42XX-XXXX-4242'],
    ['378282246310005', 'amex', 'paid', 'APPROVED', '3782-82XX-XXX0-005'],
  ])('card %s (%s) ends %s: %s', async (number, company, status, message, masked) => {
    const cvc = company === 'amex' ? '1234' : '123';
    const id = await settledPayment(sandbox, { number, cvc });
    const payment = await gateway().fetchPayment(id);
    expect(payment).toMatchObject({
      id,
      status,
      amountHalalas: 4900,
      refundedHalalas: 0,
      currency: 'SAR',
      description: 'Quiz access',
      metadata: { user_id: 'u-1', quiz_id: '7' },
      source: { type: 'creditcard', company, name: 'Sara Ahmed', message },
    });
    expect(payment.source?.maskedNumber).toBe(masked);
    expect(payment.createdAt).toBeInstanceOf(Date);
  });

  it('refunds fully, then refuses to refund again', async () => {
    const id = await settledPayment(sandbox, { number: '4111111111111111' });
    const refunded = await gateway().refund(id);
    expect(refunded).toMatchObject({ status: 'refunded', refundedHalalas: 4900 });
    expect((await gateway().fetchPayment(id)).status).toBe('refunded');
    await expect(gateway().refund(id, 100)).rejects.toBeInstanceOf(GatewayRequestError);
  });

  it('refunds partially up to the amount paid, never beyond', async () => {
    const id = await settledPayment(sandbox, { number: '4111111111111111' });
    expect(await gateway().refund(id, 1000)).toMatchObject({ status: 'paid', refundedHalalas: 1000, amountHalalas: 4900 });
    expect(await gateway().refund(id, 3900)).toMatchObject({ status: 'refunded', refundedHalalas: 4900 });
    const error = await gateway()
      .refund(id, 1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayRequestError);
    expect(error).toMatchObject({ type: 'invalid_request_error', errors: { amount: ['exceeds the amount left to refund'] } });
  });

  it('lets concurrent partial refunds add up to the amount paid and no more', async () => {
    const id = await settledPayment(sandbox, { number: '4111111111111111' });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => gateway().refund(id, 1000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect((await gateway().fetchPayment(id)).refundedHalalas).toBe(4000);
  });

  it('refuses to refund a failed payment', async () => {
    const id = await settledPayment(sandbox, { number: '4201321234411220' });
    await expect(gateway().refund(id)).rejects.toBeInstanceOf(GatewayRequestError);
  });

  it('reports a wrong secret key as an authentication error', async () => {
    const wrong = createMoyasarGateway(
      { ...testConfig().paymentGateway, apiBase: `${sandbox.baseUrl}/sandbox/moyasar/v1`, secretKey: 'sk_test_wrong' },
      sandbox.baseUrl,
    );
    const id = await settledPayment(sandbox, { number: '4111111111111111' });
    const error = await wrong.fetchPayment(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayAuthError);
    expect(error).toMatchObject({ type: 'authentication_error' });
  });

  it('reports an unknown or malformed id as not found', async () => {
    await expect(gateway().fetchPayment('0b0f3d58-8c1e-4a4a-9a49-4f2b8c2f0f00')).rejects.toBeInstanceOf(GatewayNotFoundError);
    await expect(gateway().fetchPayment('../../etc/passwd')).rejects.toBeInstanceOf(GatewayNotFoundError);
    await expect(gateway().refund('not-a-uuid')).rejects.toBeInstanceOf(GatewayNotFoundError);
  });

  it("gives the web client the sandbox form settings, and Moyasar's for real Moyasar", () => {
    expect(gateway().formConfig()).toEqual({
      kind: 'sandbox',
      publishableKey: sandbox.publishableKey,
      apiBase: `${sandbox.baseUrl}/sandbox/moyasar/v1`,
      hostedFormUrl: `${sandbox.baseUrl}/sandbox/moyasar/form`,
    });
    const real = createMoyasarGateway(
      { ...testConfig().paymentGateway, kind: 'moyasar', apiBase: 'https://api.moyasar.com/v1' },
      'https://mizan.example',
    );
    expect(real.formConfig()).toMatchObject({
      kind: 'moyasar',
      formScriptUrl: expect.stringMatching(/^https:\/\/cdn\.moyasar\.com\/mpf\/[\d.]+\/moyasar\.js$/),
    });
  });
});

describe('moyasar adapter when the gateway is unavailable', () => {
  const config = testConfig().paymentGateway;
  const servers: Server[] = [];
  afterAll(() =>
    Promise.all(
      servers.map((s) => {
        s.closeAllConnections();
        return new Promise((r) => s.close(r));
      }),
    ),
  );

  async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  }

  it('treats a closed port as unavailable', async () => {
    const gateway = createMoyasarGateway({ ...config, apiBase: `http://127.0.0.1:${await freePort()}/v1` }, 'http://localhost');
    await expect(gateway.fetchPayment('x')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('gives up after the timeout on a gateway that never answers', async () => {
    const apiBase = await serve(() => undefined);
    const gateway = createMoyasarGateway({ ...config, apiBase }, 'http://localhost', 300);
    const started = Date.now();
    await expect(gateway.fetchPayment('x')).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('treats 5xx and unreadable answers as unavailable', async () => {
    const down = await serve((_req, res) =>
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"type":"api_error","message":"maintenance"}'),
    );
    await expect(createMoyasarGateway({ ...config, apiBase: down }, 'http://localhost').refund('x')).rejects.toMatchObject({
      name: 'GatewayUnavailableError',
      message: 'maintenance',
    });
    const garbage = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'));
    await expect(createMoyasarGateway({ ...config, apiBase: garbage }, 'http://localhost').fetchPayment('x')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });
});
