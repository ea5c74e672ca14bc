import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { profileDimensions, quizzes, trialAnswers, trials } from '../../db/schema/quizzes.js';
import type { DimensionRow } from '../trials/content-repo.js';
import type { TrialRow } from '../trials/trial-repo.js';

const resultColumns = {
  trial: trials,
  quiz: {
    titleAr: quizzes.titleAr,
    titleEn: quizzes.titleEn,
    scoring: quizzes.scoring,
    allowReview: quizzes.allowReview,
  },
  answeredCount: sql<number>`(select count(*)::int from ${trialAnswers} where ${trialAnswers.trialId} = ${trials.id})`,
};

export interface NormCounts {
  code: string | null;
  n: number;
  lower: number;
  ties: number;
}

export type ResultRow = {
  trial: typeof trials.$inferSelect;
  quiz: { titleAr: string; titleEn: string; scoring: 'graded' | 'profile'; allowReview: boolean };
  answeredCount: number;
};

export function resultRepo(db: Db) {
  return {
    /** A user's completed trials, newest first; one of them when `trialId` is given. */
    async completed(userId: string, trialId: string | undefined, limit: number, offset: number) {
      // A preview's result is shown to the operator who ran it (by trial id), never in a history.
      const where = and(
        eq(trials.userId, userId),
        eq(trials.status, 'completed'),
        trialId ? eq(trials.id, trialId) : eq(trials.preview, false),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(resultColumns)
          .from(trials)
          .innerJoin(quizzes, eq(quizzes.id, trials.quizId))
          .where(where)
          .orderBy(desc(trials.completedAt), desc(trials.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(trials).where(where),
      ]);
      return { rows: rows as ResultRow[], count: total?.n ?? 0 };
    },

    async publicResult(trialId: string) {
      const [row] = await db
        .select({ ...resultColumns, fullname: users.fullname })
        .from(trials)
        .innerJoin(quizzes, eq(quizzes.id, trials.quizId))
        .innerJoin(users, eq(users.id, trials.userId))
        .where(and(eq(trials.id, trialId), eq(trials.status, 'completed')));
      return row as (ResultRow & { fullname: string }) | undefined;
    },

    /** The best completed trial per quiz (highest percentage, then latest), best first: the dashboard shows the first. */
    async bestPerQuiz(userId: string, limit: number, offset: number) {
      const best = db
        .selectDistinctOn([trials.quizId], { id: trials.id })
        .from(trials)
        .where(and(eq(trials.userId, userId), eq(trials.status, 'completed'), eq(trials.preview, false)))
        .orderBy(trials.quizId, sql`${trials.percentage} desc nulls last`, desc(trials.completedAt));
      const [rows, [total]] = await Promise.all([
        db
          .select(resultColumns)
          .from(trials)
          .innerJoin(quizzes, eq(quizzes.id, trials.quizId))
          .where(inArray(trials.id, best))
          .orderBy(sql`${trials.percentage} desc nulls last`, desc(trials.completedAt), desc(trials.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: countDistinct(trials.quizId) })
          .from(trials)
          .where(and(eq(trials.userId, userId), eq(trials.status, 'completed'))),
      ]);
      return { rows: rows as ResultRow[], count: total?.n ?? 0 };
    },

    /** Every trial of a user, in progress or completed, newest first. */
    async history(userId: string, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select(resultColumns)
          .from(trials)
          .innerJoin(quizzes, eq(quizzes.id, trials.quizId))
          .where(and(eq(trials.userId, userId), eq(trials.preview, false)))
          .orderBy(desc(trials.startedAt), desc(trials.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(trials)
          .where(and(eq(trials.userId, userId), eq(trials.preview, false))),
      ]);
      return { rows: rows as ResultRow[], count: total?.n ?? 0 };
    },

    /**
     * Counts for a percentile rank among the version's completed first attempts (each student's earliest,
     * flagged at completion): how many, how many scored lower, how many the same, overall (`code` null) or per
     * profile dimension. One statement over the trials_version_first index.
     */
    async normCounts(trial: TrialRow): Promise<NormCounts[]> {
      const firsts = sql`select percentage, profile from ${trials}
        where version_id = ${trial.versionId} and first_attempt and status = 'completed' and not preview and voided_at is null`;
      const query = trial.profile
        ? sql`with firsts as (${firsts}),
            mine as (select d->>'code' as code, (d->>'score')::float8 as score, position
                     from jsonb_array_elements(${JSON.stringify(trial.profile)}::jsonb) with ordinality as e(d, position)),
            theirs as (select d->>'code' as code, (d->>'score')::float8 as score
                       from firsts, jsonb_array_elements(firsts.profile) d)
          select m.code, (select count(*) from firsts)::int as n,
            count(t.score) filter (where t.score < m.score)::int as lower,
            count(t.score) filter (where t.score = m.score)::int as ties
          from mine m left join theirs t on t.code = m.code group by m.code, m.score, m.position order by m.position`
        : sql`with firsts as (${firsts})
          select null as code, count(*)::int as n,
            count(*) filter (where percentage < ${trial.percentage})::int as lower,
            count(*) filter (where percentage = ${trial.percentage})::int as ties
          from firsts`;
      return ((await db.execute(query)) as unknown as { rows: NormCounts[] }).rows;
    },

    async dimensions(quizIds: number[]): Promise<DimensionRow[]> {
      if (!quizIds.length) return [];
      return db.select().from(profileDimensions).where(inArray(profileDimensions.quizId, quizIds));
    },
  };
}

export type ResultRepo = ReturnType<typeof resultRepo>;
