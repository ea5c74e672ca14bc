import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaginationQuery } from '@mizan/contract/pagination';
import {
  Category,
  CategoryListResponse,
  InstructionsResponse,
  Quiz,
  QuizIdParams,
  QuizListQuery,
  QuizListResponse,
  quizPaths,
} from '@mizan/contract/quizzes';
import { accommodationsRepo } from '../accommodations/repo.js';
import { assignmentRepo } from '../assignments/repo.js';
import { paged } from './paging.js';
import { catalogueRepo } from './repo.js';
import { catalogueService } from './service.js';

const tags = ['quizzes'];
const path = (p: string) => `/${p}`;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = catalogueService(catalogueRepo(app.db), accommodationsRepo(app.db), assignmentRepo(app.db));
  const quizPage = z.union([QuizListResponse, z.array(Quiz)]);

  app.get(path(quizPaths.list), { schema: { tags, querystring: QuizListQuery, response: { 200: quizPage } } }, async (request) =>
    paged(request, request.query, (limit, offset) =>
      service.list({ categoryId: request.query.category, search: request.query.search || undefined }, limit, offset, request.lang),
    ),
  );

  app.get(path(quizPaths.passed), { schema: { tags, querystring: PaginationQuery, response: { 200: quizPage } } }, async (request) => {
    const { userId } = await app.requireAuth(request);
    return paged(request, request.query, (limit, offset) => service.list({ passedBy: userId }, limit, offset, request.lang));
  });

  app.get(path(quizPaths.detail), { schema: { tags, params: QuizIdParams, response: { 200: Quiz } } }, async (request) =>
    service.quiz(request.params.quizId, request.lang, (await app.optionalAuth(request))?.userId ?? null),
  );

  app.get(
    path(quizPaths.instructions),
    { schema: { tags, params: QuizIdParams, response: { 200: InstructionsResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return service.instructions(request.params.quizId, userId, request.lang);
    },
  );

  app.get(
    path(quizPaths.categories),
    { schema: { tags, querystring: PaginationQuery, response: { 200: z.union([CategoryListResponse, z.array(Category)]) } } },
    async (request) => paged(request, request.query, (limit, offset) => service.categories(limit, offset, request.lang)),
  );
};
