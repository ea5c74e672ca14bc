import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Operator } from '../audit/recorder.js';
import { recordAudit } from '../audit/recorder.js';
import { apiKeyRepo } from './repo.js';
import { scopesFor } from './scopes.js';
import { apiKeyIdOf, tokenMatches } from './token.js';

const keyNotValid = () => new AppError(401, 'authentication_failed', 'errors:detail.api_key_not_valid');
const outOfScope = () => new AppError(403, 'permission_denied', 'errors:detail.api_key_scope');

/** The token of an `Authorization: Bearer mzn_…` header, or null for any other request (a person's JWT). */
export function apiKeyTokenOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(mzn_\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Checks an API key call on an admin route: 401 for an unknown, revoked or expired key, 403 for a route outside
 * the key's scopes (or outside the map), 429 past the key's own rate limit. The key acts with the admin role as
 * the admin who made it (401 once that person is no longer an active admin), and every write and every call is
 * audited as the key.
 */
export function apiKeyAuthenticator(app: FastifyInstance) {
  const repo = apiKeyRepo(app.db);
  const limitsByKey = app.limits([
    {
      name: 'api-key',
      max: async (request) => request.apiKey?.rateLimitPerMinute ?? 1,
      windowSeconds: 60,
      key: (request) => request.apiKey?.id ?? null,
    },
  ]);
  if (!app.hasRequestDecorator('apiKey')) app.decorateRequest('apiKey', undefined);

  return async (request: FastifyRequest, token: string): Promise<Operator> => {
    const id = apiKeyIdOf(token);
    const found = id ? await repo.forAuth(id) : undefined;
    const key = found?.key;
    const now = Date.now();
    if (
      !key ||
      found.creatorIsAdmin !== true ||
      !tokenMatches(token, key.secretHash) ||
      key.revokedAt ||
      (key.expiresAt && key.expiresAt.getTime() <= now) ||
      !key.createdBy
    ) {
      throw keyNotValid();
    }
    const allowed = scopesFor(request.method, request.routeOptions.url);
    if (!allowed.some((scope) => key.scopes.includes(scope))) throw outOfScope();
    request.apiKey = { id: key.id, name: key.name, rateLimitPerMinute: key.rateLimitPerMinute };
    await limitsByKey(request);
    if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > 60_000) await repo.touch(key.id);
    const operator: Operator = { userId: key.createdBy, role: 'admin', apiKey: { id: key.id, name: key.name } };
    request.auth = { userId: key.createdBy, role: 'admin' };
    return operator;
  };
}

/** One audit row per call made with a key (reads included), as the answer is sent: who called what, and how it ended. */
export async function auditApiKeyCall(app: FastifyInstance, request: FastifyRequest, statusCode: number): Promise<void> {
  const operator = request.operator;
  if (!operator?.apiKey) return;
  await recordAudit(app.db, operator, {
    action: 'api_call',
    entity: 'api_key',
    entityId: operator.apiKey.id,
    after: { method: request.method, route: request.routeOptions.url ?? null, status: statusCode },
  }).catch((err: unknown) => app.log.error({ err }, 'api key call not audited'));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a call is made with (admin routes only). */
    apiKey: { id: string; name: string; rateLimitPerMinute: number } | undefined;
  }
}
