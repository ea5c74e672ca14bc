import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PersonalInfoDetailResponse, personalInfoPaths, PersonalInfoRequest } from '@mizan/contract/personal-info';
import { QuizIdParams } from '@mizan/contract/quizzes';
import { personalInfoRepo } from './repo.js';
import { personalInfoService } from './service.js';

const tags = ['personal-info'];
const security = [{ bearer: [] }];
const consumes = ['application/json', 'multipart/form-data'];

/** The client sends a form; JSON works the same. */
export const personalInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 10, fieldSize: 256, parts: 10 } });
  const service = personalInfoService(personalInfoRepo(app.db));

  app.get(
    `/${personalInfoPaths.detail}`,
    { schema: { tags, security, params: QuizIdParams, response: { 200: PersonalInfoDetailResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return service.detail(userId, request.params.quizId, request.lang);
    },
  );

  app.post(
    `/${personalInfoPaths.create}`,
    {
      schema: { tags, security, consumes, params: QuizIdParams, body: PersonalInfoRequest, response: { 201: PersonalInfoDetailResponse } },
    },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      return reply.code(201).send(await service.create(userId, request.params.quizId, request.body, request.lang));
    },
  );

  app.put(
    `/${personalInfoPaths.update}`,
    {
      schema: { tags, security, consumes, params: QuizIdParams, body: PersonalInfoRequest, response: { 200: PersonalInfoDetailResponse } },
    },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return service.update(userId, request.params.quizId, request.body, request.lang);
    },
  );
};
