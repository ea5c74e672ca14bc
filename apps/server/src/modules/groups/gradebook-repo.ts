import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** An assignment given to the class, as a gradebook column. */
export interface GradebookColumnRow {
  id: number;
  quizId: number;
  titleAr: string;
  titleEn: string;
  opensMs: number;
  closesMs: number;
}

/** A trial as the gradebook reads it: [id, status, started ms, completed ms, percentage, passed, marking]. */
export type AttemptTuple = [string, 'in_progress' | 'completed', number, number | null, number | null, boolean | null, 'pending' | 'complete' | null];
/** A member's window on one assignment: [assignment id, opens ms, closes ms, own window, attempts]. */
export type WindowTuple = [number, number, number, boolean, AttemptTuple[]];

export interface GradebookMemberRow {
  id: string;
  fullname: string;
  email: string;
  /** JSON: pg hands it over parsed, PGlite's raw execute as text. */
  windows: WindowTuple[] | string;
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/**
 * The gradebook in two statements whatever the class's size: its assignments, then its members, each with their
 * window on every assignment and the trials of its quiz (one index range scan of `trials_user_idx` per member and
 * assignment, inside the window unless every attempt is asked for). Which attempt counts is decided in gradebook.ts,
 * one rule for the table, its export and a student's page.
 */
export function gradebookRepo(database: Database) {
  return {
    columns(groupId: number): Promise<GradebookColumnRow[]> {
      return database.rows<GradebookColumnRow>(sql`
        select a.id, a.quiz_id as "quizId", q.title_ar as "titleAr", q.title_en as "titleEn",
          ${ms('a.opens_at')} as "opensMs", ${ms('a.closes_at')} as "closesMs"
        from assignment_groups ag
        join assignments a on a.id = ag.assignment_id
        join quizzes q on q.id = a.quiz_id
        where ag.group_id = ${groupId}
        order by a.opens_at, a.id`);
    },

    /** Current members (or one of them), by name; `allAttempts` also returns the quiz's trials outside the window. */
    members(groupId: number, options: { userId?: string; allAttempts?: boolean } = {}): Promise<GradebookMemberRow[]> {
      const opens = sql.raw('coalesce(o.opens_at, a.opens_at)');
      const closes = sql.raw('coalesce(o.closes_at, a.closes_at)');
      return database.rows<GradebookMemberRow>(sql`
        select u.id, u.fullname, u.email,
          coalesce((
            select json_agg(json_build_array(a.id, ${ms('coalesce(o.opens_at, a.opens_at)')}, ${ms('coalesce(o.closes_at, a.closes_at)')},
              o.user_id is not null,
              coalesce((
                select json_agg(json_build_array(t.id, t.status, ${ms('t.started_at')}, ${ms('t.completed_at')}, t.percentage, t.passed,
                  t.marking) order by t.started_at)
                from trials t
                where t.user_id = m.user_id and t.quiz_id = a.quiz_id and not t.preview
                  ${options.allAttempts ? sql`` : sql`and t.started_at >= ${opens} and t.started_at < ${closes}`}
              ), '[]'::json)))
            from assignment_groups ag
            join assignments a on a.id = ag.assignment_id
            left join assignment_overrides o on o.assignment_id = a.id and o.user_id = m.user_id
            where ag.group_id = m.group_id
          ), '[]'::json) as windows
        from group_members m
        join users u on u.id = m.user_id
        where m.group_id = ${groupId} ${options.userId ? sql`and m.user_id = ${options.userId}::uuid` : sql``}
        order by u.fullname, u.id`);
    },
  };
}

export type GradebookRepo = ReturnType<typeof gradebookRepo>;
