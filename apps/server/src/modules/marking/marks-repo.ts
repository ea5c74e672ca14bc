import { desc, eq, inArray } from 'drizzle-orm';
import type { RubricSelection } from '@mizan/contract/rubric';
import type { Db } from '../../db/client.js';
import { trialMarks } from '../../db/schema/quizzes.js';
import { users } from '../../db/schema/accounts.js';

export interface LatestMark {
  questionId: number;
  points: number;
  comment: string;
  reason: string;
  rubric: RubricSelection | null;
  marker: string | null;
  markedAt: Date;
}

/** People's marks: every mark is a new row (the history), the latest per trial and question counts. */
export function marksRepo(db: Db) {
  return {
    /** The counting mark of each question of these trials. */
    async latest(trialIds: readonly string[]): Promise<Map<string, Map<number, LatestMark>>> {
      const out = new Map<string, Map<number, LatestMark>>();
      if (!trialIds.length) return out;
      const rows = await db
        .selectDistinctOn([trialMarks.trialId, trialMarks.questionId], {
          trialId: trialMarks.trialId,
          questionId: trialMarks.questionId,
          points: trialMarks.points,
          comment: trialMarks.comment,
          reason: trialMarks.reason,
          rubric: trialMarks.rubric,
          marker: users.fullname,
          markedAt: trialMarks.markedAt,
        })
        .from(trialMarks)
        .leftJoin(users, eq(users.id, trialMarks.markerId))
        .where(inArray(trialMarks.trialId, [...trialIds]))
        .orderBy(trialMarks.trialId, trialMarks.questionId, desc(trialMarks.id));
      for (const { trialId, ...mark } of rows) {
        const marks = out.get(trialId) ?? new Map<number, LatestMark>();
        marks.set(mark.questionId, mark);
        out.set(trialId, marks);
      }
      return out;
    },

    async ofTrial(trialId: string): Promise<Map<number, LatestMark>> {
      return (await this.latest([trialId])).get(trialId) ?? new Map();
    },

    async add(row: {
      trialId: string;
      questionId: number;
      points: number;
      comment: string;
      reason: string;
      rubric: RubricSelection | null;
      markerId: string;
    }) {
      await db.insert(trialMarks).values(row);
    },
  };
}

export type MarksRepo = ReturnType<typeof marksRepo>;
