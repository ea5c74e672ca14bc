import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * The CSP directives of a response, by name, without the hashes of the web build's own inline scripts (when the
 * build is there; spa.test.ts checks those).
 */
async function csp(t: TestApp): Promise<Record<string, string[]>> {
  const res = await t.app.inject({ url: '/api/health' });
  const header = String(res.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.filter((source) => !source.startsWith("'sha256-"))];
    }),
  );
}

describe('CSP with real Moyasar', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = testConfig().paymentGateway;
    t = await createTestApp({ paymentGateway: { ...base, kind: 'moyasar', apiBase: 'https://api.moyasar.com/v1' } });
  });
  afterAll(() => t.close());

  it("lets the page load Moyasar's form and post the card to Moyasar's API, including 3-D Secure", async () => {
    const directives = await csp(t);
    expect(directives['script-src']).toEqual(["'self'", 'https://cdn.moyasar.com']);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.moyasar.com']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.moyasar.com']);
    expect(directives['frame-src']).toEqual(["'self'", 'https://api.moyasar.com']);
    expect(directives['form-action']).toEqual(["'self'", 'https://api.moyasar.com']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('CSP with the sandbox gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows no gateway host: the sandbox form is served from our own origin', async () => {
    const directives = await csp(t);
    for (const name of ['script-src', 'connect-src', 'frame-src', 'form-action']) expect(directives[name]).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
