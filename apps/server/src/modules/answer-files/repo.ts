import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { answerFiles } from '../../db/schema/answer-files.js';
import { trialAnswers, trials } from '../../db/schema/quizzes.js';
import { deviceOk, effectiveRules, gateParams, ruleChecks, type GateValues } from '../exam-access/gate.js';

/** Aliased as the gate's SQL names it. */
const t = alias(trials, 't');

export type AnswerFileRow = typeof answerFiles.$inferSelect;

/** The answer_files table and the trial facts an upload checks. */
export function answerFilesRepo(db: Db) {
  return {
    /**
     * The trial with its sitting's access rules (its assignment's own, else the quiz's) checked against this request
     * (#32), as the player's statements check them: an upload from outside the exam room's network, without SEB or from another device is refused alike.
     */
    async trial(trialId: string, gate: GateValues) {
      const g = gateParams(gate);
      const rules = ruleChecks(sql`r`, g);
      const [row] = await db
        .select({
          id: t.id,
          userId: t.userId,
          versionId: t.versionId,
          status: t.status,
          deadline: t.deadline,
          questionOrder: t.questionOrder,
          preview: t.preview,
          immediateFeedback: t.immediateFeedback,
          // A preview answers no rule, as in the player.
          ip_ok: sql<boolean>`(t.preview or ${rules.ipOk})`,
          seb_ok: sql<boolean>`(t.preview or ${rules.sebOk})`,
          device_ok: sql<boolean>`(t.preview or ${deviceOk(sql`t`, g)})`,
        })
        .from(t)
        .leftJoin(effectiveRules(sql`t.quiz_id`, sql`t.assignment_id`), sql`true`)
        .where(eq(t.id, trialId));
      return row;
    },

    /** Whether the trial holds an answer to the question (a practice trial's answer is then locked). */
    async answered(trialId: string, questionId: number) {
      const [row] = await db
        .select({ trialId: trialAnswers.trialId })
        .from(trialAnswers)
        .where(and(eq(trialAnswers.trialId, trialId), eq(trialAnswers.questionId, questionId)));
      return row !== undefined;
    },

    list(trialId: string, questionId: number) {
      return db
        .select()
        .from(answerFiles)
        .where(and(eq(answerFiles.trialId, trialId), eq(answerFiles.questionId, questionId)))
        .orderBy(asc(answerFiles.createdAt), asc(answerFiles.id));
    },

    async find(trialId: string, questionId: number, fileId: string) {
      const [row] = await db
        .select()
        .from(answerFiles)
        .where(and(eq(answerFiles.id, fileId), eq(answerFiles.trialId, trialId), eq(answerFiles.questionId, questionId)));
      return row;
    },

    /**
     * Adds the file unless the question already holds `maxFiles`: the count and the insert are one statement, so
     * two uploads at once can't both slip under the limit. Undefined when it is full.
     */
    async insertWithin(
      row: typeof answerFiles.$inferInsert & { id: string; trialId: string; userId: string },
      maxFiles: number,
    ): Promise<AnswerFileRow | undefined> {
      // Both drivers (PGlite, node-postgres) answer raw SQL with `rows`.
      const result = (await db.execute(sql`
        insert into answer_files (id, trial_id, question_id, user_id, storage_key, kind, content_type, size, file_name)
        select ${row.id}::uuid, ${row.trialId}::uuid, ${row.questionId}::int, ${row.userId}::uuid, ${row.storageKey}, ${row.kind},
          ${row.contentType}, ${row.size}, ${row.fileName}
        where (select count(*) from answer_files where trial_id = ${row.trialId}::uuid and question_id = ${row.questionId}::int) < ${maxFiles}
        returning id`)) as unknown as { rows: { id: string }[] };
      if (!result.rows.length) return undefined;
      return this.find(row.trialId, row.questionId, row.id);
    },

    /** Removes the file and drops its id from the saved answer, in one transaction. */
    async remove(trialId: string, questionId: number, fileId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(answerFiles).where(and(eq(answerFiles.id, fileId), eq(answerFiles.trialId, trialId)));
        await tx
          .update(trialAnswers)
          .set({
            response: sql`jsonb_build_object('file_ids', coalesce((select jsonb_agg(e) from jsonb_array_elements(${trialAnswers.response} -> 'file_ids') e
              where e #>> '{}' <> ${fileId}), '[]'::jsonb))`,
          })
          .where(
            and(eq(trialAnswers.trialId, trialId), eq(trialAnswers.questionId, questionId), sql`${trialAnswers.response} ? 'file_ids'`),
          );
      });
    },
  };
}
