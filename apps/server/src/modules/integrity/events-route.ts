import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quizPaths } from '@mizan/contract/quizzes';
import { TrialParams } from '@mizan/contract/trials';
import { TrialEventsRequest, TrialEventsResponse } from '@mizan/contract/trial-events';
import { notFound } from '../../lib/app-error.js';
import { gateValues } from '../exam-access/gate.js';
import { eventWriter } from './event-writer.js';

/**
 * `POST quizzes/trials/{trialId}/events/` (#32): the player's batch of what happened, stored with the server's
 * time, the request's address and device, together with the other batches of that moment (event-writer.ts). Only
 * the attempt's student writes them; the answer path never waits for this.
 */
export const trialEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = eventWriter(app.database);
  app.addHook('onClose', () => writer.drain());
  app.post(
    `/${quizPaths.trialEvents}`,
    { schema: { tags: ['trials'], params: TrialParams, body: TrialEventsRequest, response: { 202: TrialEventsResponse } } },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      const gate = gateValues(request);
      const { trialId } = request.params;
      const stored = await writer.store({ trialId, userId, ip: gate.ip, deviceHash: gate.deviceHash, events: request.body.events });
      if (stored === null) throw notFound();
      app.liveState.active(trialId); // the live monitor's next refresh reads this attempt again
      return reply.code(202).send({ stored });
    },
  );
};
