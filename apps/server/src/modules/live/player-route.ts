import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quizPaths } from '@mizan/contract/quizzes';
import { TrialLive, TrialLiveQuery } from '@mizan/contract/trial-live';
import { TrialParams } from '@mizan/contract/trials';
import { notFound } from '../../lib/app-error.js';
import { remainingSeconds } from '../trials/timer.js';
import type { LiveState } from './live-state.js';

/**
 * `GET quizzes/trials/{trialId}/live/` (#32): the running player's poll. It answers the server's remaining time
 * (an extension reaches the timer), whether the attempt is still running (an invigilator may have ended it) and
 * the announcements newer than `after` (a teacher's reach their classes' students only), and counts as the
 * attempt's sign of life. Every player of a sitting polls, so this is answered from memory (live-state.ts).
 */
export const trialLiveRoutes: FastifyPluginAsyncZod<{ state: LiveState }> = async (app, { state }) => {
  app.get(
    `/${quizPaths.trialLive}`,
    { schema: { tags: ['trials'], params: TrialParams, querystring: TrialLiveQuery, response: { 200: TrialLive } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      const now = new Date();
      const trial = await state.trial(request.params.trialId, userId, now);
      if (!trial) throw notFound();
      state.sawAlive(request.params.trialId, trial, now);
      return {
        status: trial.status,
        remaining_seconds:
          trial.status === 'in_progress' ? remainingSeconds(trial.deadline == null ? null : new Date(trial.deadline), now) : null,
        announcements: await state.announcementsFor(trial, request.query.after),
      };
    },
  );
};
