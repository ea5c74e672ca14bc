import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../config.js';
import { createTestApp, type TestApp } from './app.js';
import { startTestSmtp, type TestMailbox } from './smtp.js';

export interface Call {
  token?: string;
  lang?: 'ar' | 'en';
}

export interface AccountsTestApp extends TestApp {
  mailbox: TestMailbox;
  dataDir: string;
  /** POST /api/v1/<path> with a JSON body. */
  post(path: string, payload: unknown, call?: Call): Promise<LightMyRequestResponse>;
  get(path: string, call?: Call): Promise<LightMyRequestResponse>;
  /** A new, verified account through the real register → mail → validate-email journey. */
  signUp(options?: {
    email?: string;
    password?: string;
  }): Promise<{ email: string; password: string; access: string; refresh: string; user: { id: string } }>;
}

export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;
export const GOOD_PASSWORD = 'correct horse battery staple';

/**
 * The app wired to a real SMTP listener, a private data folder and, when TEST_REDIS_URL is set,
 * Redis rate-limit counters under a prefix of its own.
 */
export async function createAccountsTestApp(overrides: Partial<AppConfig> = {}): Promise<AccountsTestApp> {
  const mailbox = await startTestSmtp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-test-'));
  const t = await createTestApp({
    smtpUrl: mailbox.url,
    dataDir,
    redisUrl: process.env['TEST_REDIS_URL'] || undefined,
    redisPrefix: `mizan-test-${randomBytes(6).toString('hex')}:`,
    ...overrides,
  });
  const headers = ({ token, lang = 'en' }: Call = {}) => ({
    'accept-language': lang,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const post: AccountsTestApp['post'] = (url, payload, call) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: payload as object, headers: headers(call) });
  const get: AccountsTestApp['get'] = (url, call) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: headers(call) });
  return {
    ...t,
    mailbox,
    dataDir,
    post,
    get,
    async signUp({ email = uniqueEmail(), password = GOOD_PASSWORD } = {}) {
      const res = await post('auth/register/', { email, password, fullname: 'Test User' });
      if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
      const validated = await post('auth/validate-email/', { email, code: await mailbox.code(email) });
      if (validated.statusCode !== 200) throw new Error(`validate-email: ${validated.statusCode} ${validated.body}`);
      return { email, password, ...validated.json() };
    },
    async close() {
      await t.close();
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
