import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams } from '@mizan/contract/admin/common';
import {
  CollusionQuery,
  CollusionResponse,
  IntegrityQuery,
  IntegrityResponse,
  IntegrityVerdictRequest,
  TrialIntegrity,
} from '@mizan/contract/admin/integrity';
import { TrialIdParams } from '@mizan/contract/admin/marking';
import { actorOf } from '../../plugins/operator.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { collusionService } from './collusion-service.js';
import { integrityService } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

/**
 * The evidence review (#32): admin/quizzes/:id/integrity/ (attempts by evidence, anonymous), admin/trials/:id/integrity/
 * (one attempt's events; POST a person's verdict, audited). Scoped like the marking queue.
 */
export const integrityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = integrityService({ db: app.db, database: app.database });
  const collusion = collusionService({ db: app.db, database: app.database });

  app.get(
    route(apiPaths.admin.quizCollusion),
    { schema: { tags, security, params: AdminIdParams, querystring: CollusionQuery, response: { 200: CollusionResponse } } },
    async (request) => collusion.analyse(actorOf(request), request.params.id, request.query.version),
  );

  app.get(
    route(apiPaths.admin.quizIntegrity),
    { schema: { tags, security, params: AdminIdParams, querystring: IntegrityQuery, response: { 200: IntegrityResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 50, 500);
      const { count, results } = await service.list(actorOf(request), request.params.id, request.query, window.limit, window.offset);
      return pageOf(request, window, count, results);
    },
  );

  app.get(
    route(apiPaths.admin.trialIntegrity),
    { schema: { tags, security, params: TrialIdParams, response: { 200: TrialIntegrity } } },
    async (request) => service.read(actorOf(request), request.params.trialId),
  );

  app.post(
    route(apiPaths.admin.trialIntegrity),
    { schema: { tags, security, params: TrialIdParams, body: IntegrityVerdictRequest, response: { 200: TrialIntegrity } } },
    async (request) => service.decide(actorOf(request), request.params.trialId, request.body),
  );
};
