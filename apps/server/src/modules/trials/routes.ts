import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuizIdParams, quizPaths } from '@mizan/contract/quizzes';
import { Result } from '@mizan/contract/results';
import {
  QuestionIdsResponse,
  QuestionResponse,
  QuizTrialParams,
  StartTrialRequest,
  StartTrialResponse,
  SubmitAnswerRequest,
  SubmitAnswerResponse,
  TrialParams,
  TrialQuestionParams,
} from '@mizan/contract/trials';
import { gateValues } from '../exam-access/gate.js';
import { freeOnlyAccessPolicy, type AccessPolicy } from './access-policy.js';
import { completeTrial } from './complete-service.js';
import { quizEngine } from './engine.js';
import { startService } from './start-service.js';
import { startTrialSweep } from './sweep.js';

const tags = ['trials'];
const path = (p: string) => `/${p}`;

export interface TrialRoutesOptions {
  /** How a start is paid for; free quizzes only until the coupons and payments modules provide theirs. */
  accessPolicy?: AccessPolicy;
}

export const trialRoutes: FastifyPluginAsyncZod<TrialRoutesOptions> = async (app, options) => {
  const engine = quizEngine(app);
  const starter = startService(
    app.db,
    engine.playerRepo,
    engine.completion,
    engine.materials,
    options.accessPolicy ?? freeOnlyAccessPolicy,
    app.config.jwtSecret,
  );
  startTrialSweep(app, engine.completion);

  app.post(
    path(quizPaths.start),
    { schema: { tags, params: QuizIdParams, body: StartTrialRequest, response: { 200: StartTrialResponse, 201: StartTrialResponse } } },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      const keepLive = app.liveState.beforeStart();
      const outcome = await starter.startTrial({
        userId,
        quizId: request.params.quizId,
        couponCode: request.body?.coupon_code ?? null,
        accessPassword: request.body?.access_password ?? null,
        gate: gateValues(request),
      });
      const { id, quiz, started_at, deadline } = outcome.body;
      keepLive({ id, userId, quizId: quiz, startedAt: Date.parse(started_at), deadline: deadline === null ? null : Date.parse(deadline) });
      return reply.code(outcome.resumed ? 200 : 201).send(outcome.body);
    },
  );

  app.get(
    path(quizPaths.question),
    { schema: { tags, params: TrialQuestionParams, response: { 200: QuestionResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return engine.player.question({ ...request.params, userId, delta: 0, gate: gateValues(request) }, request.lang, new Date());
    },
  );

  app.get(
    path(quizPaths.nextQuestion),
    { schema: { tags, params: TrialQuestionParams, response: { 200: QuestionResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return engine.player.question({ ...request.params, userId, delta: 1, gate: gateValues(request) }, request.lang, new Date());
    },
  );

  app.get(
    path(quizPaths.previousQuestion),
    { schema: { tags, params: TrialQuestionParams, response: { 200: QuestionResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return engine.player.question({ ...request.params, userId, delta: -1, gate: gateValues(request) }, request.lang, new Date());
    },
  );

  app.post(
    path(quizPaths.submitAnswer),
    { schema: { tags, params: TrialQuestionParams, body: SubmitAnswerRequest, response: { 200: SubmitAnswerResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      const saved = await engine.player.submit(
        { ...request.params, userId, body: request.body, gate: gateValues(request) },
        request.lang,
        new Date(),
      );
      app.liveState.active(request.params.trialId); // the live monitor's next refresh reads this attempt again
      return saved;
    },
  );

  app.get(
    path(quizPaths.questionIds),
    { schema: { tags, params: QuizTrialParams, response: { 200: QuestionIdsResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return engine.player.questionIds({ ...request.params, userId, gate: gateValues(request) }, new Date());
    },
  );

  app.post(path(quizPaths.complete), { schema: { tags, params: TrialParams, response: { 200: Result } } }, async (request) => {
    const { userId } = await app.requireAuth(request);
    return completeTrial(engine, { userId, trialId: request.params.trialId }, request.lang);
  });
};
