import { and, asc, count, eq, exists, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, instructionSteps, quizzes, trials } from '../../db/schema/quizzes.js';
import { containsPattern } from '../../lib/like-pattern.js';

const quizColumns = {
  quiz: quizzes,
  category: { id: categories.id, nameAr: categories.nameAr, nameEn: categories.nameEn },
  questionsCount: quizzes.questionsCount,
};

export type QuizListRow = {
  quiz: typeof quizzes.$inferSelect;
  category: { id: number; nameAr: string; nameEn: string } | null;
  questionsCount: number;
};
export type CategoryRow = typeof categories.$inferSelect;
export type InstructionStepRow = typeof instructionSteps.$inferSelect;

export interface QuizFilter {
  categoryId?: number | undefined;
  search?: string | undefined;
  passedBy?: string | undefined;
}

/** Published quizzes only: drafts never leave this repository. */
export function catalogueRepo(db: Db) {
  const where = (filter: QuizFilter): SQL | undefined => {
    const pattern = filter.search ? containsPattern(filter.search) : undefined;
    return and(
      eq(quizzes.published, true),
      // Assigned quizzes stay out of the catalogue; a student's own passed list still shows them.
      filter.passedBy ? undefined : ne(quizzes.access, 'assigned'),
      filter.categoryId ? eq(quizzes.categoryId, filter.categoryId) : undefined,
      pattern ? or(ilike(quizzes.titleAr, pattern), ilike(quizzes.titleEn, pattern)) : undefined,
      filter.passedBy
        ? exists(
            db
              .select({ one: sql`1` })
              .from(trials)
              .where(
                and(eq(trials.quizId, quizzes.id), eq(trials.userId, filter.passedBy), eq(trials.passed, true), eq(trials.preview, false)),
              ),
          )
        : undefined,
    );
  };

  return {
    async quizzes(filter: QuizFilter, limit: number, offset: number) {
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(quizColumns)
          .from(quizzes)
          .leftJoin(categories, eq(categories.id, quizzes.categoryId))
          .where(condition)
          .orderBy(asc(quizzes.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(quizzes).where(condition),
      ]);
      return { rows: rows as QuizListRow[], count: total?.n ?? 0 };
    },

    async quiz(quizId: number): Promise<QuizListRow | undefined> {
      const [row] = await db
        .select(quizColumns)
        .from(quizzes)
        .leftJoin(categories, eq(categories.id, quizzes.categoryId))
        .where(and(eq(quizzes.id, quizId), eq(quizzes.published, true)));
      return row as QuizListRow | undefined;
    },

    async steps(quizId: number): Promise<InstructionStepRow[]> {
      return db
        .select()
        .from(instructionSteps)
        .where(eq(instructionSteps.quizId, quizId))
        .orderBy(asc(instructionSteps.position), asc(instructionSteps.id));
    },

    async categories(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(categories),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}

export type CatalogueRepo = ReturnType<typeof catalogueRepo>;
