import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quizPaths } from '@mizan/contract/quizzes';
import { TrialLive, TrialLiveQuery } from '@mizan/contract/trial-live';
import { TrialParams } from '@mizan/contract/trials';
import { notFound } from '../../lib/app-error.js';
import type { LiveState } from './live-state.js';
import type { LiveStreams } from './live-streams.js';

/**
 * The running player's live channel (#32): the server's remaining time (an extension reaches the timer), whether
 * the attempt is still running (an invigilator may have ended it) and the announcements newer than `after` (a
 * teacher's reach their classes' students only). Each counts as the attempt's sign of life. Every player of a
 * sitting holds one, so both are answered from memory (live-state.ts): the stream as server-sent events, pushed
 * when something changes (live-streams.ts), and the poll the player falls back to when its stream cannot stay open.
 */
export const trialLiveRoutes: FastifyPluginAsyncZod<{ state: LiveState; streams: LiveStreams }> = async (app, { state, streams }) => {
  const ownTrial = async (trialId: string, userId: string, now: Date) => {
    const trial = await state.trial(trialId, userId, now);
    if (!trial) throw notFound();
    state.sawAlive(trialId, trial, now);
    return trial;
  };

  app.get(
    `/${quizPaths.trialLive}`,
    { schema: { tags: ['trials'], params: TrialParams, querystring: TrialLiveQuery, response: { 200: TrialLive } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      const now = new Date();
      return state.view(await ownTrial(request.params.trialId, userId, now), request.query.after, now);
    },
  );

  app.get(
    `/${quizPaths.trialLiveStream}`,
    {
      schema: {
        tags: ['trials'],
        description:
          "Server-sent events (`text/event-stream`): each `data` line is the poll's answer, sent at once and again whenever " +
          'the status, the deadline or the announcements change; comment lines keep it open. It ends after 10 minutes ' +
          'or when the attempt does; open another then.',
        params: TrialParams,
        querystring: TrialLiveQuery,
      },
    },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      const { trialId } = request.params;
      const body = await streams.open(trialId, userId, await ownTrial(trialId, userId, new Date()), request.query.after);
      reply.raw.on('close', () => body.destroy());
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx would otherwise hold the events in its buffer.
          .header('x-accel-buffering', 'no')
          .send(body)
      );
    },
  );
};
