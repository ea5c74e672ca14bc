import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionDenied } from '../lib/app-error.js';
import { apiKeyAuthenticator, apiKeyTokenOf, auditApiKeyCall } from '../modules/api-keys/auth.js';
import type { Operator } from '../modules/audit/recorder.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an admin request, set by the scope's hook before validation. */
    operator: Operator | undefined;
  }
}

/**
 * Every route registered inside `scope` is an operator route: 401 without a valid token and 403 for a student,
 * checked before the body is even validated. `adminOnly` routes also refuse staff. An API key (`Bearer mzn_…`)
 * acts as an admin on the routes its scopes allow (modules/api-keys/scopes.ts) and on no other.
 */
export function operatorScope(scope: FastifyInstance): void {
  if (!scope.hasRequestDecorator('operator')) scope.decorateRequest('operator', undefined);
  const apiKey = apiKeyAuthenticator(scope);
  scope.addHook('onRequest', async (request) => {
    const token = apiKeyTokenOf(request);
    if (token) {
      request.operator = await apiKey(request, token);
      return;
    }
    const auth = await scope.requireAuth(request);
    if (auth.role === 'student') throw permissionDenied();
    const adminOnly = (request.routeOptions.config as { adminOnly?: boolean } | undefined)?.adminOnly;
    if (adminOnly && auth.role !== 'admin') throw permissionDenied();
    request.operator = { userId: auth.userId, role: auth.role };
  });
  // Before the answer leaves, not after: a caller that has its answer finds the call in the log.
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.operator?.apiKey) await auditApiKeyCall(scope, request, reply.statusCode);
    return payload;
  });
}

/** The operator a handler acts as (the scope's hook guarantees one). */
export function actorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw permissionDenied();
  return request.operator;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Admin (not staff) only: users, payments, settings. */
    adminOnly?: boolean;
  }
}
