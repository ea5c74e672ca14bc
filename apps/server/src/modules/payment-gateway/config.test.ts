import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../../config.js';
import { createTestApp } from '../../test/app.js';

describe('payment gateway configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-gateway-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir, PUBLIC_URL: 'https://mizan.example/' } as const;

  it('defaults to the sandbox with test keys generated once and kept in DATA_DIR', () => {
    const first = loadConfig(env).paymentGateway;
    expect(first).toMatchObject({
      kind: 'sandbox',
      secretKey: expect.stringMatching(/^sk_test_\w{48}$/),
      publishableKey: expect.stringMatching(/^pk_test_\w{48}$/),
      apiBase: 'https://mizan.example/sandbox/moyasar/v1',
      sandboxWebhookUrl: 'https://mizan.example/api/v1/payments/webhook/',
    });
    expect(loadConfig(env).paymentGateway).toEqual(first);
    expect(statSync(path.join(dataDir, 'sandbox-gateway-keys.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ ...env, SANDBOX_WEBHOOK_URL: 'off' }).paymentGateway.sandboxWebhookUrl).toBeUndefined();
  });

  it('requires real keys and the webhook secret for Moyasar, and defaults to its live API', () => {
    expect(() => loadConfig({ ...env, PAYMENT_GATEWAY: 'moyasar' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, PAYMENT_GATEWAY: 'moyasar', MOYASAR_SECRET_KEY: 'oops' })).toThrow(
      /MOYASAR_SECRET_KEY: must look like/,
    );
    const real = loadConfig({
      ...env,
      PAYMENT_GATEWAY: 'moyasar',
      MOYASAR_SECRET_KEY: 'sk_live_abc',
      MOYASAR_PUBLISHABLE_KEY: 'pk_live_abc',
      MOYASAR_WEBHOOK_SECRET: 'a-long-enough-secret',
    }).paymentGateway;
    expect(real).toEqual({
      kind: 'moyasar',
      secretKey: 'sk_live_abc',
      publishableKey: 'pk_live_abc',
      apiBase: 'https://api.moyasar.com/v1',
      webhookSecret: 'a-long-enough-secret',
      sandboxWebhookUrl: undefined,
    });
  });

  it('mounts no sandbox in Moyasar mode and lets the CSP reach Moyasar', async () => {
    const base = testConfig().paymentGateway;
    const t = await createTestApp({
      paymentGateway: { ...base, kind: 'moyasar', apiBase: 'https://api.moyasar.com/v1', sandboxWebhookUrl: undefined },
    });
    try {
      const form = await t.app.inject({ url: `/sandbox/moyasar/form?publishable_key=${base.publishableKey}` });
      expect(form.statusCode).toBe(404);
      expect(form.json()).toMatchObject({ error_code: 'not_found' });
      expect((await t.app.inject({ method: 'POST', url: '/sandbox/moyasar/v1/payments', payload: {} })).statusCode).toBe(404);
      const csp = (await t.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/cdn\.moyasar\.com/);
      expect(csp).toMatch(/connect-src 'self'[^;]*https:\/\/api\.moyasar\.com/);
    } finally {
      await t.close();
    }
  });
});
