import { sql, type SQL } from 'drizzle-orm';
import { assignmentGroups, assignmentOverrides, assignments, groupMembers } from '../../db/schema/groups.js';
import { quizzes, trials } from '../../db/schema/quizzes.js';

/** What the notification centre tells a student about an assignment, and how long before the close a reminder goes. */
export const ASSIGNMENT_NOTICES = { opened: 0, due_24h: 24 * 3_600_000, due_1h: 3_600_000 } as const;
export type AssignmentNotice = keyof typeof ASSIGNMENT_NOTICES;

const opens = sql`coalesce(o.opens_at, a.opens_at)`;
const closes = sql`coalesce(o.closes_at, a.closes_at)`;
const reached = sql`from ${assignments} a
  join ${quizzes} q on q.id = a.quiz_id and q.published
  join ${assignmentGroups} ag on ag.assignment_id = a.id
  join ${groupMembers} m on m.group_id = ag.group_id
  left join ${assignmentOverrides} o on o.assignment_id = a.id and o.user_id = m.user_id`;

/**
 * The source `notifyFrom` raises a notice from: one row per student (`user_id, dedupe_key, params, link`). The key
 * names the assignment, the notice and the student's own moment, so a notice goes once per window however often (and
 * from however many places) it is raised, and again only when that student's window moves.
 */
function source(notice: AssignmentNotice, where: SQL): SQL {
  const moment = notice === 'opened' ? opens : closes;
  return sql`select distinct m.user_id,
      'assignment:' || a.id || ':' || ${notice}::text || ':' || extract(epoch from ${moment})::bigint as dedupe_key,
      jsonb_build_object('quiz', jsonb_build_object('ar', q.title_ar, 'en', q.title_en),
        'count', ${ASSIGNMENT_NOTICES[notice] / 3_600_000}::int) as params,
      '/my-assignments' as link
    ${reached}
    where ${where} and ${closes} > now()`;
}

/** Not started since the window opened: a reminder is for those who have not begun. */
const notStarted = sql`not exists (select 1 from ${trials} t where t.user_id = m.user_id and t.quiz_id = a.quiz_id
  and not t.preview and t.started_at >= ${opens})`;

/**
 * Students of an assignment whose own moment for the notice is `at` (an opening at `at`, or a close `lead` after
 * it): what a job scheduled for that moment announces. Students whose window has since moved are not named.
 */
export function noticeDue(assignmentId: number, notice: AssignmentNotice, at: Date): SQL {
  const moment = notice === 'opened' ? opens : closes;
  const when = new Date(at.getTime() + ASSIGNMENT_NOTICES[notice]).toISOString();
  const where = sql`a.id = ${assignmentId} and ${moment} = ${when}::timestamptz and ${opens} <= now()`;
  return source(notice, notice === 'opened' ? where : sql`${where} and ${notStarted}`);
}

/** Students just added to classes whose assignments are open now: they hear of them at once rather than never. */
export function openedForNewMembers(groupId: number, userIds: readonly string[]): SQL {
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return source('opened', sql`ag.group_id = ${groupId} and m.user_id in (${ids}) and ${opens} <= now()`);
}
