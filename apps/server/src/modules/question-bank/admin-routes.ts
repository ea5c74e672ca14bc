import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams, BulkResponse } from '@mizan/contract/admin/common';
import {
  AdminQuestion,
  DeleteQuestionResponse,
  QuestionBulkRequest,
  QuestionInput,
  QuestionListQuery,
  QuestionListResponse,
  UpdateQuestionRequest,
} from '@mizan/contract/admin/questions';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../plugins/operator.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { questionBankService } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

/** admin/questions/…: the question bank. */
export const questionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = questionBankService(app.db);

  app.get(
    route(apiPaths.admin.questions),
    { schema: { tags, security, querystring: QuestionListQuery, response: { 200: QuestionListResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 20, 500);
      const { count, results } = await service.list(request.query, window.limit, window.offset, request.lang);
      return pageOf(request, window, count, results);
    },
  );

  app.post(
    route(apiPaths.admin.questions),
    { schema: { tags, security, body: QuestionInput, response: { 201: AdminQuestion } } },
    async (request, reply) => {
      const revision = await app.db.transaction((tx) => service.create(actorOf(request), request.body, tx as unknown as Db));
      return reply.code(201).send(await service.read(revision, request.lang));
    },
  );

  app.get(
    route(apiPaths.admin.question),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminQuestion } } },
    async (request) => service.read(request.params.id, request.lang),
  );

  app.patch(
    route(apiPaths.admin.question),
    { schema: { tags, security, params: AdminIdParams, body: UpdateQuestionRequest, response: { 200: AdminQuestion } } },
    async (request) => {
      await service.update(actorOf(request), request.params.id, request.body);
      return service.read(request.params.id, request.lang);
    },
  );

  app.delete(
    route(apiPaths.admin.question),
    { schema: { tags, security, params: AdminIdParams, response: { 200: DeleteQuestionResponse } } },
    async (request) => ({ result: await service.remove(actorOf(request), request.params.id) }),
  );

  app.post(
    route(apiPaths.admin.questionsBulk),
    { schema: { tags, security, body: QuestionBulkRequest, response: { 200: BulkResponse } } },
    async (request) => ({ updated: await service.bulk(actorOf(request), request.body) }),
  );
};
