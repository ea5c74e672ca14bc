import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ltiPlatforms } from '../../db/schema/lti.js';
import { SCOPE } from './claims.js';
import { LtiRefusal } from './launch.js';

/** How long the registration URL the console shows stays good (it is a capability: whoever holds it may connect an LMS). */
const REGISTRATION_URL_TTL = '7d';
const TIMEOUT_MS = 10_000;

const OpenIdConfiguration = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  registration_endpoint: z.string().url(),
  authorization_server: z.string().optional(),
  'https://purl.imsglobal.org/spec/lti-platform-configuration': z
    .object({ product_family_code: z.string().optional(), version: z.string().optional() })
    .optional(),
});

const RegistrationAnswer = z.object({
  client_id: z.string().min(1),
  'https://purl.imsglobal.org/spec/lti-tool-configuration': z.object({ deployment_id: z.string().optional() }).optional(),
});

const keyOf = (secret: string) => createHash('sha256').update(`lti-registration:${secret}`).digest();

/** The dynamic registration URL an admin pastes into the LMS: the fixed path with a signed, expiring token. */
export async function registrationUrl(base: string, secret: string): Promise<string> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'lti-registration' })
    .setIssuedAt()
    .setExpirationTime(REGISTRATION_URL_TTL)
    .sign(keyOf(secret));
  return `${base}?t=${token}`;
}

export interface ToolUrlsForRegistration {
  login: string;
  launch: string;
  jwks: string;
  publicUrl: string;
}

/**
 * LTI Dynamic Registration 1.0: reads the platform's OpenID configuration, registers Mizan at its registration
 * endpoint with the registration token, and stores the platform with the client id and deployment it answered.
 */
export async function registerPlatform(
  db: Db,
  secret: string,
  params: { t?: string; openid_configuration?: string; registration_token?: string },
  tool: ToolUrlsForRegistration,
  fetchImpl: typeof fetch = fetch,
): Promise<{ id: number; name: string }> {
  try {
    await jwtVerify(params.t ?? '', keyOf(secret), { algorithms: ['HS256'], typ: 'lti-registration' });
  } catch {
    throw new LtiRefusal('registration_link', 403);
  }
  if (!params.openid_configuration) throw new LtiRefusal('bad_request');
  let configUrl: URL;
  try {
    configUrl = new URL(params.openid_configuration);
  } catch {
    throw new LtiRefusal('bad_request');
  }
  if (configUrl.protocol !== 'https:' && configUrl.protocol !== 'http:') throw new LtiRefusal('bad_request');
  const configRes = await fetchImpl(configUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
    () => null,
  );
  const parsed = configRes?.ok ? OpenIdConfiguration.safeParse(await configRes.json().catch(() => null)) : null;
  if (!parsed?.success) throw new LtiRefusal('registration_failed', 502);
  const config = parsed.data;
  // The configuration must be the issuer's own (Dynamic Registration §3.5.1).
  if (!params.openid_configuration.startsWith(config.issuer.replace(/\/$/, ''))) throw new LtiRefusal('registration_failed', 502);

  const domain = new URL(tool.publicUrl).host;
  const registration = {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: tool.login,
    redirect_uris: [tool.launch],
    client_name: 'Mizan',
    'client_name#ar': 'ميزان',
    jwks_uri: tool.jwks,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: [SCOPE.score, SCOPE.lineItem, SCOPE.nrps].join(' '),
    'https://purl.imsglobal.org/spec/lti-tool-configuration': {
      domain,
      target_link_uri: tool.launch,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [{ type: 'LtiDeepLinkingRequest', target_link_uri: tool.launch, label: 'Mizan', 'label#ar': 'ميزان' }],
      description: 'Mizan assessments',
    },
  };
  const res = await fetchImpl(config.registration_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(params.registration_token ? { authorization: `Bearer ${params.registration_token}` } : {}),
    },
    body: JSON.stringify(registration),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => null);
  const answer = res?.ok ? RegistrationAnswer.safeParse(await res.json().catch(() => null)) : null;
  if (!answer?.success) throw new LtiRefusal('registration_failed', 502);
  const deployment = answer.data['https://purl.imsglobal.org/spec/lti-tool-configuration']?.deployment_id;
  const family = config['https://purl.imsglobal.org/spec/lti-platform-configuration']?.product_family_code;
  const name = (
    family ? `${family[0]!.toUpperCase()}${family.slice(1)} (${new URL(config.issuer).host})` : new URL(config.issuer).host
  ).slice(0, 120);
  const [row] = await db
    .insert(ltiPlatforms)
    .values({
      name,
      issuer: config.issuer,
      clientId: answer.data.client_id,
      authLoginUrl: config.authorization_endpoint,
      authTokenUrl: config.token_endpoint,
      authTokenAudience: config.authorization_server ?? null,
      jwksUrl: config.jwks_uri,
      deploymentIds: deployment ? [deployment] : [],
    })
    .onConflictDoUpdate({
      target: [ltiPlatforms.issuer, ltiPlatforms.clientId],
      set: {
        authLoginUrl: config.authorization_endpoint,
        authTokenUrl: config.token_endpoint,
        jwksUrl: config.jwks_uri,
        updatedAt: new Date(),
      },
    })
    .returning({ id: ltiPlatforms.id, name: ltiPlatforms.name });
  return row!;
}
