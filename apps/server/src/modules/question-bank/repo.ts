import { and, arrayContains, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { QuestionKind } from '@mizan/contract/question-types';
import type { Db } from '../../db/client.js';
import { answers, questions, quizzes } from '../../db/schema/quizzes.js';
import { containsPattern } from '../../lib/like-pattern.js';

export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;
export type NewAnswerRow = Omit<typeof answers.$inferInsert, 'questionId'>;

/** A bank question's stable id: its first revision's id. */
export const lineage = sql<number>`coalesce(${questions.lineageId}, ${questions.id})`;
/** Qualified by hand: in a single-table select drizzle writes columns unqualified, and "id" would be the quiz's. */
const usedIn = sql<number>`(select count(*)::int from ${quizzes} z where z.archived_at is null
  and coalesce(${questions}.lineage_id, ${questions}.id) = any(z.draft_question_ids))`;

export interface QuestionFilter {
  categoryIds?: number[] | undefined;
  tag?: string | undefined;
  type?: QuestionKind | undefined;
  difficulty?: number | undefined;
  /** Already folded with normalizeForSearch. */
  search?: string | undefined;
  used?: 'used' | 'unused' | undefined;
  archived?: boolean | undefined;
  ids?: number[] | undefined;
}

const ORDERINGS: Record<string, SQL | AnyPgColumn> = {
  id: lineage,
  difficulty: questions.difficulty,
  updated_at: questions.updatedAt,
  text: questions.textAr,
};

export function questionRepo(db: Db) {
  const where = (f: QuestionFilter): SQL | undefined =>
    and(
      isNull(questions.supersededAt),
      f.archived ? isNotNull(questions.archivedAt) : isNull(questions.archivedAt),
      f.categoryIds ? inArray(questions.categoryId, f.categoryIds.length ? f.categoryIds : [-1]) : undefined,
      f.tag ? arrayContains(questions.tags, [f.tag]) : undefined,
      f.type ? eq(questions.type, f.type) : undefined,
      f.difficulty ? eq(questions.difficulty, f.difficulty) : undefined,
      f.search ? sql`${questions.searchText} like ${containsPattern(f.search)}` : undefined,
      f.used === 'used' ? sql`${usedIn} > 0` : f.used === 'unused' ? sql`${usedIn} = 0` : undefined,
      f.ids ? inArray(lineage, f.ids.length ? f.ids : [-1]) : undefined,
    );

  const answersOf = async (questionIds: number[]): Promise<Map<number, AnswerRow[]>> => {
    const rows = questionIds.length
      ? await db.select().from(answers).where(inArray(answers.questionId, questionIds)).orderBy(asc(answers.position), asc(answers.id))
      : [];
    const out = new Map<number, AnswerRow[]>();
    for (const row of rows) out.set(row.questionId, [...(out.get(row.questionId) ?? []), row]);
    return out;
  };

  return {
    answersOf,

    /** Head revisions (one per bank question) matching the filter, with their answers and usage. */
    async page(filter: QuestionFilter, ordering: string | undefined, limit: number, offset: number) {
      const key = ordering?.replace(/^-/, '') ?? 'id';
      const column = ORDERINGS[key] ?? lineage;
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({ question: questions, usedIn })
          .from(questions)
          .where(condition)
          .orderBy(ordering?.startsWith('-') ? desc(column) : asc(column), asc(questions.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(questions).where(condition),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** The current revision of a bank question (archived or not). */
    async head(lineageId: number, tx: Db = db): Promise<QuestionRow | undefined> {
      const [row] = await tx
        .select()
        .from(questions)
        .where(and(eq(lineage, lineageId), isNull(questions.supersededAt)))
        .for('update');
      return row;
    },

    async usedIn(lineageId: number): Promise<number> {
      const [row] = await db
        .select({ n: usedIn })
        .from(questions)
        .where(and(eq(lineage, lineageId), isNull(questions.supersededAt)));
      return row?.n ?? 0;
    },

    /** Heads of the given bank questions that are not archived, by bank id. */
    async heads(lineageIds: readonly number[], tx: Db = db): Promise<Map<number, QuestionRow>> {
      if (!lineageIds.length) return new Map();
      const rows = await tx
        .select({ question: questions, lineage })
        .from(questions)
        .where(and(inArray(lineage, [...lineageIds]), isNull(questions.supersededAt), isNull(questions.archivedAt)));
      return new Map(rows.map((r) => [r.lineage, r.question]));
    },

    /** Live heads a random draw's filter matches (categories, tag, difficulty range), for the caller to vet. */
    async pool(tx: Db, draw: { categoryIds: number[] | null; tag: string | null; difficultyMin: number; difficultyMax: number }) {
      return tx
        .select()
        .from(questions)
        .where(
          and(
            isNull(questions.supersededAt),
            isNull(questions.archivedAt),
            draw.categoryIds ? inArray(questions.categoryId, draw.categoryIds.length ? draw.categoryIds : [-1]) : undefined,
            draw.tag ? arrayContains(questions.tags, [draw.tag]) : undefined,
            sql`${questions.difficulty} between ${draw.difficultyMin} and ${draw.difficultyMax}`,
          ),
        )
        .orderBy(asc(questions.id));
    },

    async insert(tx: Db, row: NewQuestionRow, options: NewAnswerRow[]): Promise<QuestionRow> {
      const [question] = await tx.insert(questions).values(row).returning();
      if (!question) throw new Error('question not inserted');
      if (options.length) await tx.insert(answers).values(options.map((o, i) => ({ ...o, questionId: question.id, position: i + 1 })));
      return question;
    },

    /** Rewrites a revision no published version uses (its answers are replaced). */
    async rewrite(tx: Db, id: number, row: Partial<NewQuestionRow>, options: NewAnswerRow[] | undefined): Promise<void> {
      await tx.update(questions).set(row).where(eq(questions.id, id));
      if (!options) return;
      await tx.delete(answers).where(eq(answers.questionId, id));
      // Ordering, matching, numeric and short text have no option rows.
      if (options.length) await tx.insert(answers).values(options.map((o, i) => ({ ...o, questionId: id, position: i + 1 })));
    },

    async supersede(tx: Db, id: number): Promise<void> {
      await tx.update(questions).set({ supersededAt: new Date() }).where(eq(questions.id, id));
    },

    async setOnHeads(tx: Db, lineageIds: number[], values: Partial<NewQuestionRow>): Promise<number> {
      const rows = await tx
        .update(questions)
        .set({ ...values, updatedAt: new Date() })
        .where(and(inArray(lineage, lineageIds), isNull(questions.supersededAt)))
        .returning({ id: questions.id });
      return rows.length;
    },

    /** Whether any revision of the bank question was ever frozen into a version (then it is only archived). */
    async everFrozen(tx: Db, lineageId: number): Promise<boolean> {
      const [row] = await tx
        .select({ n: count() })
        .from(questions)
        .where(and(eq(lineage, lineageId), eq(questions.frozen, true)));
      return (row?.n ?? 0) > 0;
    },

    async deleteLineage(tx: Db, lineageId: number): Promise<void> {
      await tx.delete(questions).where(eq(lineage, lineageId));
    },

    /** Marks revisions immutable: a version is about to use them. */
    async freeze(tx: Db, ids: number[]): Promise<void> {
      if (ids.length)
        await tx
          .update(questions)
          .set({ frozen: true })
          .where(and(inArray(questions.id, ids), eq(questions.frozen, false)));
    },

    async addTag(tx: Db, lineageIds: number[], tag: string, add: boolean): Promise<number> {
      const rows = await tx
        .update(questions)
        .set({
          tags: add ? sql`array_append(array_remove(${questions.tags}, ${tag}), ${tag})` : sql`array_remove(${questions.tags}, ${tag})`,
          updatedAt: new Date(),
        })
        .where(and(inArray(lineage, lineageIds), isNull(questions.supersededAt)))
        .returning({ id: questions.id });
      return rows.length;
    },
  };
}

export type QuestionRepo = ReturnType<typeof questionRepo>;
