import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaginationQuery } from '@mizan/contract/pagination';
import { quizPaths } from '@mizan/contract/quizzes';
import { PublicResult, Result, ResultListQuery, ResultListResponse, TrialSummary, TrialSummaryListResponse } from '@mizan/contract/results';
import { TrialParams } from '@mizan/contract/trials';
import { paged } from '../catalogue/paging.js';
import { quizEngine } from '../trials/engine.js';

const tags = ['results'];
const path = (p: string) => `/${p}`;

export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { results } = quizEngine(app);
  const resultPage = z.union([ResultListResponse, z.array(Result)]);

  app.get(path(quizPaths.results), { schema: { tags, querystring: ResultListQuery, response: { 200: resultPage } } }, async (request) => {
    const { userId } = await app.requireAuth(request);
    return paged(request, request.query, (limit, offset) => results.list(userId, request.query.trial__id, limit, offset, request.lang));
  });

  app.get(path(quizPaths.publicResult), { schema: { tags, params: TrialParams, response: { 200: PublicResult } } }, async (request) =>
    results.publicResult(request.params.trialId, request.lang),
  );

  app.get(
    path(quizPaths.myBestScores),
    { schema: { tags, querystring: PaginationQuery, response: { 200: resultPage } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return paged(request, request.query, (limit, offset) => results.bestScores(userId, limit, offset, request.lang));
    },
  );

  app.get(
    path(quizPaths.myTrials),
    { schema: { tags, querystring: PaginationQuery, response: { 200: z.union([TrialSummaryListResponse, z.array(TrialSummary)]) } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return paged(request, request.query, (limit, offset) => results.history(userId, limit, offset, request.lang));
    },
  );
};
