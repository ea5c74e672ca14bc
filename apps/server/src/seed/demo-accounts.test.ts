import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
