import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inScope, type StudentScope } from '../groups/scope.js';

export interface MonitorRow {
  trial: string | null;
  user_id: string;
  fullname: string;
  email: string;
  status: 'in_progress' | 'completed' | null;
  total: number;
  answered: number;
  deadline: string | null;
  last_seen: string | null;
  last_event: string | null;
  events: number;
  device_bound: boolean;
}

/**
 * A refresh that asks only for what changed since `from`: attempts started, finished or gone quiet since, and those
 * named (`trials`: answered or reported on, as the processes told each other, or changed by a console; `users`: new
 * accommodations). The others are not read at all.
 */
export interface MonitorChanges {
  from: Date;
  now: Date;
  trials: string[];
  /** Trials whose last answer or report turned a minute old since: sent if their polls are that old too. */
  quiet: string[];
  users: string[];
}

/** A taker is online while seen in the last minute; a refresh sends those who crossed it since. */
export const ONLINE_MS = 60_000;
const QUIET = sql`make_interval(secs => ${ONLINE_MS / 1000})`;

/** A list of ids as a subquery (drizzle would expand an array into one parameter per id). */
export const uuidsIn = (list: string[]) => sql`(select value::uuid from json_array_elements_text(${JSON.stringify(list)}::json))`;

/**
 * The attempts (`t`, with its sign of life `p`) a refresh must read again; a running one goes offline a minute after
 * its stream's or polls' last sign.
 */
function changedSince({ from, now, trials, quiet, users }: MonitorChanges) {
  const [since, until] = [sql`${from.toISOString()}::timestamptz`, sql`${now.toISOString()}::timestamptz`];
  const quietAt = sql`coalesce(p.seen_at, t.started_at) + ${QUIET}`;
  return sql`(t.id in ${uuidsIn(trials)} or t.user_id in ${uuidsIn(users)} or t.started_at > ${since} or t.completed_at > ${since}
    or (t.status = 'in_progress' and ${quietAt} <= ${until} and (${quietAt} > ${since} or t.id in ${uuidsIn(quiet)})))`;
}

/** How far back a sitting without an assignment reaches: attempts started in the last twelve hours. */
const SITTING = sql`interval '12 hours'`;

/**
 * The live monitor's one statement (#32): each attempt of the sitting (not previews) with its answers counted, its
 * latest sign of life (an answer, an event, the player's stream or poll) and its latest event; with an assignment, also its
 * classes' students who have not started. Index lookups per attempt (trial_answers, trial_events), no scans.
 */
export function monitorRepo(database: Database) {
  return {
    async rows(quizId: number, scope: StudentScope, assignment: number | undefined, changes?: MonitorChanges): Promise<MonitorRow[]> {
      // An assignment's sitting: its classes' students' attempts started inside its window (a student's own dates
      // included), or linked to it by an `assigned` quiz's start.
      const members = sql`select m.user_id from assignment_groups ag join group_members m on m.group_id = ag.group_id
        where ag.assignment_id = ${assignment ?? 0}`;
      const inWindow = sql`exists (select 1 from assignments a left join assignment_overrides o on o.assignment_id = a.id and o.user_id = t.user_id
        where a.id = ${assignment ?? 0} and t.started_at >= coalesce(o.opens_at, a.opens_at) and t.started_at < coalesce(o.closes_at, a.closes_at))`;
      const sitting = assignment
        ? sql`(t.assignment_id = ${assignment} or (t.user_id in (${members}) and ${inWindow}))`
        : sql`t.started_at > now() - ${SITTING}`;
      const touched = changes ? sql`and ${changedSince(changes)}` : sql``;
      const attempts = sql`
        select t.id as trial, t.user_id, u.fullname, u.email, t.status, cardinality(t.question_order) as total,
          a.n as answered, t.deadline, greatest(t.started_at, p.seen_at, a.latest, e.latest) as last_seen,
          e.kind as last_event, e.n as events, t.device_hash is not null as device_bound
        from trials t
        join users u on u.id = t.user_id
        left join trial_presence p on p.trial_id = t.id
        -- One pass over each attempt's answers and one over its events (refreshed every few seconds for thousands).
        cross join lateral (select count(*)::int as n, max(submitted_at) as latest from trial_answers where trial_id = t.id) a
        cross join lateral (select count(*)::int as n, max(received_at) as latest, (array_agg(kind order by id desc))[1] as kind
          from trial_events where trial_id = t.id) e
        where t.quiz_id = ${quizId} and not t.preview and ${sitting} and ${inScope(scope, sql`t.user_id`)} ${touched}`;
      // Who has not started is read in full answers only: one who starts arrives as an attempt.
      const waiting =
        assignment && !changes
          ? sql`union all
          select null, m.user_id, u.fullname, u.email, null, 0, 0, null, null, null, 0, false
          from assignment_groups ag
          join group_members m on m.group_id = ag.group_id
          join users u on u.id = m.user_id
          where ag.assignment_id = ${assignment} and ${inScope(scope, sql`m.user_id`)}
            and not exists (select 1 from trials t where t.user_id = m.user_id and t.quiz_id = ${quizId} and not t.preview and ${sitting})
          group by m.user_id, u.fullname, u.email`
          : sql``;
      return database.rows<MonitorRow>(sql`
        select trial, user_id, fullname, email, status, total, answered,
          to_char(deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as deadline,
          to_char(last_seen at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_seen,
          last_event, events, device_bound
        from (${attempts} ${waiting}) r
        order by status nulls first, fullname, user_id`);
    },
  };
}
