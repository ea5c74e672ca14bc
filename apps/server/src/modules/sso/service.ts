import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SessionResponse } from '@mizan/contract/auth';
import { Email } from '@mizan/contract/auth';
import type { Language } from '@mizan/contract/i18n';
import { SafeRedirect, SSO_LANDING_PATH, type SsoErrorCode, type SsoProvidersResponse } from '@mizan/contract/sso';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Sessions } from '../accounts/sessions.js';
import { toUser } from '../accounts/user-view.js';
import { isUniqueViolation, type UserRow, type UsersRepo } from '../accounts/users-repo.js';
import { domainAllowed, isLoopback, type SsoProviderConfig } from './config.js';
import type { SsoRepo } from './repo.js';

/** A started sign-in must come back within this. */
export const SSO_LOGIN_TTL_MS = 10 * 60_000;
/** The landing page trades its code at once; a minute covers a slow page load. */
export const SSO_EXCHANGE_TTL_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A sign-in refused for a reason the sign-in page names. */
export class SsoRefusal extends Error {
  constructor(readonly code: SsoErrorCode) {
    super(code);
  }
}

export interface SsoDeps {
  providers: SsoProviderConfig[];
  repo: SsoRepo;
  users: UsersRepo;
  sessions: Pick<Sessions, 'issue'>;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
  now?: () => Date;
}

/** Where the provider sends the browser back: registered with the provider as the redirect URI. */
export const callbackUrl = (publicUrl: string, providerId: string) => `${publicUrl}/api/v1/auth/sso/${providerId}/callback/`;

/** A same-origin path, or nothing: `//evil.example`, `https://…` and `/\evil` never leave the site. */
export const safeRedirect = (value: string | null | undefined) => (value && SafeRedirect.safeParse(value).success ? value : null);

/** The sign-in page, saying why (and keeping where the person was heading). */
const refusedPath = (code: SsoErrorCode, redirect: string | null) => {
  const params = new URLSearchParams({ sso_error: code });
  if (redirect) params.set('redirect', redirect);
  return `/auth/login?${params.toString()}`;
};

const nameOf = (claims: Record<string, unknown>, email: string) => {
  const str = (v: unknown) => (typeof v === 'string' ? v.normalize('NFC').trim() : '');
  const name = str(claims['name']) || [str(claims['given_name']), str(claims['family_name'])].filter(Boolean).join(' ');
  return (name || email.slice(0, email.indexOf('@'))).slice(0, 100);
};

/**
 * Sign-in through OpenID Connect providers: authorization code with PKCE, state and nonce kept in a single-use
 * row, and the account found by the provider's subject or else linked (or created) by verified e-mail.
 */
export function ssoService({ providers, repo, users, sessions, publicUrl, log, now = () => new Date() }: SsoDeps) {
  const discovered = new Map<string, Promise<oidc.Configuration>>();

  const provider = (id: string) => {
    const found = providers.find((p) => p.id === id);
    if (!found) throw notFound();
    return found;
  };

  /** The provider's metadata, fetched once; a failed discovery is retried on the next sign-in. */
  const configuration = (p: SsoProviderConfig) => {
    let pending = discovered.get(p.id);
    if (!pending) {
      const issuer = new URL(p.issuer);
      pending = oidc.discovery(issuer, p.clientId, undefined, oidc.ClientSecretPost(p.clientSecret), {
        timeout: 10,
        ...(isLoopback(issuer) && issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      discovered.set(p.id, pending);
      pending.catch(() => discovered.delete(p.id));
    }
    return pending;
  };

  /** The claims of the signed-in person: the ID token's, completed from the userinfo endpoint when it lacks the e-mail. */
  const claimsOf = async (config: oidc.Configuration, tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers) => {
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoRefusal('provider_error');
    if (typeof idClaims['email'] === 'string' && idClaims['email_verified'] !== undefined) return { ...idClaims };
    const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    return {
      ...info,
      ...idClaims,
      email: idClaims['email'] ?? info.email,
      email_verified: idClaims['email_verified'] ?? info.email_verified,
    };
  };

  /** The account to sign in: by subject once linked, else the verified e-mail's account, else a new one. */
  const accountFor = async (p: SsoProviderConfig, claims: Record<string, unknown>, language: Language): Promise<UserRow> => {
    const parsedEmail = Email.safeParse(claims['email']);
    // Only a verified e-mail links or creates an account: an unverified one could be anybody's.
    if (!parsedEmail.success || claims['email_verified'] !== true) throw new SsoRefusal('email_unverified');
    const email = parsedEmail.data;
    if (!domainAllowed(email, p.allowedDomains)) throw new SsoRefusal('domain_refused');
    const subject = String(claims['sub']);

    const linkedId = await repo.identity(p.id, subject);
    const linked = linkedId ? await users.findById(linkedId) : null;
    let user = linked ?? (await users.findByEmail(email));
    if (!user) {
      user = await users
        .insert({ email, passwordHash: null, fullname: nameOf(claims, email), language, isVerified: true })
        .catch(async (err: unknown) => {
          // A concurrent first sign-in (or registration) of the same address won the unique index.
          if (isUniqueViolation(err)) return (await users.findByEmail(email))!;
          throw err;
        });
    }
    if (user.deactivatedAt) throw new SsoRefusal('account_deactivated');
    // The provider vouched for the address: it counts as verified, as after a mailed code; a password chosen by
    // someone who never proved it is dropped (they can set one with "forgot password", from the mailbox).
    if (!user.isVerified) user = (await repo.claimUnverified(user.id)) ?? (await users.findById(user.id)) ?? user;
    if (!linked) await repo.link(p.id, subject, user.id, email);
    return user;
  };

  return {
    list: (): SsoProvidersResponse => providers.map(({ id, label }) => ({ id, label })),

    /** The provider's authorization URL, with a fresh state, nonce and PKCE verifier kept for the callback. */
    async start(providerId: string, redirect: string | undefined, language: Language): Promise<string> {
      const p = provider(providerId);
      let config: oidc.Configuration;
      try {
        config = await configuration(p);
      } catch (err) {
        // The person is navigating, not calling an API: back to the sign-in page, which says to try again later.
        log.warn({ provider: p.id, reason: (err as Error).message }, 'sso: provider discovery failed');
        return refusedPath('unavailable', safeRedirect(redirect));
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const at = now();
      await repo.startLogin(
        {
          stateHash: sha256(state),
          provider: p.id,
          codeVerifier,
          nonce,
          redirect: safeRedirect(redirect),
          language,
          expiresAt: new Date(at.getTime() + SSO_LOGIN_TTL_MS),
        },
        at,
      );
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: callbackUrl(publicUrl, p.id),
          scope: 'openid email profile',
          response_type: 'code',
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    /**
     * The provider's answer, turned into where the browser goes next: the SPA's landing route with a single-use
     * exchange code in the fragment (never sent to a server, so never in a log), or the sign-in page with the reason.
     */
    async callback(providerId: string, query: Record<string, unknown>): Promise<string> {
      const p = provider(providerId);
      const state = typeof query['state'] === 'string' ? query['state'] : '';
      const login = state ? await repo.takeLogin(sha256(state), p.id, now()) : null;
      const refused = (code: SsoErrorCode) => refusedPath(code, login?.redirect ?? null);
      if (!login) return refused('state_invalid');
      if (typeof query['error'] === 'string') return refused(query['error'] === 'access_denied' ? 'cancelled' : 'provider_error');
      try {
        const config = await configuration(p);
        const current = new URL(callbackUrl(publicUrl, p.id));
        for (const [key, value] of Object.entries(query)) if (typeof value === 'string') current.searchParams.set(key, value);
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        });
        const user = await accountFor(p, await claimsOf(config, tokens), login.language);
        const code = randomBytes(32).toString('base64url');
        const at = now();
        await repo.issueExchange(sha256(code), user.id, new Date(at.getTime() + SSO_EXCHANGE_TTL_MS), at);
        const fragment = new URLSearchParams({ code });
        if (login.redirect) fragment.set('redirect', login.redirect);
        return `${SSO_LANDING_PATH}#${fragment.toString()}`;
      } catch (err) {
        if (err instanceof SsoRefusal) return refused(err.code);
        // The provider's error text only: never the tokens or the request.
        log.warn({ provider: p.id, reason: (err as Error).name, message: (err as Error).message }, 'sso: callback refused');
        return refused('provider_error');
      }
    },

    /** The session for a landing page's code, as a password sign-in answers; the code works once. */
    async exchange(code: string): Promise<SessionResponse> {
      const userId = await repo.takeExchange(sha256(code), now());
      const user = userId ? await users.findById(userId) : null;
      if (!user) throw new AppError(400, 'sso_code_invalid', 'errors:sso.code_invalid');
      if (user.deactivatedAt) throw new AppError(403, 'account_deactivated', 'errors:accounts.account_deactivated');
      return { ...(await sessions.issue(user)), user: toUser(user, publicUrl) };
    },
  };
}

export type SsoService = ReturnType<typeof ssoService>;
