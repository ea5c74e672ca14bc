import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { QuestionKind } from '@mizan/contract/question-types';
import { answers, questions, quizVersions, type StoredKey, type VersionSnapshot } from '../../db/schema/quizzes.js';

export interface ContentAnswer {
  id: number;
  textAr: string;
  textEn: string;
  isCorrect: boolean;
  /** Share of the question's mark (null in content older than fractions: then 1 when correct). */
  fraction: number | null;
  points: Record<string, number> | null;
  feedbackAr: string;
  feedbackEn: string;
}
export interface ContentQuestion {
  id: number;
  type: QuestionKind;
  /** The key of the types beyond choice rows (ordering, matching, numeric, short text; multiple response's mode). */
  key: StoredKey | null;
  textAr: string;
  textEn: string;
  /** The operator's name of the question (never shown to students). */
  name: string;
  generalFeedbackAr: string;
  generalFeedbackEn: string;
  /** Seconds the question stays open once shown; null without a limit of its own. */
  timeLimitSeconds: number | null;
  imagePath: string | null;
  weight: number;
  answers: ContentAnswer[];
}
/** A profile dimension as results show it. */
export interface DimensionRow {
  code: string;
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
}

/** Quiz content with its answer key: for scoring and for the post-completion review, never for the player. */
export function contentRepo(db: Db) {
  return {
    /** The given question revisions with their answers, in the order of `ids`. */
    async questions(ids: readonly number[]): Promise<ContentQuestion[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ question: questions, answer: answers })
        .from(questions)
        .leftJoin(answers, eq(answers.questionId, questions.id))
        .where(inArray(questions.id, [...ids]))
        .orderBy(asc(answers.position), asc(answers.id));
      const byId = new Map<number, ContentQuestion>();
      for (const { question: q, answer: a } of rows) {
        let entry = byId.get(q.id);
        if (!entry) {
          entry = {
            id: q.id,
            type: q.type,
            key: q.key,
            textAr: q.textAr,
            textEn: q.textEn,
            name: q.name,
            generalFeedbackAr: q.generalFeedbackAr,
            generalFeedbackEn: q.generalFeedbackEn,
            timeLimitSeconds: q.timeLimitSeconds,
            imagePath: q.imagePath,
            weight: q.weight,
            answers: [],
          };
          byId.set(q.id, entry);
        }
        if (a)
          entry.answers.push({
            id: a.id,
            textAr: a.textAr,
            textEn: a.textEn,
            isCorrect: a.isCorrect,
            fraction: a.fraction,
            points: a.points,
            feedbackAr: a.feedbackAr,
            feedbackEn: a.feedbackEn,
          });
      }
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async version(versionId: number): Promise<{ id: number; quizId: number; snapshot: VersionSnapshot } | undefined> {
      const [row] = await db
        .select({ id: quizVersions.id, quizId: quizVersions.quizId, snapshot: quizVersions.snapshot })
        .from(quizVersions)
        .where(eq(quizVersions.id, versionId));
      return row;
    },
  };
}

export type ContentRepo = ReturnType<typeof contentRepo>;
