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

/** One trial as the statistics need it: its percentage, the questions it showed and "question:answer" picks. */
export interface TrialMarksRow {
  percentage: number;
  /** `{1,2,3}`: trials.question_order as PostgreSQL writes an int[]. */
  shown: string;
  /** `12:40,13:0` (0: shown but left unanswered or answered with a response), or null with no answer at all. */
  picks: string | null;
  /** The typed responses (question types beyond choice), `{"question id": response}` as JSON, or null without any. */
  responses: string | null;
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
     * Every counted trial in one statement, compacted to text in the database: no ORM rows, and the answers of
     * a trial come from its primary-key range in trial_answers. A student's first attempt is the version's
     * earliest completed one.
     */
    trials(filter: TrialFilter): Promise<TrialMarksRow[]> {
      const range = sql`${filter.from ? sql`and completed_at >= ${filter.from.toISOString()}::timestamptz` : sql``}
        ${filter.before ? sql`and completed_at < ${filter.before.toISOString()}::timestamptz` : sql``}`;
      const pool =
        filter.attempts === 'first'
          ? sql`select distinct on (user_id) id, percentage, question_order from trials
              where ${counted(filter.versionId)} ${range} order by user_id, completed_at, id`
          : sql`select id, percentage, question_order from trials where ${counted(filter.versionId)} ${range}`;
      return database.rows<TrialMarksRow>(sql`
        select t.percentage, t.question_order::text as shown, a.picks, a.responses
        from (${pool}) t
        left join lateral (
          select string_agg(question_id || ':' || coalesce(selected_answer_id, 0), ',') as picks,
            (json_object_agg(question_id, response) filter (where response is not null))::text as responses
          from trial_answers where trial_id = t.id
        ) a on true`);
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
