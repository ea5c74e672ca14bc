import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MarkKind } from '@mizan/contract/admin/marking';
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
  markerId: string | null;
  kind: MarkKind;
  markedAt: Date;
}

/** Second marking's two blind marks of one answer (the latest of each kind). */
export interface BlindMarks {
  first?: LatestMark;
  second?: LatestMark;
}

/** Blind marks never count by themselves: what counts is a `single` mark or an `agreed` one. */
export const countingKinds: MarkKind[] = ['single', 'agreed'];
const blindKinds: MarkKind[] = ['first', 'second'];

/**
 * People's marks: every mark is a new row (the history), the latest counting one per trial and question counts.
 */
export function marksRepo(db: Db) {
  const latestOf = async (trialIds: readonly string[], kinds: MarkKind[], byKind: boolean) => {
    if (!trialIds.length) return [];
    const on = byKind ? [trialMarks.trialId, trialMarks.questionId, trialMarks.kind] : [trialMarks.trialId, trialMarks.questionId];
    return db
      .selectDistinctOn(on, {
        trialId: trialMarks.trialId,
        questionId: trialMarks.questionId,
        points: trialMarks.points,
        comment: trialMarks.comment,
        reason: trialMarks.reason,
        rubric: trialMarks.rubric,
        marker: users.fullname,
        markerId: trialMarks.markerId,
        kind: trialMarks.kind,
        markedAt: trialMarks.markedAt,
      })
      .from(trialMarks)
      .leftJoin(users, eq(users.id, trialMarks.markerId))
      .where(and(inArray(trialMarks.trialId, [...trialIds]), inArray(trialMarks.kind, kinds)))
      .orderBy(...on, desc(trialMarks.id));
  };

  return {
    /** The counting mark of each question of these trials. */
    async latest(trialIds: readonly string[]): Promise<Map<string, Map<number, LatestMark>>> {
      const out = new Map<string, Map<number, LatestMark>>();
      for (const { trialId, ...mark } of await latestOf(trialIds, countingKinds, false)) {
        const marks = out.get(trialId) ?? new Map<number, LatestMark>();
        marks.set(mark.questionId, mark);
        out.set(trialId, marks);
      }
      return out;
    },

    async ofTrial(trialId: string): Promise<Map<number, LatestMark>> {
      return (await this.latest([trialId])).get(trialId) ?? new Map();
    },

    /** The blind marks of each question of these trials. */
    async blind(trialIds: readonly string[]): Promise<Map<string, Map<number, BlindMarks>>> {
      const out = new Map<string, Map<number, BlindMarks>>();
      for (const { trialId, ...mark } of await latestOf(trialIds, blindKinds, true)) {
        const trial = out.get(trialId) ?? new Map<number, BlindMarks>();
        trial.set(mark.questionId, { ...trial.get(mark.questionId), [mark.kind]: mark });
        out.set(trialId, trial);
      }
      return out;
    },

    /** Whether a person marked anything of the trial, blind marks included. */
    async any(trialId: string) {
      return (await db.select({ id: trialMarks.id }).from(trialMarks).where(eq(trialMarks.trialId, trialId)).limit(1)).length > 0;
    },

    async add(row: {
      trialId: string;
      questionId: number;
      points: number;
      comment: string;
      reason: string;
      rubric: RubricSelection | null;
      markerId: string | null;
      kind?: MarkKind;
    }) {
      await db.insert(trialMarks).values(row);
    },
  };
}

export type MarksRepo = ReturnType<typeof marksRepo>;
