import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlanListQuery, PlanListResponse, paymentPaths } from '@mizan/contract/payments';
import { pageOf } from '../../plugins/pagination.js';
import { issueCsrfCookie } from './csrf.js';
import { planRepo } from './repo.js';
import { toPlan } from './view.js';

/** GET payments/plans/: public, paginated by limit/offset; also hands out the CSRF cookie save and finalize need. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = planRepo(app.db);

  app.get(
    `/${paymentPaths.plans}`,
    { schema: { tags: ['payments'], querystring: PlanListQuery, response: { 200: PlanListResponse } } },
    async (request, reply) => {
      const limit = request.query.limit ?? 10;
      const offset = request.query.offset ?? 0;
      const { rows, count } = await repo.list(limit, offset);
      issueCsrfCookie(request, reply);
      return pageOf(
        request,
        { limit, offset, mode: 'offset' },
        count,
        rows.map((row) => toPlan(row, request.lang)),
      );
    },
  );
};
