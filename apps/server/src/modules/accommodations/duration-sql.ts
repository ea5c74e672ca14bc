import { sql, type SQL } from 'drizzle-orm';
import { accommodations } from '../../db/schema/accommodations.js';

/**
 * The seconds a timed trial lasts for a user: the quiz's duration times the accommodation's multiplier plus its
 * extra minutes, the quiz's own accommodation winning over the general one; the plain duration without one.
 * SQL, so a start computes its deadline inside its one insert statement, and every reader uses the same rule.
 */
export function accommodatedSeconds(userId: SQL, quizId: SQL, durationMinutes: SQL): SQL<number> {
  return sql<number>`coalesce((select round(${durationMinutes} * 60 * a.time_percent / 100.0) + a.extra_minutes * 60
      from ${accommodations} a where a.user_id = ${userId} and (a.quiz_id = ${quizId} or a.quiz_id is null)
      order by a.quiz_id nulls last limit 1), ${durationMinutes} * 60)::double precision`;
}

/** The deadline of a trial started at `startedAt` (null when the quiz is untimed). */
export function accommodatedDeadline(userId: SQL, quizId: SQL, startedAt: SQL, durationMinutes: SQL): SQL<Date | null> {
  return sql<Date | null>`case when ${durationMinutes} is null then null
    else ${startedAt} + make_interval(secs => ${accommodatedSeconds(userId, quizId, durationMinutes)}) end`;
}
