import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { quizVersions, quizzes } from '../../db/schema/quizzes.js';

export interface TrialFilter {
  versionId: number;
  /** Inclusive UTC bounds on completed_at. */
  from?: Date;
  before?: Date;
  attempts: 'first' | 'all';
}

/** One trial as the statistics need it: its percentage, the questions it showed and what it picked for each. */
export interface TrialMarksRow {
  percentage: number;
  /** `{1,2,3}`: trials.question_order as PostgreSQL writes an int[]. */
  shown: string;
  /** `40,0,12`: the answer id picked for each question of `shown`, position by position (0: left unanswered). */
  picks: string;
}

/** Completed trials that count anywhere (previews never do). */
const counted = (versionId: number) => sql`version_id = ${versionId} and status = 'completed' and not preview`;

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

    /** What changes when a trial of the version completes: the cache key's freshness part (an index-only scan). */
    async fingerprint(versionId: number): Promise<string> {
      const [row] = await database.rows<{ n: number; last: string | null }>(
        sql`select count(*)::int as n, max(completed_at)::text as last from trials where ${counted(versionId)}`,
      );
      return `${row?.n ?? 0}@${row?.last ?? ''}`;
    },

    /**
     * Every counted trial in one statement, one row per trial: its picks are written on it at completion
     * (trials.picks), compacted to text in the database so no ORM rows nor arrays are built. A trial completed
     * without them (before the column existed) reads its answer rows instead. A student's first attempt is the
     * version's earliest completed one.
     */
    trials(filter: TrialFilter): Promise<TrialMarksRow[]> {
      const range = sql`${filter.from ? sql`and completed_at >= ${filter.from.toISOString()}::timestamptz` : sql``}
        ${filter.before ? sql`and completed_at < ${filter.before.toISOString()}::timestamptz` : sql``}`;
      const columns = sql`id, percentage, question_order, picks`;
      const pool =
        filter.attempts === 'first'
          ? sql`select distinct on (user_id) ${columns} from trials
              where ${counted(filter.versionId)} ${range} order by user_id, completed_at, id`
          : sql`select ${columns} from trials where ${counted(filter.versionId)} ${range}`;
      return database.rows<TrialMarksRow>(sql`
        select t.percentage, t.question_order::text as shown,
          coalesce(array_to_string(t.picks, ',', '0'), (
            select string_agg(coalesce(a.selected_answer_id, 0)::text, ',' order by o.position)
            from unnest(t.question_order) with ordinality o(question_id, position)
            left join trial_answers a on a.trial_id = t.id and a.question_id = o.question_id), '') as picks
        from (${pool}) t`);
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
