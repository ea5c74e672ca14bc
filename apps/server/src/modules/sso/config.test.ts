import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { domainAllowed, parseSsoProviders } from './config.js';

const full = (id: string, extra: Record<string, string> = {}) => ({
  [`SSO_${id}_ISSUER`]: 'https://login.example.com',
  [`SSO_${id}_CLIENT_ID`]: 'client',
  [`SSO_${id}_CLIENT_SECRET`]: 'secret',
  [`SSO_${id}_LABEL_AR`]: 'جامعتي',
  [`SSO_${id}_LABEL_EN`]: 'My university',
  ...extra,
});

describe('SSO configuration', () => {
  it('reads each listed provider whole', () => {
    const { providers, problems } = parseSsoProviders({
      SSO_PROVIDERS: 'uni, google',
      ...full('UNI', { SSO_UNI_ALLOWED_DOMAINS: 'uni.edu.sa, @Staff.Uni.edu.sa' }),
      ...full('GOOGLE'),
    });
    expect(problems).toEqual([]);
    expect(providers.map((p) => p.id)).toEqual(['uni', 'google']);
    expect(providers[0]).toMatchObject({
      label: { ar: 'جامعتي', en: 'My university' },
      allowedDomains: ['uni.edu.sa', 'staff.uni.edu.sa'],
    });
    expect(providers[1]!.allowedDomains).toEqual([]);
  });

  it('has no providers when SSO_PROVIDERS is unset', () => {
    expect(parseSsoProviders({})).toEqual({ providers: [], problems: [] });
  });

  it('stops start-up on a half-configured provider, naming what is missing', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SSO_PROVIDERS: 'uni', SSO_UNI_ISSUER: 'https://login.example.com' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SSO_UNI_CLIENT_ID, SSO_UNI_CLIENT_SECRET, SSO_UNI_LABEL_AR, SSO_UNI_LABEL_EN/);
  });

  it('refuses plain http off this machine, bad ids and bad domains', () => {
    const problems = (env: Record<string, string>) => parseSsoProviders(env).problems.join('\n');
    expect(problems({ SSO_PROVIDERS: 'uni', ...full('UNI', { SSO_UNI_ISSUER: 'http://login.example.com' }) })).toMatch(/SSO_UNI_ISSUER/);
    expect(problems({ SSO_PROVIDERS: 'uni', ...full('UNI', { SSO_UNI_ISSUER: 'http://127.0.0.1:9000' }) })).toBe('');
    expect(problems({ SSO_PROVIDERS: 'bad id!' })).toMatch(/SSO_PROVIDERS/);
    expect(problems({ SSO_PROVIDERS: 'uni,uni', ...full('UNI') })).toMatch(/twice/);
    expect(problems({ SSO_PROVIDERS: 'uni', ...full('UNI', { SSO_UNI_ALLOWED_DOMAINS: 'not a domain' }) })).toMatch(/ALLOWED_DOMAINS/);
  });

  it('checks domains on the whole label', () => {
    expect(domainAllowed('a@uni.edu.sa', ['uni.edu.sa'])).toBe(true);
    expect(domainAllowed('a@cs.uni.edu.sa', ['uni.edu.sa'])).toBe(true);
    expect(domainAllowed('a@notuni.edu.sa', ['uni.edu.sa'])).toBe(false);
    expect(domainAllowed('a@uni.edu.sa.evil.com', ['uni.edu.sa'])).toBe(false);
    expect(domainAllowed('a@anything.com', [])).toBe(true);
  });
});
