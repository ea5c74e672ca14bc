import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { profileDimensions, quizzes, trialAnswers, trials } from '../../db/schema/quizzes.js';
import type { DimensionRow } from '../trials/content-repo.js';

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

    /** The best completed trial per quiz (highest percentage, then latest), newest first. */
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
          .orderBy(desc(trials.completedAt), desc(trials.id))
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

    async dimensions(quizIds: number[]): Promise<DimensionRow[]> {
      if (!quizIds.length) return [];
      return db.select().from(profileDimensions).where(inArray(profileDimensions.quizId, quizIds));
    },
  };
}

export type ResultRepo = ReturnType<typeof resultRepo>;
