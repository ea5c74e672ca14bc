import type { Language } from '@mizan/contract/i18n';
import type { PublicResult, Result } from '@mizan/contract/results';
import { notFound } from '../../lib/app-error.js';
import type { CompletionService } from '../trials/completion.js';
import type { ContentQuestion } from '../trials/content-repo.js';
import type { QuizMaterialCache, VersionMaterial } from '../trials/quiz-material.js';
import { reviewOpen } from '../trials/quiz-settings.js';
import type { TrialAnswers, TrialRepo, TrialRow } from '../trials/trial-repo.js';
import type { MarksRepo } from '../marking/marks-repo.js';
import { overallFeedback } from './feedback.js';
import { normOf } from './norm.js';
import { toPublicResult, toResult, toReview, toTrialSummary } from './payload.js';
import type { ResultRepo, ResultRow } from './repo.js';

/** Results of completed trials, for their owner and (reduced) for anyone with the link. */
export function resultService(
  repo: ResultRepo,
  trials: TrialRepo,
  materials: QuizMaterialCache,
  completion: CompletionService,
  marks: MarksRepo,
  /** The version's questions with any key corrected since (marking/rescore.ts): what a regrade scored by. */
  currentQuestions: (material: VersionMaterial) => Promise<ReadonlyMap<number, ContentQuestion>>,
) {
  const withDimensions = async (rows: ResultRow[]) => {
    const profileQuizzes = [...new Set(rows.filter((r) => r.quiz.scoring === 'profile').map((r) => r.trial.quizId))];
    return repo.dimensions(profileQuizzes);
  };

  /**
   * The review of the trial's own version, when that version's review policy allows it now, and the overall
   * feedback of the band its percentage reached.
   */
  const extras = async (row: ResultRow, lang: Language) => {
    if (row.trial.versionId == null) return { review: undefined, overall: null };
    const material = await materials.version(row.trial.versionId);
    if (!material) return { review: undefined, overall: null };
    const overall = overallFeedback(material.overallFeedback, row.trial.percentage, lang);
    if (!reviewOpen(material.quiz) || material.quiz.scoring !== 'graded') return { review: undefined, overall };
    const [selections, given, questions] = await Promise.all([
      trials.selections(row.trial.id),
      row.trial.marking ? marks.ofTrial(row.trial.id) : new Map(),
      currentQuestions(material),
    ]);
    return { review: toReview([...questions.values()], row, selections, lang, given), overall };
  };

  const list = async (userId: string, trialId: string | undefined, limit: number, offset: number, lang: Language, now = new Date()) => {
    if (trialId) {
      // The result page may be the first thing to touch a trial whose time ran out.
      const trial = await trials.ownedTrial(trialId, userId);
      if (trial) await completion.settle(trial, now);
    }
    const { rows, count } = await repo.completed(userId, trialId, limit, offset);
    const dimensions = await withDimensions(rows);
    // The review travels with a single result (the result page), not with a history list.
    const results = await Promise.all(
      rows.map(async (row) => {
        if (!trialId) return toResult(row, dimensions, lang);
        const [{ review, overall }, norm] = await Promise.all([extras(row, lang), normOf(repo, row.trial)]);
        return toResult(row, dimensions, lang, review, norm, overall);
      }),
    );
    return { count, results };
  };

  return {
    list,

    /** The result of one of the user's completed trials (what `complete` answers). */
    async ofTrial(userId: string, trialId: string, lang: Language): Promise<Result> {
      const { results } = await list(userId, trialId, 1, 0, lang);
      if (!results[0]) throw notFound();
      return results[0];
    },

    /**
     * The result of a trial just completed (or found completed) by its owner, from what the caller holds; the
     * one statement is the percentile rank's counts.
     */
    async ofCompleted(trial: TrialRow, material: VersionMaterial, selections: TrialAnswers, lang: Language): Promise<Result> {
      const { quiz, questions, dimensions } = material;
      const row: ResultRow = {
        trial,
        quiz: { titleAr: quiz.titleAr, titleEn: quiz.titleEn, scoring: quiz.scoring, allowReview: quiz.allowReview },
        answeredCount: selections.size,
      };
      const review = reviewOpen(quiz) && quiz.scoring === 'graded' ? toReview(questions, row, selections, lang) : undefined;
      const overall = overallFeedback(material.overallFeedback, trial.percentage, lang);
      return toResult(row, dimensions, lang, review, await normOf(repo, trial), overall);
    },

    async publicResult(trialId: string, lang: Language): Promise<PublicResult> {
      const row = await repo.publicResult(trialId);
      // A voided result is nobody's to show (#32): the shared link stops working like a revoked certificate's.
      if (!row || row.trial.voidedAt) throw notFound();
      return toPublicResult(row, await withDimensions([row]), lang);
    },

    async bestScores(userId: string, limit: number, offset: number, lang: Language) {
      const { rows, count } = await repo.bestPerQuiz(userId, limit, offset);
      const dimensions = await withDimensions(rows);
      return { count, results: rows.map((row) => toResult(row, dimensions, lang)) };
    },

    async history(userId: string, limit: number, offset: number, lang: Language) {
      const { rows, count } = await repo.history(userId, limit, offset);
      return { count, results: rows.map((row) => toTrialSummary(row, lang)) };
    },
  };
}

export type ResultService = ReturnType<typeof resultService>;
