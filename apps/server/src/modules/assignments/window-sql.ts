import { sql, type SQL } from 'drizzle-orm';
import { assignmentGroups, assignmentOverrides, assignments, groupMembers } from '../../db/schema/groups.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { usedAttempts } from '../accommodations/attempts-sql.js';

/** A student's window on an assignment: their override when they have one, else the assignment's. */
export const opensAt = sql`coalesce(o.opens_at, a.opens_at)`;
export const closesAt = sql`coalesce(o.closes_at, a.closes_at)`;

/**
 * `from … where …` of the assignments of `quizId` given to a class `userId` is a member of: the assignment as `a`,
 * the student's override as `o`, the quiz as `q`.
 */
export const memberAssignments = (userId: SQL, quizId: SQL) => sql`from ${assignments} a
  join ${quizzes} q on q.id = a.quiz_id
  left join ${assignmentOverrides} o on o.assignment_id = a.id and o.user_id = ${userId}
  where a.quiz_id = ${quizId} and exists (select 1 from ${assignmentGroups} ag
    join ${groupMembers} m on m.group_id = ag.group_id where ag.assignment_id = a.id and m.user_id = ${userId})`;

/**
 * The one row (or none) of the assignment that lets `userId` start `quizId` at `at`: open for them, the one
 * closing last first. `room` says an attempt is left (the assignment's limit, else the quiz's, beyond those granted),
 * `duration_minutes` overrides the quiz's. SQL, so the start of an `assigned` quiz checks all of it inside its one insert statement.
 */
export const openAssignment = (userId: SQL, quizId: SQL, at: SQL) => sql`
  select a.id, a.duration_minutes,
    coalesce(a.attempts, q.attempts_allowed) is null or coalesce(a.attempts, q.attempts_allowed) > ${usedAttempts(userId, quizId)} as room
  ${memberAssignments(userId, quizId)} and ${at} >= ${opensAt} and ${at} < ${closesAt}
  order by ${closesAt} desc limit 1`;
