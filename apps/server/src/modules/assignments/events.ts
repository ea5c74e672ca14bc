import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assignmentGroups, assignmentOverrides, assignments, groupMembers } from '../../db/schema/groups.js';
import { trials } from '../../db/schema/quizzes.js';

/** One student reached by an assignment, with their own window: what a notification about it names. */
export interface AssignmentRecipient {
  assignmentId: number;
  quizId: number;
  userId: string;
  opensAt: Date;
  closesAt: Date;
}

const reached = sql`from ${assignments} a
  join ${assignmentGroups} ag on ag.assignment_id = a.id
  join ${groupMembers} m on m.group_id = ag.group_id
  left join ${assignmentOverrides} o on o.assignment_id = a.id and o.user_id = m.user_id`;
const columns = sql`distinct a.id as "assignmentId", a.quiz_id as "quizId", m.user_id as "userId",
  coalesce(o.opens_at, a.opens_at) as "opensAt", coalesce(o.closes_at, a.closes_at) as "closesAt"`;

const dates = (rows: AssignmentRecipient[]) => rows.map((r) => ({ ...r, opensAt: new Date(r.opensAt), closesAt: new Date(r.closesAt) }));

/**
 * Events of classes and assignments, as queries a scheduler runs over a time range (from exclusive, to
 * inclusive) so each moment is covered once: the notification centre sends "assignment opened" and
 * "due soon" from them. Each student's own window counts (their override when they have one).
 */
export function assignmentEvents(database: Database) {
  return {
    /** Students whose window on an assignment opened in (from, to]. */
    async openedBetween(from: Date, to: Date): Promise<AssignmentRecipient[]> {
      return dates(
        await database.rows<AssignmentRecipient>(sql`select ${columns} ${reached}
          where coalesce(o.opens_at, a.opens_at) > ${from.toISOString()}::timestamptz
            and coalesce(o.opens_at, a.opens_at) <= ${to.toISOString()}::timestamptz`),
      );
    },

    /** Students whose window closes in (from, to] and who have not started the quiz since it opened ("due in 24 hours"). */
    async dueBetweenNotStarted(from: Date, to: Date): Promise<AssignmentRecipient[]> {
      return dates(
        await database.rows<AssignmentRecipient>(sql`select ${columns} ${reached}
          where coalesce(o.closes_at, a.closes_at) > ${from.toISOString()}::timestamptz
            and coalesce(o.closes_at, a.closes_at) <= ${to.toISOString()}::timestamptz
            and coalesce(o.opens_at, a.opens_at) <= ${to.toISOString()}::timestamptz
            and not exists (select 1 from ${trials} t where t.user_id = m.user_id and t.quiz_id = a.quiz_id and not t.preview
              and t.started_at >= coalesce(o.opens_at, a.opens_at))`),
      );
    },
  };
}
