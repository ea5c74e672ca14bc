import { SsoProviderId } from '@mizan/contract/sso';

/** One OpenID Connect provider, from `SSO_<ID>_*`. */
export interface SsoProviderConfig {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: { ar: string; en: string };
  /** Lower-case domains the verified e-mail must end in (`uni.edu.sa` also admits `cs.uni.edu.sa`); empty = any. */
  allowedDomains: string[];
}

const REQUIRED = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'LABEL_AR', 'LABEL_EN'] as const;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Plain HTTP only to this machine (a local provider in development and tests); anything else must be HTTPS. */
export const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * `SSO_PROVIDERS=google,microsoft,uni`, then for each id `SSO_<ID>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`,
 * `_LABEL_AR`, `_LABEL_EN` (all required: a provider is configured whole or start-up stops) and optional
 * `_ALLOWED_DOMAINS` (comma list). Returns the providers, or the problems as `NAME: message` lines.
 */
export function parseSsoProviders(env: NodeJS.ProcessEnv): { providers: SsoProviderConfig[]; problems: string[] } {
  const problems: string[] = [];
  const providers: SsoProviderConfig[] = [];
  const list = (env['SSO_PROVIDERS'] ?? '').trim();
  if (!list) return { providers, problems };
  const ids = list.split(',').map((id) => id.trim().toLowerCase());
  for (const id of ids) {
    if (!SsoProviderId.safeParse(id).success) {
      problems.push(`SSO_PROVIDERS: "${id}" is not a provider id (a letter, then letters, digits, - or _; at most 32)`);
      continue;
    }
    if (providers.some((p) => p.id === id)) {
      problems.push(`SSO_PROVIDERS: "${id}" is listed twice`);
      continue;
    }
    const prefix = `SSO_${id.toUpperCase().replace(/-/g, '_')}_`;
    const value = (key: string) => (env[prefix + key] ?? '').trim();
    const missing = REQUIRED.filter((key) => !value(key));
    if (missing.length) {
      problems.push(
        `${prefix}*: provider "${id}" needs ${missing.map((k) => prefix + k).join(', ')} (all of them or remove it from SSO_PROVIDERS)`,
      );
      continue;
    }
    let issuer: URL;
    try {
      issuer = new URL(value('ISSUER'));
    } catch {
      problems.push(`${prefix}ISSUER: must be a URL`);
      continue;
    }
    if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && isLoopback(issuer))) {
      problems.push(`${prefix}ISSUER: must be https:// (plain http only for localhost)`);
      continue;
    }
    const allowedDomains = value('ALLOWED_DOMAINS')
      .split(',')
      .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean);
    const bad = allowedDomains.filter((d) => !DOMAIN.test(d));
    if (bad.length) {
      problems.push(`${prefix}ALLOWED_DOMAINS: not a domain: ${bad.join(', ')}`);
      continue;
    }
    providers.push({
      id,
      issuer: value('ISSUER'),
      clientId: value('CLIENT_ID'),
      clientSecret: value('CLIENT_SECRET'),
      label: { ar: value('LABEL_AR'), en: value('LABEL_EN') },
      allowedDomains,
    });
  }
  return { providers, problems };
}

/** Whether a (verified, lower-case) address is in one of the allowed domains or their subdomains. */
export function domainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowedDomains.some((d) => domain === d || domain.endsWith(`.${d}`));
}
