import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { OutboxListQuery, OutboxListResponse, OutboxMessage } from '@mizan/contract/outbox';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { outboxRepo } from './repo.js';

/**
 * GET admin/outbox/: the development outbox, newest first, for admins only. It holds every sign-in and reset
 * code: a staff member reading it could reset the admin's password and take the account over.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = outboxRepo(app.db);
  app.get(
    `/${apiPaths.admin.outbox}`,
    {
      config: { adminOnly: true },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: OutboxListQuery,
        response: { 200: z.union([OutboxListResponse, z.array(OutboxMessage)]) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, 20, 100);
      const { rows, count } = await repo.page(window.limit, window.offset);
      const results = rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        created_at: row.createdAt.toISOString(),
      }));
      return window.mode === 'none' ? results : pageOf(request, window, count, results);
    },
  );
};
