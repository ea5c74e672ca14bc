import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { answers, profileDimensions, questions } from '../../db/schema/quizzes.js';

export interface ContentAnswer {
  id: number;
  textAr: string;
  textEn: string;
  isCorrect: boolean;
  points: Record<string, number> | null;
}
export interface ContentQuestion {
  id: number;
  textAr: string;
  textEn: string;
  imagePath: string | null;
  weight: number;
  answers: ContentAnswer[];
}
export type DimensionRow = typeof profileDimensions.$inferSelect;

/** A quiz's full content with its answer key: for scoring and for the post-completion review, never for the player. */
export function contentRepo(db: Db) {
  return {
    async questions(quizId: number): Promise<ContentQuestion[]> {
      const rows = await db
        .select({ question: questions, answer: answers })
        .from(questions)
        .leftJoin(answers, eq(answers.questionId, questions.id))
        .where(eq(questions.quizId, quizId))
        .orderBy(asc(questions.position), asc(questions.id), asc(answers.position), asc(answers.id));
      const byId = new Map<number, ContentQuestion>();
      for (const { question: q, answer: a } of rows) {
        let entry = byId.get(q.id);
        if (!entry) {
          entry = { id: q.id, textAr: q.textAr, textEn: q.textEn, imagePath: q.imagePath, weight: q.weight, answers: [] };
          byId.set(q.id, entry);
        }
        if (a) entry.answers.push({ id: a.id, textAr: a.textAr, textEn: a.textEn, isCorrect: a.isCorrect, points: a.points });
      }
      return [...byId.values()];
    },

    async dimensions(quizId: number): Promise<DimensionRow[]> {
      return db
        .select()
        .from(profileDimensions)
        .where(eq(profileDimensions.quizId, quizId))
        .orderBy(asc(profileDimensions.position), asc(profileDimensions.id));
    },
  };
}

export type ContentRepo = ReturnType<typeof contentRepo>;
