import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.js';
import { ssoIdentities } from '../../db/schema/sso.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { createAccountsTestApp, uniqueEmail, type AccountsTestApp } from '../../test/accounts.js';
import { openTestDatabase } from '../../test/app.js';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.js';
import { callbackUrl } from './service.js';

const PUBLIC_URL = 'http://localhost:3000';

let idp: TestOidcProvider;
let t: AccountsTestApp;

beforeAll(async () => {
  idp = await startTestOidcProvider([callbackUrl(PUBLIC_URL, 'test'), callbackUrl(PUBLIC_URL, 'uni')]);
  const provider = (id: string, allowedDomains: string[]) => ({
    id,
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    label: { ar: `مزوّد ${id}`, en: `Provider ${id}` },
    allowedDomains,
  });
  // `down` points at a port nothing listens on: its discovery fails.
  const down = { ...provider('down', []), issuer: 'http://127.0.0.1:9/' };
  t = await createAccountsTestApp({
    publicUrl: PUBLIC_URL,
    ssoProviders: [provider('test', []), provider('uni', ['uni.example']), down],
  });
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

let nextAccount = 0;
/** A person at the provider; their account id there is returned. */
const person = (identity: { email?: string; email_verified?: boolean; name?: string }) => {
  const id = `person-${++nextAccount}`;
  idp.accounts.set(id, identity);
  return id;
};

const start = (provider: string, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/auth/sso/${provider}/start/${query}` });

/** The browser's way back from the provider to our callback, as the URL the provider redirected to. */
const providerAnswer = async (provider: string, accountId: string, query = '') => {
  const started = await start(provider, query);
  expect(started.statusCode).toBe(302);
  return idp.signIn(started.headers.location as string, accountId, callbackUrl(PUBLIC_URL, provider));
};

const callback = (answer: URL, lang: 'ar' | 'en' = 'en') =>
  t.app.inject({ method: 'GET', url: answer.pathname + answer.search, headers: { 'accept-language': lang } });

const landing = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string, PUBLIC_URL);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)), query: location.searchParams };
};

const exchange = (code: string | null) => t.post('auth/sso/exchange/', { code: code ?? '' });

/** Signs in all the way: provider, callback, exchange. */
const signInVia = async (provider: string, accountId: string) => {
  const { location, fragment } = landing(await callback(await providerAnswer(provider, accountId)));
  expect(location.pathname).toBe('/auth/sso');
  const res = await exchange(fragment.get('code'));
  expect(res.statusCode).toBe(200);
  return res.json() as { access: string; refresh: string; user: { id: string; email: string; fullname: string; is_verified: boolean } };
};

const refusal = async (res: LightMyRequestResponse) => {
  const { location, query } = landing(res);
  expect(location.pathname).toBe('/auth/login');
  return query.get('sso_error');
};

describe('single sign-on through a real OpenID provider', () => {
  it('lists the configured providers with both labels, and nothing secret', async () => {
    const res = await t.get('auth/sso/providers/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'test', label: { ar: 'مزوّد test', en: 'Provider test' } },
      { id: 'uni', label: { ar: 'مزوّد uni', en: 'Provider uni' } },
      { id: 'down', label: { ar: 'مزوّد down', en: 'Provider down' } },
    ]);
    expect(res.body).not.toContain(idp.clientSecret);
  });

  it('starts with the authorization code flow, PKCE, state and nonce', async () => {
    const res = await start('test');
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(idp.issuer);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(idp.clientId);
    expect(q.get('redirect_uri')).toBe(callbackUrl(PUBLIC_URL, 'test'));
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('scope')).toBe('openid email profile');
  });

  it('sends the person back to the sign-in page when the provider cannot be reached', async () => {
    const res = await start('down', '?redirect=%2Fquizzes');
    expect(await refusal(res)).toBe('unavailable');
    expect(new URL(res.headers.location as string, PUBLIC_URL).searchParams.get('redirect')).toBe('/quizzes');
  });

  it('answers 404 for an unknown provider, on start and callback', async () => {
    const res = await start('nobody');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error_code: 'not_found' });
    const cb = await t.app.inject({ method: 'GET', url: '/api/v1/auth/sso/nobody/callback/?state=x&code=y' });
    expect(cb.statusCode).toBe(404);
  });

  it('creates a verified account with the provider’s name, then signs the same person in to it again', async () => {
    const email = uniqueEmail('sso-new');
    const id = person({ email, email_verified: true, name: 'ليلى الأحمد' });
    const first = await signInVia('test', id);
    expect(first.user).toMatchObject({ email, fullname: 'ليلى الأحمد', is_verified: true });
    // The session is a real one: the profile answers, and the refresh token rotates.
    const me = await t.get('profile/me/', { token: first.access });
    expect(me.statusCode).toBe(200);
    expect((await t.post('auth/refresh/', { refresh: first.refresh })).statusCode).toBe(200);

    const again = await signInVia('test', id);
    expect(again.user.id).toBe(first.user.id);
    const links = await t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, first.user.id));
    expect(links).toHaveLength(1);
  });

  it('links an existing password account with the same verified e-mail, which keeps its password', async () => {
    const existing = await t.signUp({ email: uniqueEmail('sso-existing') });
    const id = person({ email: existing.email.toUpperCase(), email_verified: true, name: 'Someone Else' });
    const signedIn = await signInVia('test', id);
    expect(signedIn.user.id).toBe(existing.user.id);
    expect(signedIn.user.fullname).toBe('Test User');
    expect((await t.post('auth/login/', { email: existing.email, password: existing.password })).statusCode).toBe(200);
  });

  it('drops the password of an unverified account it links: whoever chose it never proved the address', async () => {
    const email = uniqueEmail('sso-squatted');
    const squatter = 'squatter chose this password';
    expect((await t.post('auth/register/', { email, password: squatter, fullname: 'Squatter' })).statusCode).toBe(201);
    const id = person({ email, email_verified: true, name: 'Owner' });
    const owner = await signInVia('test', id);
    expect(owner.user).toMatchObject({ email, is_verified: true });
    expect((await t.post('auth/login/', { email, password: squatter })).statusCode).toBe(401);
  });

  it('refuses an e-mail the provider has not verified, creating and linking nothing', async () => {
    const email = uniqueEmail('sso-unverified');
    const id = person({ email, email_verified: false, name: 'Unverified' });
    expect(await refusal(await callback(await providerAnswer('test', id)))).toBe('email_unverified');
    const noEmail = person({ name: 'No Address' });
    expect(await refusal(await callback(await providerAnswer('test', noEmail)))).toBe('email_unverified');
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('does not link an unverified e-mail to the existing account that has it', async () => {
    const existing = await t.signUp({ email: uniqueEmail('sso-victim') });
    const id = person({ email: existing.email, email_verified: false });
    expect(await refusal(await callback(await providerAnswer('test', id)))).toBe('email_unverified');
    const links = await t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, existing.user.id));
    expect(links).toHaveLength(0);
  });

  it('refuses an e-mail outside the provider’s allowed domains and admits its subdomains', async () => {
    const outsider = person({ email: uniqueEmail('sso-outsider'), email_verified: true });
    expect(await refusal(await callback(await providerAnswer('uni', outsider)))).toBe('domain_refused');
    const lookalike = person({ email: 'someone@evil-uni.example.com', email_verified: true });
    expect(await refusal(await callback(await providerAnswer('uni', lookalike)))).toBe('domain_refused');
    const memberEmail = uniqueEmail('student').replace('@example.com', '@cs.uni.example');
    const member = person({ email: memberEmail, email_verified: true, name: 'Student' });
    expect((await signInVia('uni', member)).user.email).toBe(memberEmail);
  });

  it('refuses a replayed callback: the state works once', async () => {
    const id = person({ email: uniqueEmail('sso-replay'), email_verified: true });
    const answer = await providerAnswer('test', id);
    expect(landing(await callback(answer)).location.pathname).toBe('/auth/sso');
    expect(await refusal(await callback(answer))).toBe('state_invalid');
  });

  it('refuses a tampered, absent or foreign state', async () => {
    const id = person({ email: uniqueEmail('sso-tamper'), email_verified: true });
    const answer = await providerAnswer('test', id);
    const tampered = new URL(answer);
    tampered.searchParams.set('state', `${answer.searchParams.get('state')}x`);
    expect(await refusal(await callback(tampered))).toBe('state_invalid');
    const absent = new URL(answer);
    absent.searchParams.delete('state');
    expect(await refusal(await callback(absent))).toBe('state_invalid');
    // A state started for one provider is no good at another's callback.
    const elsewhere = new URL(answer);
    elsewhere.pathname = elsewhere.pathname.replace('/test/', '/uni/');
    expect(await refusal(await callback(elsewhere))).toBe('state_invalid');
    // The untouched answer still works: refusals spent nothing but their own tries.
    expect(landing(await callback(answer)).location.pathname).toBe('/auth/sso');
  });

  it('refuses a code swapped in from another sign-in (PKCE and nonce are bound to the state)', async () => {
    const id = person({ email: uniqueEmail('sso-swap'), email_verified: true });
    const mine = await providerAnswer('test', id);
    const theirs = await providerAnswer('test', id);
    const swapped = new URL(mine);
    swapped.searchParams.set('code', theirs.searchParams.get('code')!);
    expect(await refusal(await callback(swapped))).toBe('provider_error');
  });

  it('tells the sign-in page when the person cancelled at the provider', async () => {
    const started = await start('test');
    const state = new URL(started.headers.location as string).searchParams.get('state')!;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/sso/test/callback/?error=access_denied&state=${state}` });
    expect(await refusal(res)).toBe('cancelled');
  });

  it('refuses a deactivated account', async () => {
    const email = uniqueEmail('sso-deactivated');
    const id = person({ email, email_verified: true });
    await signInVia('test', id);
    await t.database.db
      .update(users)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(users.email, email));
    expect(await refusal(await callback(await providerAnswer('test', id)))).toBe('account_deactivated');
  });

  it('spends the exchange code once, and refuses a made-up one in the reader’s language', async () => {
    const id = person({ email: uniqueEmail('sso-exchange'), email_verified: true });
    const { fragment } = landing(await callback(await providerAnswer('test', id)));
    const code = fragment.get('code');
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error_code: 'sso_code_invalid' });
    const ar = await t.post('auth/sso/exchange/', { code: 'made-up' }, { lang: 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().detail).toMatch(/[\u0600-\u06FF]/);
    expect((await t.post('auth/sso/exchange/', { code: 'x', extra: 1 })).statusCode).toBe(400);
  });

  it('gives a new account the language of the page the button was pressed on', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const id = person({ email: uniqueEmail(`sso-lang-${lang}`), email_verified: true });
      const { fragment } = landing(await callback(await providerAnswer('test', id, `?lang=${lang}`), lang === 'en' ? 'ar' : 'en'));
      const res = await exchange(fragment.get('code'));
      expect((res.json() as { user: { language: string } }).user.language).toBe(lang);
    }
    expect((await start('test', '?lang=fr')).statusCode).toBe(400);
  });

  it('keeps a same-origin redirect through the sign-in and drops any other', async () => {
    const id = person({ email: uniqueEmail('sso-redirect'), email_verified: true });
    const kept = landing(await callback(await providerAnswer('test', id, '?redirect=%2Fquizzes%3Fpage%3D2')));
    expect(kept.fragment.get('redirect')).toBe('/quizzes?page=2');
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const dropped = landing(await callback(await providerAnswer('test', id, `?redirect=${encodeURIComponent(target)}`)));
      expect(dropped.location.pathname).toBe('/auth/sso');
      expect(dropped.fragment.get('redirect')).toBeNull();
    }
  });
});

describe('single sign-on and the request log', () => {
  it('never writes the provider’s code, the state or the exchange code into the log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await openTestDatabase();
    const config = testConfig({
      logLevel: 'info',
      publicUrl: PUBLIC_URL,
      ssoProviders: [
        {
          id: 'test',
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
          label: { ar: 'أ', en: 'A' },
          allowedDomains: [],
        },
      ],
    });
    const app = await buildApp(config, { database, logStream });
    try {
      const started = await app.inject({ url: '/api/v1/auth/sso/test/start/' });
      const answer = await idp.signIn(
        started.headers.location as string,
        person({ email: uniqueEmail('sso-log'), email_verified: true }),
        callbackUrl(PUBLIC_URL, 'test'),
      );
      const back = await app.inject({ url: answer.pathname + answer.search });
      const code = new URLSearchParams(new URL(back.headers.location as string, PUBLIC_URL).hash.slice(1)).get('code')!;
      const exchanged = await app.inject({ method: 'POST', url: '/api/v1/auth/sso/exchange/', payload: { code } });
      expect(exchanged.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('code=[redacted]');
      for (const secret of [
        answer.searchParams.get('code')!,
        answer.searchParams.get('state')!,
        code,
        exchanged.json().refresh as string,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
