import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams, BulkResponse } from '@mizan/contract/admin/common';
import {
  AdminQuizDetail,
  COVER_MAX_BYTES,
  COVER_MAX_MB,
  AdminQuizListQuery,
  AdminQuizListResponse,
  CreateQuizRequest,
  DeleteQuizResponse,
  PublishRefusal,
  QuizBulkRequest,
  SectionSupplyRequest,
  SectionSupplyResponse,
  UpdateQuizRequest,
} from '@mizan/contract/admin/quizzes';
import { StartTrialResponse } from '@mizan/contract/trials';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import { reencodeImage } from '../../lib/images.js';
import type { FileStorage } from '../../lib/storage.js';
import { actorOf } from '../../plugins/operator.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { freeOnlyAccessPolicy } from '../trials/access-policy.js';
import { quizEngine } from '../trials/engine.js';
import { startService } from '../trials/start-service.js';
import { trialRepo } from '../trials/trial-repo.js';
import { authoringService } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

/** The multipart form's `cover` file arrives as a Buffer. */
const CoverBody = z.strictObject({ cover: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'invalid_image') });

/** admin/quizzes/…: list, create, read, edit, publish, unpublish, duplicate, delete (archive), preview, bulk, supply. */
export const quizAdminRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  // Multipart only in this scope: the cover file becomes a Buffer in the body, capped (413 beyond).
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const engine = quizEngine(app);
  const service = authoringService({ db: app.db, translate: app.translate, onPublished: (id) => engine.materials.forget(id) });
  const starter = startService(app.db, engine.playerRepo, engine.completion, engine.materials, freeOnlyAccessPolicy, app.config.jwtSecret);

  app.get(
    route(apiPaths.admin.quizzes),
    { schema: { tags, security, querystring: AdminQuizListQuery, response: { 200: AdminQuizListResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 20, 100);
      const { count, results } = await service.list(request.query, window.limit, window.offset, request.lang);
      return pageOf(request, window, count, results);
    },
  );

  app.post(
    route(apiPaths.admin.quizzes),
    { schema: { tags, security, body: CreateQuizRequest, response: { 201: AdminQuizDetail } } },
    async (request, reply) => {
      const id = await app.db.transaction((tx) => service.create(actorOf(request), request.body, tx as unknown as Db));
      return reply.code(201).send(await service.detail(id, request.lang));
    },
  );

  app.get(
    route(apiPaths.admin.quiz),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminQuizDetail } } },
    async (request) => service.detail(request.params.id, request.lang),
  );

  app.patch(
    route(apiPaths.admin.quiz),
    { schema: { tags, security, params: AdminIdParams, body: UpdateQuizRequest, response: { 200: AdminQuizDetail } } },
    async (request) => {
      await service.update(actorOf(request), request.params.id, request.body);
      return service.detail(request.params.id, request.lang);
    },
  );

  app.delete(
    route(apiPaths.admin.quiz),
    { schema: { tags, security, params: AdminIdParams, response: { 200: DeleteQuizResponse } } },
    async (request) => ({ result: await service.remove(actorOf(request), request.params.id) }),
  );

  app.post(
    route(apiPaths.admin.quizPublish),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminQuizDetail, 400: PublishRefusal } } },
    async (request) => {
      await service.publish(actorOf(request), request.params.id, request.lang);
      return service.detail(request.params.id, request.lang);
    },
  );

  app.post(
    route(apiPaths.admin.quizUnpublish),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminQuizDetail } } },
    async (request) => {
      await service.unpublish(actorOf(request), request.params.id);
      return service.detail(request.params.id, request.lang);
    },
  );

  app.post(
    route(apiPaths.admin.quizDuplicate),
    { schema: { tags, security, params: AdminIdParams, response: { 201: AdminQuizDetail } } },
    async (request, reply) => {
      const id = await service.duplicate(actorOf(request), request.params.id);
      return reply.code(201).send(await service.detail(id, request.lang));
    },
  );

  app.post(
    route(apiPaths.admin.quizPreview),
    { schema: { tags, security, params: AdminIdParams, response: { 201: StartTrialResponse } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const versionId = await service.previewVersion(actor, request.params.id, (tx) =>
        trialRepo(tx).dropPreviews(actor.userId, request.params.id),
      );
      const version = await engine.materials.version(versionId);
      if (!version) throw notFound();
      return reply.code(201).send(await starter.startPreview(version, actor.userId));
    },
  );

  app.post(
    route(apiPaths.admin.quizCover),
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: AdminIdParams,
        body: CoverBody,
        response: { 200: AdminQuizDetail },
      },
    },
    async (request) => {
      const image = await reencodeImage(request.body.cover, { folder: 'covers', width: 1600, height: 900, fit: 'inside' });
      if (!image) throw fieldError('cover', 'errors:accounts.avatar_invalid', { size: COVER_MAX_MB });
      await storage.put(image.key, image.data);
      await service.update(actorOf(request), request.params.id, { cover_image: image.key });
      return service.detail(request.params.id, request.lang);
    },
  );

  app.delete(
    route(apiPaths.admin.quizCover),
    { schema: { tags, security, params: AdminIdParams, response: { 200: AdminQuizDetail } } },
    async (request) => {
      // The file stays: a published version may still show it.
      await service.update(actorOf(request), request.params.id, { cover_image: null });
      return service.detail(request.params.id, request.lang);
    },
  );

  app.post(
    route(apiPaths.admin.quizzesSupply),
    { schema: { tags, security, body: SectionSupplyRequest, response: { 200: SectionSupplyResponse } } },
    async (request) => ({ supply: await service.supply(request.body) }),
  );

  app.post(
    route(apiPaths.admin.quizzesBulk),
    { schema: { tags, security, body: QuizBulkRequest, response: { 200: BulkResponse } } },
    async (request) => ({ updated: await service.bulk(actorOf(request), request.body.ids, request.body.action, request.lang) }),
  );
};
