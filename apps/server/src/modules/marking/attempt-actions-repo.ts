import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attemptGrants } from '../../db/schema/accommodations.js';
import { notifications } from '../../db/schema/notifications.js';
import { trials } from '../../db/schema/quizzes.js';
import type { TrialRow } from '../trials/trial-repo.js';

/** The writes behind operators' actions on one attempt: reopen it, grant its student another, delete a preview. */
export function attemptActionsRepo(db: Db) {
  return {
    /**
     * A completed attempt back in progress until `deadline`, its result cleared (completing it again scores it
     * anew). Conditional, so a concurrent reopen wins once; refused (undefined) while the student has another
     * attempt of the quiz in progress, which the one-unfinished-trial index would refuse anyway.
     */
    async reopen(trialId: string, deadline: Date): Promise<TrialRow | undefined> {
      const [row] = await db
        .update(trials)
        .set({
          status: 'in_progress',
          deadline,
          completedAt: null,
          completedBy: null,
          score: null,
          maxScore: null,
          percentage: null,
          passed: null,
          correctCount: null,
          profile: null,
          picks: null,
          marking: null,
          firstAttempt: false,
        })
        .where(
          and(
            eq(trials.id, trialId),
            eq(trials.status, 'completed'),
            eq(trials.preview, false),
            sql`not exists (select 1 from ${trials} o where o.user_id = ${trials.userId} and o.quiz_id = ${trials.quizId}
              and o.status = 'in_progress' and not o.preview)`,
          ),
        )
        .returning();
      return row;
    },

    /** The result's and certificate's notifications, withdrawn so the next completion raises them afresh. */
    async withdrawResultNotices(userId: string, trialId: string): Promise<void> {
      await db
        .delete(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.dedupeKey, [`trial:${trialId}:result`, `trial:${trialId}:certificate`]),
          ),
        );
    },

    /** Records one extra attempt; answers how many the student now has for the quiz. */
    async grant(values: { userId: string; quizId: number; grantedBy: string; reason: string }): Promise<{ id: number; total: number }> {
      const [row] = await db.insert(attemptGrants).values(values).returning({ id: attemptGrants.id });
      const [total] = await db
        .select({ n: count() })
        .from(attemptGrants)
        .where(and(eq(attemptGrants.userId, values.userId), eq(attemptGrants.quizId, values.quizId)));
      return { id: row!.id, total: total?.n ?? 0 };
    },

    /** Deletes the trial only when it is a preview (its answers and marks go with it). */
    async removePreview(trialId: string): Promise<boolean> {
      const rows = await db
        .delete(trials)
        .where(and(eq(trials.id, trialId), eq(trials.preview, true)))
        .returning({ id: trials.id });
      return rows.length > 0;
    },
  };
}
