import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams } from '@mizan/contract/admin/common';
import {
  AdminTrialDetail,
  MarkingQuery,
  MarkingResponse,
  MarkRequest,
  QuizTrialsQuery,
  QuizTrialsResponse,
  TrialIdentity,
  TrialIdParams,
} from '@mizan/contract/admin/marking';
import { ExtraAttemptRequest, ExtraAttemptResponse, ReopenTrialRequest } from '@mizan/contract/admin/attempt-actions';
import { RegradeRequest, RegradeResponse } from '@mizan/contract/admin/regrade';
import { actorOf } from '../../plugins/operator.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { quizEngine } from '../trials/engine.js';
import { liveChanged } from '../live/live-state.js';
import { attemptActionsService } from './attempt-actions.js';
import { regradeService } from './regrade-service.js';
import { markingService } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

/**
 * Attempts review and marking: admin/quizzes/:id/trials/ (a quiz's attempts), admin/trials/:id/ (one attempt as
 * its student's review, with marks), admin/trials/:id/marks/ (a person's mark; audited), admin/trials/:id/identity/
 * (who wrote an anonymous answer; audited), admin/marking/ (the queue of essays to mark, anonymous),
 * admin/quizzes/:id/regrade/ (a version's attempts scored again after a key correction: preview, then apply);
 * actions on one attempt: admin/trials/:id/reopen/ (with extra time), admin/trials/:id/extra-attempt/ (for its
 * student), DELETE admin/trials/:id/ (the operator's own preview only).
 */
export const markingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { materials, completion } = quizEngine(app);
  const service = markingService({ db: app.db, database: app.database, materials, completion });
  const regrades = regradeService({ db: app.db, materials, translate: app.translate });
  const actions = attemptActionsService({ db: app.db, translate: app.translate });

  app.get(
    route(apiPaths.admin.quizTrials),
    { schema: { tags, security, params: AdminIdParams, querystring: QuizTrialsQuery, response: { 200: QuizTrialsResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 50, 500);
      const { count, results } = await service.list(actorOf(request), request.params.id, request.query, window.limit, window.offset);
      return pageOf(request, window, count, results);
    },
  );

  app.get(
    route(apiPaths.admin.trial),
    { schema: { tags, security, params: TrialIdParams, response: { 200: AdminTrialDetail } } },
    async (request) => service.read(actorOf(request), request.params.trialId, request.lang),
  );

  app.post(
    route(apiPaths.admin.trialMarks),
    { schema: { tags, security, params: TrialIdParams, body: MarkRequest, response: { 200: AdminTrialDetail } } },
    async (request) => service.mark(actorOf(request), request.params.trialId, request.body, request.lang),
  );

  app.post(
    route(apiPaths.admin.trialReopen),
    { schema: { tags, security, params: TrialIdParams, body: ReopenTrialRequest, response: { 200: AdminTrialDetail } } },
    async (request) => {
      await actions.reopen(actorOf(request), request.params.trialId, request.body, request.lang);
      await liveChanged(app.database, `trial:${request.params.trialId}`);
      return service.read(actorOf(request), request.params.trialId, request.lang);
    },
  );

  app.post(
    route(apiPaths.admin.trialExtraAttempt),
    { schema: { tags, security, params: TrialIdParams, body: ExtraAttemptRequest, response: { 200: ExtraAttemptResponse } } },
    async (request) => actions.grantAttempt(actorOf(request), request.params.trialId, request.body),
  );

  app.delete(route(apiPaths.admin.trial), { schema: { tags, security, params: TrialIdParams } }, async (request, reply) => {
    await actions.deletePreview(actorOf(request), request.params.trialId);
    return reply.code(204).send();
  });

  app.post(
    route(apiPaths.admin.trialIdentity),
    { schema: { tags, security, params: TrialIdParams, response: { 200: TrialIdentity } } },
    async (request) => service.identity(actorOf(request), request.params.trialId),
  );

  app.get(
    route(apiPaths.admin.marking),
    { schema: { tags, security, querystring: MarkingQuery, response: { 200: MarkingResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 20, 200);
      const { count, results, questions } = await service.queue(actorOf(request), request.query, window.limit, window.offset);
      return { ...pageOf(request, window, count, results), questions };
    },
  );

  app.post(
    route(apiPaths.admin.quizRegrade),
    { schema: { tags, security, params: AdminIdParams, body: RegradeRequest, response: { 200: RegradeResponse } } },
    async (request) => regrades.regrade(actorOf(request), request.params.id, request.body, request.lang),
  );
};
