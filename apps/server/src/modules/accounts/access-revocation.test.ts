import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { createAccountsTestApp, GOOD_PASSWORD, type AccountsTestApp } from '../../test/accounts.js';

/** Logout and password change stop access tokens at once, in this process and in another one on the same database. */
describe('access tokens after logout and password change', () => {
  let t: AccountsTestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    other = await buildApp(testConfig({ smtpUrl: t.app.config.smtpUrl, dataDir: t.dataDir }), { database: t.database });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const meHere = (access: string) => t.get('profile/me/', { token: access });
  const meThere = (access: string) =>
    other.inject({ method: 'GET', url: '/api/v1/profile/me/', headers: { authorization: `Bearer ${access}` } });

  it('refuses the session’s access token at once after logout, in both processes; other sessions go on', async () => {
    const session = await t.signUp();
    const second = (await t.post('auth/login/', { email: session.email, password: GOOD_PASSWORD })).json();
    expect((await meHere(session.access)).statusCode).toBe(200);
    expect((await meThere(session.access)).statusCode).toBe(200);
    expect((await t.post('auth/logout/', { refresh: session.refresh })).statusCode).toBe(204);
    expect((await meHere(session.access)).statusCode).toBe(401);
    expect((await meThere(session.access)).statusCode).toBe(401);
    expect((await meThere(second.access)).statusCode).toBe(200);
  });

  it('refuses every earlier access token at once after a password change made in another process', async () => {
    const session = await t.signUp();
    expect((await meThere(session.access)).statusCode).toBe(200);
    const changed = await t.post(
      'auth/change-password/',
      { old_password: GOOD_PASSWORD, new_password: 'another correct horse battery' },
      { token: session.access },
    );
    expect(changed.statusCode).toBe(200);
    expect((await meThere(session.access)).statusCode).toBe(401);
    expect((await meThere(changed.json().access)).statusCode).toBe(200);
  });
});
