import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { groupMembers, groupStaff } from '../../db/schema/groups.js';
import { ltiContexts, ltiPlatforms, ltiUsers } from '../../db/schema/lti.js';
import { enqueueJob } from '../jobs/queue.js';
import { SCOPE, teaches } from './claims.js';
import { linkUser } from './launch.js';
import { platformAccessToken } from './passback.js';

export const ROSTER_JOB = 'lti_roster';
const Payload = z.object({ platformId: z.number().int(), contextId: z.string() });
const Membership = z.object({
  members: z
    .array(
      z.object({
        user_id: z.string().min(1),
        roles: z.array(z.string()).default([]),
        status: z.string().optional(),
        name: z.string().optional(),
        given_name: z.string().optional(),
        family_name: z.string().optional(),
        email: z.string().optional(),
      }),
    )
    .max(20_000),
});

/** Queues a roster sync of a course (on `db`, maybe the launch's transaction). */
export const queueRosterSync = (db: Db, platformId: number, contextId: string) => enqueueJob(db, ROSTER_JOB, { platformId, contextId });

/**
 * Names and Role Provisioning: the course's members become the class's (instructors its staff, learners its
 * students, each linked or created by (platform, user_id)); learners the LMS no longer lists (or lists as
 * Inactive) leave the class if they came from this LMS. People added in Mizan by hand stay.
 */
export async function syncRoster(
  db: Db,
  platformId: number,
  contextId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ staff: number; students: number }> {
  const [row] = await db
    .select({ platform: ltiPlatforms, context: ltiContexts })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
    .where(and(eq(ltiContexts.platformId, platformId), eq(ltiContexts.contextId, contextId)));
  if (!row?.context.membershipsUrl) return { staff: 0, students: 0 };
  const token = await platformAccessToken(db, row.platform, SCOPE.nrps, fetchImpl);
  const members: z.infer<typeof Membership>['members'] = [];
  // The membership list may come in pages (a Link header with rel="next").
  let next: string | null = row.context.membershipsUrl;
  for (let page = 0; next && page < 50; page++) {
    const res: Response = await fetchImpl(next, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`membership endpoint answered ${res.status}`);
    members.push(...Membership.parse(await res.json()).members);
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  const groupId = row.context.groupId;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    let staff = 0;
    let students = 0;
    const present: string[] = [];
    for (const m of members) {
      if (m.status && m.status !== 'Active') continue;
      const teacher = teaches(m.roles);
      const userId = await linkUser(tx, row.platform, m.user_id, { ...m }, teacher);
      present.push(userId);
      if (teacher) {
        staff++;
        await tx.insert(groupStaff).values({ groupId, userId }).onConflictDoNothing();
      } else {
        students++;
        await tx.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing();
      }
    }
    const fromLms = tx.select({ id: ltiUsers.userId }).from(ltiUsers).where(eq(ltiUsers.platformId, platformId));
    await tx
      .delete(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          inArray(groupMembers.userId, fromLms),
          present.length ? notInArray(groupMembers.userId, present) : undefined,
        ),
      );
    return { staff, students };
  });
}

export function attachLtiRoster(app: FastifyInstance): void {
  app.jobs.handle(ROSTER_JOB, async (payload) => {
    const { platformId, contextId } = Payload.parse(payload);
    await syncRoster(app.db, platformId, contextId);
  });
}
