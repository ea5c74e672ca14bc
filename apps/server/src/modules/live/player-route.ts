import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { quizPaths } from '@mizan/contract/quizzes';
import { TrialLive, TrialLiveQuery } from '@mizan/contract/trial-live';
import { TrialParams } from '@mizan/contract/trials';
import { notFound } from '../../lib/app-error.js';
import { remainingSeconds } from '../trials/timer.js';

/**
 * `GET quizzes/trials/{trialId}/live/` (#32): the running player's poll, one statement. It answers the server's
 * remaining time (an extension reaches the timer), whether the attempt is still running (an invigilator may have
 * ended it), the announcements newer than `after` (a teacher's reach their classes' students only), and records the poll as the attempt's last sign of life
 * (written at most every 30 s, so a room of pollers costs few writes).
 */
export const trialLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${quizPaths.trialLive}`,
    { schema: { tags: ['trials'], params: TrialParams, querystring: TrialLiveQuery, response: { 200: TrialLive } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      const [row] = await app.database.rows<{
        status: 'in_progress' | 'completed';
        deadline: Date | string | null;
        announcements: { id: number; text: string; created_at: string }[] | string;
      }>(sql`
        with t as (select id, user_id, quiz_id, status, deadline, started_at, last_seen_at from trials
          where id = ${request.params.trialId}::uuid and user_id = ${userId}::uuid),
        seen as (
          update trials set last_seen_at = now() from t
          where trials.id = t.id and t.status = 'in_progress' and (t.last_seen_at is null or t.last_seen_at < now() - interval '30 seconds')
          returning 1)
        select t.status, t.deadline, (select count(*) from seen) as seen,
          coalesce((select json_agg(json_build_object('id', a.id, 'text', a.text,
              'created_at', to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by a.id)
            from live_announcements a where a.quiz_id = t.quiz_id and a.id > ${request.query.after} and a.created_at >= t.started_at
              and (a.audience_staff_id is null or exists (select 1 from group_members m join group_staff s on s.group_id = m.group_id
                where s.user_id = a.audience_staff_id and m.user_id = t.user_id))), '[]') as announcements
        from t`);
      if (!row) throw notFound();
      const announcements = typeof row.announcements === 'string' ? JSON.parse(row.announcements) : row.announcements;
      const deadline = row.deadline == null ? null : new Date(row.deadline);
      return {
        status: row.status,
        remaining_seconds: row.status === 'in_progress' ? remainingSeconds(deadline, new Date()) : null,
        announcements,
      };
    },
  );
};
