import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ASSIGNMENT_NOTICES, noticeDue, openedForNewMembers, type AssignmentNotice } from '../assignments/events.js';
import { enqueueJob } from '../jobs/queue.js';
import { notifyFrom } from './notify.js';

const JOB = 'assignment-notice';
const NOTICES = Object.keys(ASSIGNMENT_NOTICES) as AssignmentNotice[];
const Payload = z.object({ assignment: z.number().int(), notice: z.enum(NOTICES), at: z.iso.datetime() });

const kindOf = (notice: AssignmentNotice) => (notice === 'opened' ? 'assignment_opened' : 'assignment_due');

export interface AssignmentWindow {
  opensAt: Date;
  closesAt: Date;
}

/**
 * Schedules "opened", "due in 24 hours" and "due in 1 hour" for each window of an assignment (its own and each
 * student override), in the transaction that sets them. A moment already past is not scheduled, except an opening
 * (an assignment open at once is announced now); a reminder that would come before the window opens is left out.
 * A job whose window has since moved names nobody: the change scheduled its own.
 */
export async function scheduleAssignmentNotices(db: Db, assignmentId: number, windows: readonly AssignmentWindow[]): Promise<void> {
  const now = Date.now();
  const moments = new Map<string, { notice: AssignmentNotice; at: Date }>();
  for (const { opensAt, closesAt } of windows) {
    if (closesAt.getTime() <= now) continue;
    for (const notice of NOTICES) {
      const at = notice === 'opened' ? opensAt : new Date(closesAt.getTime() - ASSIGNMENT_NOTICES[notice]);
      if (notice !== 'opened' && (at.getTime() <= now || at <= opensAt)) continue;
      moments.set(`${notice}:${at.toISOString()}`, { notice, at });
    }
  }
  for (const { notice, at } of moments.values()) {
    await enqueueJob(db, JOB, { assignment: assignmentId, notice, at: at.toISOString() }, { runAt: at });
  }
}

/** Students who joined a class now hear of its assignments that are open (once: the same key as the opening job's). */
export function announceOpenAssignments(db: Db, groupId: number, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return Promise.resolve(0);
  return notifyFrom(db, 'assignment_opened', openedForNewMembers(groupId, userIds));
}

export function handleAssignmentNotices(app: FastifyInstance): void {
  app.jobs.handle(JOB, async (payload) => {
    const { assignment, notice, at } = Payload.parse(payload);
    await notifyFrom(app.db, kindOf(notice), noticeDue(assignment, notice, new Date(at)));
  });
}
