import type { FastifyBaseLogger } from 'fastify';
import type { QuizMaterialCache } from './quiz-material.js';
import { roundTo2, scoreGraded } from './scoring/graded.js';
import { scoreProfile } from './scoring/profile.js';
import { scoringKeyOf } from './scoring/types/content-key.js';
import { chosenOption } from './scoring/types/index.js';
import { GRACE_MS, isExpired } from './timer.js';
import type { TrialAnswers, TrialRepo, TrialRow } from './trial-repo.js';

type CompletedBy = 'client' | 'deadline' | 'sweep' | 'invigilator';
export interface Completable {
  id: string;
  versionId: number | null;
  status: 'in_progress' | 'completed';
  deadline: Date | null;
  questionOrder: number[];
  preview?: boolean;
}

/**
 * Runs once after a trial is completed, by whichever path won, and again by the follow-up pass if a hook failed or
 * the process stopped first: it must be idempotent. It logs its own errors and rethrows them, so the follow-up
 * stays. The trial's quiz comes along so a hook that concerns few quizzes (an LMS's grade column) can pass the
 * others by without a query.
 */
export type AfterComplete = (trialId: string, trial: { quizId: number }) => Promise<void>;

/**
 * Scores and closes trials: on the student's request, lazily when an expired trial is touched, and by the sweep.
 * `afterComplete` lets other modules (certificates) react without the engine knowing them; it is awaited, so a
 * completion's answer means its certificate exists.
 */
export function completionService(trialRepo: TrialRepo, materials: QuizMaterialCache, afterComplete: readonly AfterComplete[] = []) {
  // The completion (or release) recorded its follow-up in its own statement; it is done when every hook is.
  const notify = async (trialId: string, trial: { quizId: number }) => {
    const outcomes = await Promise.allSettled(afterComplete.map((hook) => hook(trialId, trial)));
    if (outcomes.every((o) => o.status === 'fulfilled')) await trialRepo.followedUp(trialId);
  };

  /** Scores the trial from `selected` (or its saved answers) and closes it; the closed row, or null when another path closed it first. */
  const complete = async (trial: Completable, by: CompletedBy, now: Date, selected?: TrialAnswers): Promise<TrialRow | null> => {
    if (trial.status === 'completed' || trial.versionId == null) return null;
    const [material, selections] = await Promise.all([materials.version(trial.versionId), selected ?? trialRepo.selections(trial.id)]);
    if (!material) return null;
    const { quiz, dimensions } = material;
    // Only the questions this trial shows count (a random draw shows part of its pool).
    const questions = trial.questionOrder.flatMap((id) => material.byId.get(id) ?? []);
    // Time ends a trial at its deadline, whenever the server notices; a client finishing inside the grace is capped too.
    const completedAt = by === 'client' && (!trial.deadline || now < trial.deadline) ? now : (trial.deadline ?? now);
    // Kept on the trial row for the statistics (see trials.picks): a typed response is read from its answer row.
    const picks = trial.questionOrder.map((id) => `${id}:${chosenOption(selections.get(id) ?? null) ?? 0}`).join(',');
    let closed: TrialRow | null;
    if (quiz.scoring === 'profile') {
      const profile = scoreProfile(
        dimensions.map((d) => d.code),
        questions.map((q) => ({ id: q.id, answerPoints: new Map(q.answers.map((a) => [a.id, a.points ?? {}])) })),
        new Map([...selections].map(([id, answer]) => [id, chosenOption(answer)])),
      );
      const score = profile.reduce((sum, d) => sum + d.score, 0);
      const maxScore = profile.reduce((sum, d) => sum + d.max, 0);
      closed = await trialRepo.markCompleted(trial.id, {
        completedAt,
        completedBy: by,
        picks,
        score,
        maxScore,
        percentage: maxScore > 0 ? roundTo2((score / maxScore) * 100) : 0,
        passed: null,
        correctCount: null,
        marking: null,
        profile,
      });
    } else {
      const graded = scoreGraded(
        questions.map((q) => ({ id: q.id, weight: q.weight, key: scoringKeyOf(q) })),
        selections,
        quiz.passMark,
      );
      closed = await trialRepo.markCompleted(trial.id, { completedAt, completedBy: by, picks, ...graded, profile: null });
    }
    // A preview counts nowhere: no certificate, nothing other modules would record.
    if (closed && !trial.preview) await notify(trial.id, { quizId: closed.quizId });
    return closed;
  };

  return {
    complete,
    /** A result released later (the last essay marked): other modules react as at a completion. */
    released: notify,

    /** Completes the trial when its time (plus grace) is over; true when it is (now) completed. */
    async settle(trial: Completable, now: Date): Promise<boolean> {
      if (trial.status === 'completed') return true;
      if (!isExpired(trial.deadline, now)) return false;
      await complete(trial, 'deadline', now);
      return true;
    },

    /**
     * One follow-up pass: the hooks of completions and releases whose follow-up is still there after `olderThanMs`
     * (the process stopped before running them, or one failed); the number of trials seen through.
     */
    async followUp(olderThanMs: number, batch = 100): Promise<number> {
      let done = 0;
      for (const left of await trialRepo.followUpsLeft(olderThanMs, batch)) {
        await notify(left.trialId, { quizId: left.quizId });
        done += 1;
      }
      return done;
    },

    /** One sweep pass: every trial whose deadline and grace have passed. */
    async sweep(now: Date, log: FastifyBaseLogger, batch = 200): Promise<number> {
      let done = 0;
      for (;;) {
        const due = await trialRepo.expired(new Date(now.getTime() - GRACE_MS), batch);
        let failed = false;
        for (const trial of due) {
          await complete(trial, 'sweep', now).then(
            () => (done += 1),
            (err: unknown) => {
              failed = true;
              log.error({ err, trial: trial.id }, 'trial sweep failed');
            },
          );
        }
        // A failing trial would come back first in the next batch: leave it to the next tick.
        if (failed || due.length < batch) return done;
      }
    },
  };
}

export type CompletionService = ReturnType<typeof completionService>;
