import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { questions, quizVersions, trialAnswers, trials } from '../../db/schema/quizzes.js';
import { inScope, type StudentScope } from '../groups/scope.js';
import { answersOf, type TrialAnswers, type TrialRow } from '../trials/trial-repo.js';

/** The attempts a regrade scores again: ended, never previews. */
const regradable = (versionId: number) => and(eq(trials.versionId, versionId), eq(trials.status, 'completed'), eq(trials.preview, false));

export interface RegradeAttempt {
  trial: TrialRow;
  student: { id: string; fullname: string };
  /** Whether the operator's scope holds the student. */
  visible: boolean;
}

/** What a regrade reads and locks: a version's ended attempts, their answers and the latest revision of its questions. */
export function regradeRepo(db: Db) {
  return {
    async version(quizId: number, number: number): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: quizVersions.id })
        .from(quizVersions)
        .where(and(eq(quizVersions.quizId, quizId), eq(quizVersions.number, number), gt(quizVersions.number, 0)));
      return row;
    },

    async attempts(versionId: number, scope: StudentScope): Promise<RegradeAttempt[]> {
      return db
        .select({
          trial: trials,
          student: { id: users.id, fullname: users.fullname },
          visible: sql<boolean>`${inScope(scope, sql`${trials.userId}`)}`,
        })
        .from(trials)
        .innerJoin(users, eq(users.id, trials.userId))
        .where(regradable(versionId))
        .orderBy(asc(trials.id));
    },

    /** Row locks on the version's ended attempts, in id order (as every regrade takes them): no mark rescores them meanwhile. */
    async lock(versionId: number): Promise<void> {
      await db.select({ id: trials.id }).from(trials).where(regradable(versionId)).orderBy(asc(trials.id)).for('update');
    },

    async selections(trialIds: readonly string[]): Promise<Map<string, TrialAnswers>> {
      if (!trialIds.length) return new Map();
      const rows = await db
        .select({
          trialId: trialAnswers.trialId,
          questionId: trialAnswers.questionId,
          selected: trialAnswers.selectedAnswerId,
          response: trialAnswers.response,
        })
        .from(trialAnswers)
        .where(inArray(trialAnswers.trialId, [...trialIds]));
      const byTrial = new Map<string, (typeof rows)[number][]>();
      for (const row of rows) byTrial.set(row.trialId, [...(byTrial.get(row.trialId) ?? []), row]);
      return new Map([...byTrial].map(([id, saved]) => [id, answersOf(saved.map((r) => [r.questionId, r.selected, r.response]))]));
    },

    /** Question revision → the latest revision of its lineage (itself when never edited since). */
    async latestRevisions(questionIds: readonly number[]): Promise<Map<number, number>> {
      if (!questionIds.length) return new Map();
      const head = alias(questions, 'head');
      const rows = await db
        .select({ sat: questions.id, latest: head.id })
        .from(questions)
        .innerJoin(
          head,
          and(sql`coalesce(${head.lineageId}, ${head.id}) = coalesce(${questions.lineageId}, ${questions.id})`, isNull(head.supersededAt)),
        )
        .where(inArray(questions.id, [...questionIds]));
      return new Map(rows.map((r) => [r.sat, r.latest]));
    },
  };
}
