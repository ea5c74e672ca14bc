import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { competitionParticipants, competitions } from '../../db/schema/competitions.js';
import { enqueueJob } from '../jobs/queue.js';
import { notify } from './notify.js';

const JOB = 'competition-starting';
const LEAD_MS = 60 * 60_000;
const Payload = z.object({ competition: z.number().int(), starts_at: z.iso.datetime() });

/**
 * Schedules "starting in 1 hour" for a competition's start, in the transaction that sets it (create, or a change of
 * start). A job whose start has since moved does nothing: the change scheduled its own.
 */
export function scheduleCompetitionReminder(db: Db, competitionId: number, startsAt: Date): Promise<void> {
  return enqueueJob(
    db,
    JOB,
    { competition: competitionId, starts_at: startsAt.toISOString() },
    { runAt: new Date(startsAt.getTime() - LEAD_MS) },
  );
}

/**
 * Tells everyone who joined by then. The key carries the start, so the same start is announced once to each
 * (however often the job runs), and a moved start once more.
 */
export function handleCompetitionReminders(app: FastifyInstance): void {
  app.jobs.handle(JOB, async (payload) => {
    const { competition: id, starts_at } = Payload.parse(payload);
    const startsAt = new Date(starts_at);
    const [competition] = await app.db
      .select({ titleAr: competitions.titleAr, titleEn: competitions.titleEn })
      .from(competitions)
      .where(and(eq(competitions.id, id), eq(competitions.startsAt, startsAt), gt(competitions.startsAt, new Date())));
    if (!competition) return;
    await notify(app.db, {
      kind: 'competition_starting',
      key: `competition:${id}:starting:${starts_at}`,
      to: sql`select ${competitionParticipants.userId} as user_id from ${competitionParticipants} where ${competitionParticipants.competitionId} = ${id}`,
      link: '/dashboard',
      params: { competition: { ar: competition.titleAr, en: competition.titleEn } },
    });
  });
}
