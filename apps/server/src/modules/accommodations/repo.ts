import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accommodations } from '../../db/schema/accommodations.js';
import { quizzes, trials } from '../../db/schema/quizzes.js';
import { accommodatedSeconds } from './duration-sql.js';

export type AccommodationRow = typeof accommodations.$inferSelect & { quizTitleAr: string | null; quizTitleEn: string | null };
export interface AccommodationValues {
  quizId: number | null;
  timePercent: number;
  extraMinutes: number;
  note: string;
}

/** A trial's own duration: its version's setting (a newer version may have changed the quiz's). */
const trialDurationMinutes = sql`coalesce((select (v.snapshot->'draft'->>'duration_minutes')::int from quiz_versions v
  where v.id = ${trials}.version_id), (select q.duration_minutes from ${quizzes} q where q.id = ${trials}.quiz_id))`;

export function accommodationsRepo(db: Db) {
  const columns = { row: accommodations, quizTitleAr: quizzes.titleAr, quizTitleEn: quizzes.titleEn };
  const list = async (userId: string): Promise<AccommodationRow[]> => {
    const rows = await db
      .select(columns)
      .from(accommodations)
      .leftJoin(quizzes, eq(quizzes.id, accommodations.quizId))
      .where(eq(accommodations.userId, userId))
      .orderBy(sql`${accommodations.quizId} nulls first`, asc(quizzes.titleAr));
    return rows.map(({ row, ...titles }) => ({ ...row, ...titles }));
  };

  return {
    list,

    /** What the student sees before starting `quizId`: their effective accommodation and the trial's length. */
    async forStudent(userId: string, quizId: number, durationMinutes: number | null) {
      const [row] = await db
        .select({
          timePercent: accommodations.timePercent,
          extraMinutes: accommodations.extraMinutes,
          seconds: accommodatedSeconds(sql`${userId}::uuid`, sql`${quizId}::int`, sql`${durationMinutes}::int`),
        })
        .from(accommodations)
        .where(and(eq(accommodations.userId, userId), sql`(${accommodations.quizId} = ${quizId} or ${accommodations.quizId} is null)`))
        .orderBy(sql`${accommodations.quizId} nulls last`)
        .limit(1);
      return row;
    },

    /** Sets the one accommodation of the user for the quiz (or for all quizzes), returning the id. */
    async put(userId: string, values: AccommodationValues, at: Date): Promise<number> {
      const set = { timePercent: values.timePercent, extraMinutes: values.extraMinutes, note: values.note, updatedAt: at };
      const [row] = await db
        .insert(accommodations)
        .values({ userId, ...values, createdAt: at, updatedAt: at })
        .onConflictDoUpdate(
          values.quizId == null
            ? { target: [accommodations.userId], targetWhere: isNull(accommodations.quizId), set }
            : { target: [accommodations.userId, accommodations.quizId], targetWhere: sql`${accommodations.quizId} is not null`, set },
        )
        .returning({ id: accommodations.id });
      return row!.id;
    },

    async one(userId: string, id: number): Promise<AccommodationRow | undefined> {
      return (await list(userId)).find((row) => row.id === id);
    },

    async remove(userId: string, id: number): Promise<void> {
      await db.delete(accommodations).where(and(eq(accommodations.userId, userId), eq(accommodations.id, id)));
    },

    /**
     * Applies the user's accommodations to their timed trials in progress: the countdown follows on the next
     * question fetch. A deadline only moves later: lowering or removing an accommodation mid-trial never takes
     * time away from a student who is answering. Returns how many trials were extended.
     */
    async extendRunningTrials(userId: string): Promise<number> {
      const seconds = accommodatedSeconds(sql`${trials}.user_id`, sql`${trials}.quiz_id`, trialDurationMinutes);
      const extended = await db
        .update(trials)
        .set({ deadline: sql`greatest(${trials.deadline}, ${trials.startedAt} + make_interval(secs => ${seconds}))` })
        .where(
          and(
            eq(trials.userId, userId),
            eq(trials.status, 'in_progress'),
            sql`${trials.deadline} is not null`,
            sql`${trials.deadline} < ${trials.startedAt} + make_interval(secs => ${seconds})`,
          ),
        )
        .returning({ id: trials.id });
      return extended.length;
    },
  };
}
export type AccommodationsRepo = ReturnType<typeof accommodationsRepo>;
