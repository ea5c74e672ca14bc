import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { quizPaths } from '@mizan/contract/quizzes';
import { TrialParams } from '@mizan/contract/trials';
import { TrialEventsRequest, TrialEventsResponse } from '@mizan/contract/trial-events';
import { notFound } from '../../lib/app-error.js';
import { gateValues } from '../exam-access/gate.js';

/** At most this many events per attempt: far above any honest sitting, so a looping client can't fill the table. */
const MAX_EVENTS_PER_TRIAL = 5_000;
/** The last batch is flushed as the page closes, possibly after the attempt ended. */
const AFTER_COMPLETION = "interval '10 minutes'";

/**
 * `POST quizzes/trials/{trialId}/events/` (#32): the player's batch of what happened, stored in one statement
 * with the server's time, the request's address and device. Only the attempt's student writes them; the answer
 * path never waits for this.
 */
export const trialEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/${quizPaths.trialEvents}`,
    { schema: { tags: ['trials'], params: TrialParams, body: TrialEventsRequest, response: { 202: TrialEventsResponse } } },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      const gate = gateValues(request);
      const events = JSON.stringify(request.body.events);
      const [row] = await app.database.rows<{ owned: boolean; stored: number }>(sql`
        with t as (
          select id from trials
          where id = ${request.params.trialId}::uuid and user_id = ${userId}::uuid
            and (status = 'in_progress' or completed_at > now() - ${sql.raw(AFTER_COMPLETION)})),
        stored as (
          insert into trial_events (trial_id, kind, client_at, away_ms, chars, ip, device_hash)
          select t.id, e.kind, e.at, e.away_ms, e.chars, ${gate.ip}, ${gate.deviceHash}
          from t, jsonb_to_recordset(${events}::jsonb) as e(kind text, at timestamptz, away_ms int, chars int)
          limit greatest(0, ${MAX_EVENTS_PER_TRIAL} - (select count(*) from trial_events where trial_id in (select id from t)))
          returning 1)
        select exists (select 1 from t) as owned, (select count(*)::int from stored) as stored`);
      if (!row?.owned) throw notFound();
      app.liveState.active(request.params.trialId); // the live monitor's next refresh reads this attempt again
      return reply.code(202).send({ stored: row.stored });
    },
  );
};
