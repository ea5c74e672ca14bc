import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { users } from '../db/schema/accounts.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { DEMO_CREDENTIALS_FILE, seedDemoAccounts } from './demo-accounts.js';

describe('demo accounts seed', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-seed-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates a verified student and admin once, with random passwords written to a private file', async () => {
    expect(await seedDemoAccounts(t.app.db, t.app.log, { dataDir })).toBe(true);
    const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    const credentials = [...text.matchAll(/(\S+@mizan\.local) {2}(\S+)/g)].map(([, email, password]) => ({ email, password }));
    expect(credentials.map((c) => c.email)).toEqual(['student@mizan.local', 'admin@mizan.local']);

    for (const [index, { email, password }] of credentials.entries()) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email, password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ is_verified: true, role: index === 0 ? 'student' : 'admin' });
    }

    expect(await seedDemoAccounts(t.app.db, t.app.log, { dataDir })).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('prints the accounts as plain lines for the newcomer, and keeps the passwords out of the JSON log', async () => {
    await t.app.db.delete(users).where(inArray(users.email, ['student@mizan.local', 'admin@mizan.local']));
    const printed: string[] = [];
    const logged: unknown[] = [];
    const log = { ...t.app.log, info: (...args: unknown[]) => logged.push(args) } as unknown as typeof t.app.log;
    expect(await seedDemoAccounts(t.app.db, log, { dataDir, announce: (text) => printed.push(text) })).toBe(true);
    const lines = printed.join('\n').split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}student {2}student@mizan\.local {2}\S+$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}admin {4}admin@mizan\.local {2}\S+$/));
    const password = /admin@mizan\.local {2}(\S+)/.exec(printed.join('\n'))?.[1] ?? '';
    expect(JSON.stringify(logged)).not.toContain(password);
  });
});
