import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { apiKeys } from '../../db/schema/integrations.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { apiKeyIdOf } from './token.js';

describe('API keys: scoped, hashed, revocable, rate-limited, audited as the key', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;

  const withKey = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const createKey = async (body: object) => {
    const res = await api('POST', apiPaths.admin.apiKeys, admin, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; token: string; prefix: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin', fullname: 'Key Maker' });
  });
  afterAll(() => t.close());

  it('shows the token once and stores only its hash', async () => {
    const key = await createKey({ name: 'Reporting', scopes: ['users:read'] });
    expect(key.token).toMatch(/^mzn_[0-9a-f]{32}_[\w-]{43}$/);
    expect(apiKeyIdOf(key.token)).toBe(key.id);
    expect(key.token.startsWith(key.prefix)).toBe(true);
    const list = await api('GET', apiPaths.admin.apiKeys, admin);
    expect(list.json().results[0]).toMatchObject({ id: key.id, name: 'Reporting', scopes: ['users:read'], last_used_at: null });
    expect(list.body).not.toContain(key.token);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    // The secret is base64url, which has '_' in it too: everything after the prefix.
    expect(JSON.stringify(row)).not.toContain(key.token.slice(key.prefix.length));
    const audit = await t.database.rows<{ changes: unknown }>(sql`select changes from audit_log where entity = 'api_key'`);
    expect(JSON.stringify(audit)).not.toContain(key.token);
  });

  it('answers 200 with the scope and 403 (localized) without it or outside the map', async () => {
    const key = await createKey({ name: 'Users reader', scopes: ['users:read'] });
    expect((await withKey(key.token, 'GET', apiPaths.admin.users)).statusCode).toBe(200);
    expect((await withKey(key.token, 'GET', apiPaths.admin.groups)).statusCode).toBe(200);
    const quizzes = await withKey(key.token, 'GET', apiPaths.admin.quizzes);
    expect(quizzes.statusCode).toBe(403);
    expect(quizzes.json()).toMatchObject({ error_code: 'permission_denied' });
    const arabic = await withKey(key.token, 'GET', apiPaths.admin.quizzes, undefined, 'ar');
    expect(arabic.json().detail).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.json().detail).not.toBe(quizzes.json().detail);
    // Reading is not writing.
    expect((await withKey(key.token, 'POST', apiPaths.admin.groups, { name: { ar: 'فصل' } })).statusCode).toBe(403);
    // Routes outside the map refuse any key: keys, webhooks, settings, payments, the audit log.
    const all = await createKey({
      name: 'Everything',
      scopes: ['results:read', 'users:read', 'users:write', 'quizzes:read', 'quizzes:write'],
    });
    for (const path of [
      apiPaths.admin.apiKeys,
      apiPaths.admin.webhooks,
      apiPaths.admin.settings,
      apiPaths.admin.payments,
      apiPaths.admin.audit,
    ])
      expect((await withKey(all.token, 'GET', path)).statusCode, path).toBe(403);
    expect((await withKey(all.token, 'GET', apiPaths.admin.quizzes)).statusCode).toBe(200);
    expect((await withKey(all.token, 'GET', apiPaths.admin.questions)).statusCode).toBe(200);
    expect((await withKey(all.token, 'GET', apiPaths.admin.categories)).statusCode).toBe(200);
  });

  it('acts as an admin on writes and is audited as the key, not a person', async () => {
    const key = await createKey({ name: 'SIS sync', scopes: ['users:write'] });
    const created = await withKey(key.token, 'POST', apiPaths.admin.groups, { name: { ar: 'فصل المفاتيح', en: 'Keys class' } });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await t.database.rows<{ actor_id: string | null; api_key_id: string | null; action: string }>(
      sql`select actor_id, api_key_id, action from audit_log where entity = 'group' and entity_id = ${String(created.json().id)}`,
    );
    expect(rows).toEqual([{ actor_id: null, api_key_id: key.id, action: 'create' }]);
    // Every call is logged as the key's, reads included.
    const calls = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'api_call' and api_key_id = ${key.id}`,
    );
    expect(calls[0]?.n).toBe(1);
    const log = await api('GET', `${apiPaths.admin.audit}?entity=group`, admin);
    expect(log.json().results[0]).toMatchObject({ actor: null, api_key: { id: key.id, name: 'SIS sync' }, action: 'create' });
  });

  it('401 for a revoked, expired, unknown or forged key', async () => {
    const key = await createKey({ name: 'Short lived', scopes: ['users:read'] });
    expect((await withKey(key.token, 'GET', apiPaths.admin.users)).statusCode).toBe(200);

    const forged = `${key.token.slice(0, -4)}AAAA`;
    expect((await withKey(forged, 'GET', apiPaths.admin.users)).statusCode).toBe(401);
    expect((await withKey('mzn_nonsense', 'GET', apiPaths.admin.users)).statusCode).toBe(401);

    await t.app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    const expired = await withKey(key.token, 'GET', apiPaths.admin.users);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error_code).toBe('authentication_failed');
    await t.app.db.update(apiKeys).set({ expiresAt: null }).where(eq(apiKeys.id, key.id));
    expect((await withKey(key.token, 'GET', apiPaths.admin.users)).statusCode).toBe(200);

    // A key never outranks its maker: once they are no longer an admin, it stops working.
    const maker = await createTestUser(t.app, { role: 'admin' });
    const made = await api('POST', apiPaths.admin.apiKeys, maker, { name: 'Maker’s', scopes: ['users:read'] });
    expect((await withKey(made.json().token, 'GET', apiPaths.admin.users)).statusCode).toBe(200);
    await t.database.rows(sql`update users set role = 'staff' where id = ${maker.id}::uuid`);
    expect((await withKey(made.json().token, 'GET', apiPaths.admin.users)).statusCode).toBe(401);

    expect((await api('DELETE', apiPaths.admin.apiKey.replace(':id', key.id), admin)).statusCode).toBe(204);
    expect((await withKey(key.token, 'GET', apiPaths.admin.users)).statusCode).toBe(401);
    const listed = (await api('GET', apiPaths.admin.apiKeys, admin)).json().results.find((k: { id: string }) => k.id === key.id);
    expect(listed.revoked_at).not.toBeNull();
    const revokes = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'api_key' and action = 'revoke' and entity_id = ${key.id}`,
    );
    expect(revokes[0]?.n).toBe(1);
  });

  it('limits each key on its own, and writes last_used_at at most once a minute', async () => {
    const slow = await createKey({ name: 'Slow', scopes: ['users:read'], rate_limit_per_minute: 2 });
    const other = await createKey({ name: 'Other', scopes: ['users:read'], rate_limit_per_minute: 2 });
    expect((await withKey(slow.token, 'GET', apiPaths.admin.users)).statusCode).toBe(200);
    expect((await withKey(slow.token, 'GET', apiPaths.admin.users)).statusCode).toBe(200);
    const third = await withKey(slow.token, 'GET', apiPaths.admin.users);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await withKey(other.token, 'GET', apiPaths.admin.users)).statusCode).toBe(200);

    const lastUsed = async () => (await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, other.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).not.toBeNull();
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await t.app.db.update(apiKeys).set({ lastUsedAt: thirtySecondsAgo }).where(eq(apiKeys.id, other.id));
    await withKey(other.token, 'GET', apiPaths.admin.users);
    expect((await lastUsed())!.getTime()).toBe(thirtySecondsAgo.getTime());
  });

  it('is for admins only, with strict bodies and a future expiry', async () => {
    const staff = await createTestUser(t.app, { role: 'staff' });
    expect((await api('GET', apiPaths.admin.apiKeys, staff)).statusCode).toBe(403);
    expect((await api('POST', apiPaths.admin.apiKeys, staff, { name: 'x', scopes: ['users:read'] })).statusCode).toBe(403);
    expect((await api('POST', apiPaths.admin.apiKeys, admin, { name: 'x', scopes: ['users:read'], role: 'admin' })).statusCode).toBe(400);
    expect((await api('POST', apiPaths.admin.apiKeys, admin, { name: 'x', scopes: ['settings:write'] })).statusCode).toBe(400);
    expect((await api('POST', apiPaths.admin.apiKeys, admin, { name: 'x', scopes: [] })).statusCode).toBe(400);
    const past = await api(
      'POST',
      apiPaths.admin.apiKeys,
      admin,
      { name: 'x', scopes: ['users:read'], expires_at: '2020-01-01T00:00:00Z' },
      'ar',
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().expires_at[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await api('DELETE', apiPaths.admin.apiKey.replace(':id', '00000000-0000-4000-8000-000000000000'), admin)).statusCode).toBe(404);
  });
});
