import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, type AccountsTestApp } from '../../test/accounts.js';

/** Two tabs refreshing with the same token at once must not sign the user out; a late replay still does. */
describe('refresh grace for a concurrent refresh of the same parent', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const refresh = (token: string) => t.post('auth/refresh/', { refresh: token });

  it('answers every concurrent refresh of one token with the same new pair, which keeps working', async () => {
    const { refresh: parent } = await t.signUp();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(parent)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().refresh)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().access)).size).toBe(1);
    const next = await refresh(answers[0]!.json().refresh);
    expect(next.statusCode).toBe(200);
  });

  it('gives a tab that refreshes a moment later the same pair', async () => {
    const { refresh: parent } = await t.signUp();
    const first = await refresh(parent);
    const second = await refresh(parent);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('still treats a replay after the grace window as theft and revokes the family', async () => {
    const { refresh: parent } = await t.signUp();
    const child = (await refresh(parent)).json().refresh as string;
    await t.database.rows(sql`update refresh_tokens set used_at = used_at - interval '1 minute' where jti = ${decodeJwt(parent).jti!}`);
    const replay = await refresh(parent);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_code).toBe('token_reused');
    expect((await refresh(child)).json().error_code).toBe('token_not_valid');
  });
});
