import { gateValues } from '../exam-access/gate.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompetitionIdParams,
  CompetitionListQuery,
  CompetitionListResponse,
  competitionPaths,
  JoinResponse,
  LeaderboardQuery,
  LeaderboardResponse,
} from '@mizan/contract/competitions';
import { StartTrialResponse } from '@mizan/contract/trials';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import type { AccessPolicy } from '../trials/access-policy.js';
import { quizEngine } from '../trials/engine.js';
import { startService } from '../trials/start-service.js';
import { competitionRepo } from './repo.js';
import { competitionService } from './service.js';

const tags = ['competitions'];
const security = [{ bearer: [] }];

/** The list and leaderboards are public (the caller's own state is added when signed in); joining needs sign-in. */
export const competitionRoutes: FastifyPluginAsyncZod<{ accessPolicy: AccessPolicy }> = async (app, { accessPolicy }) => {
  const engine = quizEngine(app);
  const service = competitionService(
    competitionRepo(app.database),
    startService(app.db, engine.playerRepo, engine.completion, engine.materials, accessPolicy, app.config.jwtSecret),
  );

  app.get(
    `/${competitionPaths.last}`,
    { schema: { tags, querystring: CompetitionListQuery, response: { 200: CompetitionListResponse } } },
    async (request) => {
      const auth = await app.optionalAuth(request);
      const window = pageWindow(request.query, 10, 100);
      const { results, count } = await service.list(auth?.userId ?? null, window.limit, window.offset, request.lang);
      return pageOf(request, window, count, results);
    },
  );

  app.post(
    `/${competitionPaths.join}`,
    { schema: { tags, security, params: CompetitionIdParams, response: { 200: JoinResponse, 201: JoinResponse } } },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      const joined = await service.join(userId, request.params.competitionId);
      return reply
        .code(joined.created ? 201 : 200)
        .send({ competition: request.params.competitionId, joined_at: joined.joinedAt.toISOString() });
    },
  );

  app.post(
    `/${competitionPaths.joinAndStart}`,
    { schema: { tags, security, params: CompetitionIdParams, response: { 200: StartTrialResponse, 201: StartTrialResponse } } },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      const outcome = await service.joinAndStart(userId, request.params.competitionId, new Date(), gateValues(request));
      return reply.code(outcome.resumed ? 200 : 201).send(outcome.body);
    },
  );

  app.get(
    `/${competitionPaths.leaderboard}`,
    { schema: { tags, params: CompetitionIdParams, querystring: LeaderboardQuery, response: { 200: LeaderboardResponse } } },
    async (request) => {
      const auth = await app.optionalAuth(request);
      const window = pageWindow(request.query, 20, 100);
      const board = await service.leaderboard(request.params.competitionId, auth?.userId ?? null, window.limit, window.offset);
      return { ...pageOf(request, window, board.count, board.results), status: board.status, me: board.me };
    },
  );
};
