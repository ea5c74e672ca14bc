import type { ContentQuestion, ContentRepo, DimensionRow } from './content-repo.js';
import type { QuizRow, TrialRepo } from './trial-repo.js';

/** What starting, scoring and showing a result of one quiz need: the same for every taker. */
export interface QuizMaterial {
  quiz: QuizRow;
  /** Questions in position order with their answers (and answer key). */
  questions: ContentQuestion[];
  /** Question ids in position order with their answer ids: what a new trial's order is drawn from. */
  layout: { id: number; answerIds: number[] }[];
  dimensions: DimensionRow[];
}

export const QUIZ_MATERIAL_TTL_MS = 30_000;

/**
 * Quiz material kept in process for `ttlMs`: a start, a completion or a result would otherwise read the
 * quiz, its questions and answers again for every taker (thousands at once in a competition burst).
 * Quizzes are only written by the seed, so a short TTL is enough invalidation; concurrent misses share one load.
 */
export function quizMaterialCache(trials: TrialRepo, content: ContentRepo, { ttlMs = QUIZ_MATERIAL_TTL_MS, now = () => Date.now() } = {}) {
  const entries = new Map<number, { until: number; material: Promise<QuizMaterial | undefined> }>();

  const load = async (quizId: number): Promise<QuizMaterial | undefined> => {
    const [quiz, questions] = await Promise.all([trials.quiz(quizId), content.questions(quizId)]);
    if (!quiz) return undefined;
    const dimensions = quiz.scoring === 'profile' ? await content.dimensions(quizId) : [];
    return { quiz, questions, layout: questions.map((q) => ({ id: q.id, answerIds: q.answers.map((a) => a.id) })), dimensions };
  };

  const forget = (quizId: number, material: Promise<unknown>) => {
    if (entries.get(quizId)?.material === material) entries.delete(quizId);
  };

  return {
    /** Published or not (a running trial is scored even if its quiz was unpublished); undefined for an unknown quiz. */
    get(quizId: number): Promise<QuizMaterial | undefined> {
      const entry = entries.get(quizId);
      if (entry && entry.until > now()) return entry.material;
      const material = load(quizId);
      entries.set(quizId, { until: now() + ttlMs, material });
      // A failed or empty load is not kept: the next request asks the database again.
      material.then(
        (found) => found || forget(quizId, material),
        () => forget(quizId, material),
      );
      return material;
    },
  };
}

export type QuizMaterialCache = ReturnType<typeof quizMaterialCache>;
