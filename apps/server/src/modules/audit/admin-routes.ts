import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AuditListQuery, AuditListResponse } from '@mizan/contract/admin/audit';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { auditRepo } from './repo.js';
import { auditTitles } from './titles.js';

/** admin/audit/: every admin write, newest first, filtered by entity, action, actor and dates; each object named. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = auditRepo(app.db);
  app.get(
    `/${apiPaths.admin.audit}`,
    { schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: AuditListQuery, response: { 200: AuditListResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 50, 100);
      const { rows, count } = await repo.page(request.query, window.limit, window.offset);
      const titles = await auditTitles(
        app.db,
        rows.map(({ entry }) => entry),
        request.lang,
      );
      const results = rows.map(({ entry, actor, apiKey }, i) => ({
        id: entry.id,
        actor: actor?.id ? { id: actor.id, fullname: actor.fullname, email: actor.email } : null,
        api_key: apiKey?.id ? { id: apiKey.id, name: apiKey.name } : null,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        title: titles[i] ?? null,
        changes: entry.changes,
        created_at: entry.createdAt.toISOString(),
      }));
      return pageOf(request, window, count, results);
    },
  );
};
