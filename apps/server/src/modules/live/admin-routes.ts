import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams } from '@mizan/contract/admin/common';
import {
  ExtendRequest,
  ExtendResponse,
  LiveAnnouncementRequest,
  LiveAnnouncementResponse,
  LiveQuery,
  LiveResponse,
} from '@mizan/contract/admin/live';
import { TrialIdParams } from '@mizan/contract/admin/marking';
import { actorOf } from '../../plugins/operator.js';
import { quizEngine } from '../trials/engine.js';
import { liveService } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

/**
 * The live monitor (#32): admin/quizzes/:id/live/ (the sitting, polled by the console every few seconds),
 * admin/quizzes/:id/extend/ and admin/trials/:id/extend/ (more time), admin/trials/:id/end/ (end now),
 * admin/quizzes/:id/announcements/ (to every running player). Scoped like the marking queue; audited.
 */
export const liveAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = liveService({ db: app.db, database: app.database, completion: quizEngine(app).completion, live: app.liveState });

  app.get(
    route(apiPaths.admin.quizLive),
    {
      schema: { tags, security, params: AdminIdParams, querystring: LiveQuery, response: { 200: LiveResponse } },
      // Thousands of takers every few seconds: the service builds each field itself, so the answer is written as
      // it is rather than checked against the schema again, which took a third of its time on the event loop
      // that every player's request shares (#32's budget).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => service.read(actorOf(request), request.params.id, request.query),
  );

  app.post(
    route(apiPaths.admin.quizExtend),
    { schema: { tags, security, params: AdminIdParams, body: ExtendRequest, response: { 200: ExtendResponse } } },
    async (request) => ({ extended: await service.extendAll(actorOf(request), request.params.id, request.body.minutes) }),
  );

  app.post(
    route(apiPaths.admin.trialExtend),
    { schema: { tags, security, params: TrialIdParams, body: ExtendRequest, response: { 200: ExtendResponse } } },
    async (request) => ({ extended: await service.extendOne(actorOf(request), request.params.trialId, request.body.minutes) }),
  );

  app.post(route(apiPaths.admin.trialEnd), { schema: { tags, security, params: TrialIdParams } }, async (request, reply) => {
    await service.end(actorOf(request), request.params.trialId);
    return reply.code(204).send();
  });

  app.post(
    route(apiPaths.admin.quizLiveAnnouncements),
    { schema: { tags, security, params: AdminIdParams, body: LiveAnnouncementRequest, response: { 201: LiveAnnouncementResponse } } },
    async (request, reply) => reply.code(201).send(await service.announce(actorOf(request), request.params.id, request.body.text)),
  );
};
