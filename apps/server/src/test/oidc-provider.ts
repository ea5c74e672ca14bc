import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type JWK } from 'oidc-provider';

/** What the provider says about a person: `sub` is the account id typed on its login form. */
export interface TestIdentity {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People who can sign in, by account id (the login form's "login"). */
  accounts: Map<string, TestIdentity>;
  /**
   * A browser at the provider: opens the authorization URL, signs in as `accountId` on its login form and
   * follows the redirects until the provider sends it to `redirectUriPrefix`; returns that URL (code, state, iss).
   */
  signIn(authorizationUrl: string, accountId: string, redirectUriPrefix: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (panva's oidc-provider, the certified implementation) on a free local port, with one
 * confidential client whose redirect URIs are given; consent is granted as if given before, so one login form.
 */
export async function startTestOidcProvider(redirectUris: string[], { port = 0 } = {}): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestIdentity>();
  const clientId = 'mizan-test';
  const clientSecret = 'mizan-test-secret-0123456789abcdef';
  const server = await listen(port);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['mizan-test-cookie-key-0123456789'] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' }] as JWK[] },
    ttl: { Session: 3600, Grant: 3600, Interaction: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const identity = accounts.get(sub);
      if (!identity) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...identity }) };
    },
    // Consent counts as given: the test signs in once on the login form.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // Its development keys and interactions are what a test wants; their warnings are not.
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());

  const signIn = async (authorizationUrl: string, accountId: string, redirectUriPrefix: string) => {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: Response) => {
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const eq = pair!.indexOf('=');
        jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
    };
    let url = new URL(authorizationUrl);
    let form: URLSearchParams | null = null;
    for (let hop = 0; hop < 10; hop++) {
      if (url.href.startsWith(redirectUriPrefix)) return url;
      const res = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: cookie(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(form ? { body: form.toString() } : {}),
      });
      keep(res);
      form = null;
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      // The development login form: post the account id to the interaction URL.
      const html = await res.text();
      if (res.status === 200 && /name="login"/.test(html)) {
        form = new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' });
        continue;
      }
      throw new Error(`test provider: ${res.status} at ${url.pathname}: ${html.slice(0, 300)}`);
    }
    throw new Error('test provider: too many redirects');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function listen(port: number): Promise<Server> {
  const { createServer } = await import('node:http');
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
