import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/app.js';

/** A port nobody listens on right now (the OS picks it); also what "gateway down" tests point at. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface SandboxServer {
  app: FastifyInstance;
  database: Database;
  /** http://127.0.0.1:<port>, which is also PUBLIC_URL. */
  baseUrl: string;
  publishableKey: string;
  /** Every log line written so far. */
  logs(): string;
  close(): Promise<void>;
}

/**
 * The whole app listening on a real port, PUBLIC_URL and MOYASAR_API_BASE pointed at it, logging at trace level.
 * `webhookUrl: 'self'` delivers the sandbox's webhooks to this app's own payments endpoint.
 */
export async function startSandboxServer(options: { webhookUrl?: string } = {}): Promise<SandboxServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const webhookUrl = options.webhookUrl === 'self' ? `${baseUrl}/api/v1/payments/webhook/` : options.webhookUrl;
  const base = testConfig();
  const config = testConfig({
    publicUrl: baseUrl,
    logLevel: 'trace',
    paymentGateway: { ...base.paymentGateway, apiBase: `${baseUrl}/sandbox/moyasar/v1`, sandboxWebhookUrl: webhookUrl },
  });
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const database = await openTestDatabase();
  const app = await buildApp(config, { database, logStream });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl,
    publishableKey: config.paymentGateway.publishableKey,
    logs: () => chunks.join(''),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface SandboxCard {
  name?: string;
  number: string;
  cvc?: string;
  month?: string | number;
  year?: string | number;
}

/** Creates a payment the way Moyasar's form does (publishable key, JSON); answers the raw response. */
export function postPayment(sandbox: SandboxServer, body: Record<string, unknown>, key = sandbox.publishableKey): Promise<Response> {
  return fetch(`${sandbox.baseUrl}/sandbox/moyasar/v1/payments`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export const paymentBody = (sandbox: SandboxServer, card: SandboxCard, extra: Record<string, unknown> = {}) => ({
  amount: 4900,
  currency: 'SAR',
  description: 'Quiz access',
  callback_url: `${sandbox.baseUrl}/pre-quiz-payment/verify`,
  metadata: { user_id: 'u-1', quiz_id: '7' },
  source: { type: 'creditcard', name: 'Sara Ahmed', cvc: '123', month: '12', year: String(new Date().getFullYear() + 2), ...card },
  ...extra,
});

/** Submits the simulated 3-D Secure step; answers the redirect to the callback URL. */
export async function submitThreeDs(
  sandbox: SandboxServer,
  id: string,
  action: 'confirm' | 'cancel' = 'confirm',
  otp = '123456',
): Promise<URL> {
  const res = await fetch(`${sandbox.baseUrl}/sandbox/moyasar/3ds/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, otp }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`3-D Secure step answered ${res.status}`);
  return new URL(res.headers.get('location')!);
}

/** A settled sandbox payment (card semantics decide paid or failed); answers its id. */
export async function settledPayment(sandbox: SandboxServer, card: SandboxCard, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await postPayment(sandbox, paymentBody(sandbox, card, extra));
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  await submitThreeDs(sandbox, id);
  return id;
}
