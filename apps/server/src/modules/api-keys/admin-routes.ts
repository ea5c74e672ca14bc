import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { type AdminApiKey, AdminApiKeyListResponse, CreateApiKeyRequest, CreatedApiKey } from '@mizan/contract/admin/api-keys';
import { AdminListQuery } from '@mizan/contract/admin/common';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { apiKeyRepo, type ApiKeyRow } from './repo.js';
import { hashApiKeyToken, newApiKeyToken, tokenPrefix } from './token.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const adminOnly = { adminOnly: true };
const IdParams = z.strictObject({ id: z.uuid() });

const toAdminApiKey = (key: ApiKeyRow, creator: { id: string; fullname: string } | null): AdminApiKey => ({
  id: key.id,
  name: key.name,
  prefix: tokenPrefix(key.id),
  scopes: key.scopes as AdminApiKey['scopes'],
  rate_limit_per_minute: key.rateLimitPerMinute,
  expires_at: key.expiresAt?.toISOString() ?? null,
  revoked_at: key.revokedAt?.toISOString() ?? null,
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
  created_at: key.createdAt.toISOString(),
  created_by: creator?.id ? creator : null,
});

const audited = (key: ApiKeyRow) => ({
  name: key.name,
  scopes: key.scopes,
  rate_limit_per_minute: key.rateLimitPerMinute,
  expires_at: key.expiresAt?.toISOString() ?? null,
  revoked_at: key.revokedAt?.toISOString() ?? null,
});

/** admin/api-keys/: keys for an operator's own software, admins only; the token is shown once, at creation. */
export const apiKeyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = apiKeyRepo(app.db);
  const write = <T>(fn: (tx: Db) => Promise<T>) => app.db.transaction((t) => fn(t as unknown as Db));

  app.get(
    `/${apiPaths.admin.apiKeys}`,
    { config: adminOnly, schema: { tags, security, querystring: AdminListQuery, response: { 200: AdminApiKeyListResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 25, 200);
      const { rows, count } = await repo.page(request.query.search, window.limit, window.offset);
      return pageOf(
        request,
        window,
        count,
        rows.map((r) => toAdminApiKey(r.key, r.creator)),
      );
    },
  );

  app.post(
    `/${apiPaths.admin.apiKeys}`,
    { config: adminOnly, schema: { tags, security, body: CreateApiKeyRequest, response: { 201: CreatedApiKey } } },
    async (request, reply) => {
      const { name, scopes, expires_at, rate_limit_per_minute } = request.body;
      const expiresAt = expires_at ? new Date(expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) throw fieldError('expires_at', 'admin-errors:api_keys.expiry_past');
      const actor = actorOf(request);
      const id = randomUUID();
      const token = newApiKeyToken(id);
      const key = await write(async (tx) => {
        const created = await apiKeyRepo(tx).insert({
          id,
          name,
          secretHash: hashApiKeyToken(token),
          scopes: [...new Set(scopes)],
          expiresAt,
          ...(rate_limit_per_minute ? { rateLimitPerMinute: rate_limit_per_minute } : {}),
          createdBy: actor.userId,
        });
        await recordAudit(tx, actor, { action: 'create', entity: 'api_key', entityId: id, after: audited(created) });
        return created;
      });
      const row = await repo.one(key.id);
      return reply.code(201).send({ ...toAdminApiKey(key, row?.creator ?? null), token });
    },
  );

  app.delete(`/${apiPaths.admin.apiKey}`, { config: adminOnly, schema: { tags, security, params: IdParams } }, async (request, reply) => {
    const before = await repo.find(request.params.id);
    if (!before) throw notFound();
    await write(async (tx) => {
      const revoked = await apiKeyRepo(tx).revoke(before.id, new Date());
      if (revoked) {
        await recordAudit(tx, actorOf(request), {
          action: 'revoke',
          entity: 'api_key',
          entityId: before.id,
          before: audited(before),
          after: audited(revoked),
        });
      }
    });
    return reply.code(204).send();
  });
};
