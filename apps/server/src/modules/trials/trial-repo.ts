import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { answers, questions, quizzes, trialAnswers, trials, type DimensionScore } from '../../db/schema/quizzes.js';

export type TrialRow = typeof trials.$inferSelect;
export type NewTrialRow = typeof trials.$inferInsert;
export type QuizRow = typeof quizzes.$inferSelect;

/** Trial lifecycle queries: start, resume, completion and the sweep. */
export function trialRepo(db: Db) {
  return {
    async publishedQuiz(quizId: number): Promise<QuizRow | undefined> {
      const [row] = await db.select().from(quizzes).where(and(eq(quizzes.id, quizId), eq(quizzes.published, true)));
      return row;
    },

    /** Published or not: a trial already running is scored even if its quiz was unpublished meanwhile. */
    async quiz(quizId: number): Promise<QuizRow | undefined> {
      const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
      return row;
    },

    /** Question ids in position order with their answer ids: what a new trial's order is drawn from. */
    async layout(quizId: number) {
      const rows = await db
        .select({ questionId: questions.id, answerId: answers.id })
        .from(questions)
        .leftJoin(answers, eq(answers.questionId, questions.id))
        .where(eq(questions.quizId, quizId))
        .orderBy(asc(questions.position), asc(questions.id), asc(answers.position), asc(answers.id));
      const byQuestion = new Map<number, number[]>();
      for (const row of rows) {
        const list = byQuestion.get(row.questionId) ?? [];
        if (row.answerId != null) list.push(row.answerId);
        byQuestion.set(row.questionId, list);
      }
      return [...byQuestion].map(([id, answerIds]) => ({ id, answerIds }));
    },

    async inProgress(userId: string, quizId: number): Promise<TrialRow | undefined> {
      const [row] = await db
        .select()
        .from(trials)
        .where(and(eq(trials.userId, userId), eq(trials.quizId, quizId), eq(trials.status, 'in_progress')));
      return row;
    },

    async attempts(userId: string, quizId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(trials).where(and(eq(trials.userId, userId), eq(trials.quizId, quizId)));
      return row?.n ?? 0;
    },

    /** Null when the user already has a trial in progress for this quiz (the partial unique index). */
    async insert(values: NewTrialRow): Promise<TrialRow | null> {
      const [row] = await db
        .insert(trials)
        .values(values)
        .onConflictDoNothing({ target: [trials.userId, trials.quizId], where: sql`${trials.status} = 'in_progress'` })
        .returning();
      return row ?? null;
    },

    async ownedTrial(trialId: string, userId: string): Promise<TrialRow | undefined> {
      const [row] = await db.select().from(trials).where(and(eq(trials.id, trialId), eq(trials.userId, userId)));
      return row;
    },

    /** The selections of a trial, question id → answer id (null = submitted without a choice). */
    async selections(trialId: string): Promise<Map<number, number | null>> {
      const rows = await db
        .select({ questionId: trialAnswers.questionId, selectedAnswerId: trialAnswers.selectedAnswerId })
        .from(trialAnswers)
        .where(eq(trialAnswers.trialId, trialId));
      return new Map(rows.map((r) => [r.questionId, r.selectedAnswerId]));
    },

    /** Conditional on still being in progress, so concurrent completions (client, lazy, sweep) score once. */
    async markCompleted(
      trialId: string,
      values: Pick<TrialRow, 'completedAt' | 'completedBy' | 'score' | 'maxScore' | 'percentage' | 'passed' | 'correctCount'> & { profile: DimensionScore[] | null },
    ): Promise<boolean> {
      const updated = await db
        .update(trials)
        .set({ ...values, status: 'completed' })
        .where(and(eq(trials.id, trialId), eq(trials.status, 'in_progress')))
        .returning({ id: trials.id });
      return updated.length > 0;
    },

    async expired(cutoff: Date, limit: number): Promise<TrialRow[]> {
      return db
        .select()
        .from(trials)
        .where(and(eq(trials.status, 'in_progress'), sql`${trials.deadline} < ${cutoff.toISOString()}::timestamptz`))
        .orderBy(asc(trials.deadline))
        .limit(limit);
    },
  };
}

export type TrialRepo = ReturnType<typeof trialRepo>;
