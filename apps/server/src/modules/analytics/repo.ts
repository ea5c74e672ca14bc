import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { quizVersions, quizzes } from '../../db/schema/quizzes.js';

export interface TrialFilter {
  versionId: number;
  /** Inclusive UTC bounds on completed_at. */
  from?: Date;
  before?: Date;
  attempts: 'first' | 'all';
  /** The version has questions answered by a typed response (question types beyond choice): read those too. */
  typed: boolean;
  /** The version has second marking: read the two blind marks of each essay too. */
  doubled: boolean;
  /** The trials of these students only (a staff member's classes); absent: everyone's. */
  students?: SQL | undefined;
}

/** One trial as the statistics need it: its percentage and what it picked (see trials.picks). */
export interface TrialMarksRow {
  percentage: number;
  /** `12:40,13:0`: every question the trial showed with the answer picked (0: left unanswered or a typed response). */
  picks: string;
  /** With `typed`: the typed responses, `{"question id": response}` as JSON, or null without any. */
  responses: string | null;
  /** With `typed`: each marked question's latest mark by a person, `{"question id": points}` as JSON, or null. */
  marks: string | null;
  /** With `doubled`: each essay's first and second blind marks, `{"question id": [first, second]}` as JSON, or null. */
  pairs: string | null;
}

/** Completed trials that count anywhere (previews and voided results never do), of `students` when given. */
const counted = (versionId: number, students?: SQL) =>
  sql`version_id = ${versionId} and status = 'completed' and not preview and voided_at is null ${students ? sql`and user_id in (${students})` : sql``}`;

/** A trial's latest blind mark of one kind per question. */
const blind = (kind: 'first' | 'second') =>
  sql`(select distinct on (question_id) question_id, points from trial_marks
    where trial_id = t.id and kind = ${kind} order by question_id, id desc)`;

export function analyticsRepo(database: Database) {
  const { db } = database;
  return {
    /** The version by number, or the quiz's current one. */
    async version(quizId: number, number: number | undefined) {
      const [row] = await db
        .select({ id: quizVersions.id, number: quizVersions.number })
        .from(quizVersions)
        .innerJoin(quizzes, eq(quizzes.id, quizVersions.quizId))
        .where(
          and(
            eq(quizVersions.quizId, quizId),
            number === undefined ? eq(quizVersions.id, quizzes.currentVersionId) : eq(quizVersions.number, number),
          ),
        );
      return row;
    },

    /** What changes when a trial of the version completes, is marked or regraded: the cache key's freshness part. */
    async fingerprint(versionId: number, students?: SQL): Promise<string> {
      const [row] = await database.rows<{ n: number; last: string | null; mark: number | null; scores: number | null }>(
        // A mark, an override or a regrade changes figures without completing a trial: the latest mark anywhere and
        // the scores' sum catch them (the sum reads the trials' rows, a few ms at 100,000).
        sql`select count(*)::int as n, max(completed_at)::text as last, (select max(id) from trial_marks) as mark,
            sum(score)::float8 as scores
          from trials where ${counted(versionId, students)}`,
      );
      return `${row?.n ?? 0}@${row?.last ?? ''}@${row?.mark ?? ''}@${row?.scores ?? ''}`;
    },

    /**
     * Every counted trial in one statement, one row per trial with its picks as written at completion; a trial
     * completed without them (by a process older than the column) reads its answer rows instead. A student's
     * first attempt is the version's earliest completed one. The sort of 100,000 rows gets the memory it needs
     * rather than spilling to disk.
     */
    trials(filter: TrialFilter): Promise<TrialMarksRow[]> {
      const range = sql`${filter.from ? sql`and completed_at >= ${filter.from.toISOString()}::timestamptz` : sql``}
        ${filter.before ? sql`and completed_at < ${filter.before.toISOString()}::timestamptz` : sql``}`;
      const columns = sql`id, percentage, question_order, picks, marking`;
      const pool =
        filter.attempts === 'first'
          ? sql`select distinct on (user_id) ${columns} from trials
              where ${counted(filter.versionId, filter.students)} ${range} order by user_id, completed_at, id`
          : sql`select ${columns} from trials where ${counted(filter.versionId, filter.students)} ${range}`;
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '64MB'`);
        const result = await tx.execute(sql`
          select t.percentage, coalesce(t.picks, (
            select string_agg(o.question_id || ':' || coalesce(a.selected_answer_id, 0), ',' order by o.position)
            from unnest(t.question_order) with ordinality o(question_id, position)
            left join trial_answers a on a.trial_id = t.id and a.question_id = o.question_id), '') as picks,
            ${
              filter.typed
                ? sql`(select json_object_agg(question_id, response)::text from trial_answers r
                    where r.trial_id = t.id and r.response is not null)`
                : sql`null`
            } as responses,
            ${
              filter.typed
                ? sql`(select json_object_agg(question_id, points)::text from (select distinct on (question_id) question_id, points
                    from trial_marks m where m.trial_id = t.id and m.kind in ('single', 'agreed') order by question_id, id desc) m)`
                : sql`null`
            } as marks,
            ${
              filter.doubled
                ? sql`(select json_object_agg(f.question_id, json_build_array(f.points, s.points))::text
                    from ${blind('first')} f join ${blind('second')} s using (question_id))`
                : sql`null`
            } as pairs
          from (${pool}) t
          -- A trial awaiting the marking of a written answer counts once its mark is in (no percentage until then).
          where t.marking is distinct from 'pending'`);
        return (result as unknown as { rows: TrialMarksRow[] }).rows;
      });
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
