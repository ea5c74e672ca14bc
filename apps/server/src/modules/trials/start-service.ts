import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { StartTrialResponse } from '@mizan/contract/trials';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { startRefusal } from '../assignments/refusal.js';
import { gateParams, gateRefusal, type GateValues } from '../exam-access/gate.js';
import { sittingPasswordHash } from '../exam-access/password.js';
import type { AccessGrant, AccessPolicy } from './access-policy.js';
import type { CompletionService } from './completion.js';
import type { PlayerRepo } from './player-repo.js';
import type { QuizMaterialCache, VersionMaterial } from './quiz-material.js';
import { trialOrder } from './shuffle.js';
import { isExpired } from './timer.js';
import { trialRepo, type NewTrial, type TrialRow } from './trial-repo.js';

export interface StartInput {
  userId: string;
  quizId: number;
  couponCode?: string | null;
  /** Runs with the insert of a new trial, in the same statement (see TrialRepo.insert): e.g. a competition's link. */
  alsoOnInsert?: SQL;
  /** The request's side of the quiz's access rules (#32); absent for starts that no request makes (tests, seeds). */
  gate?: GateValues;
  /** The sitting password as typed, when the quiz asks for one. */
  accessPassword?: string | null;
}

export interface StartOutcome {
  resumed: boolean;
  body: StartTrialResponse;
}

/** Lost the race for the user's one in-progress trial: the transaction rolls back and the winner is resumed. */
class AlreadyStarted extends Error {}
/** The cached version was no longer current (a publish on another process): reload and start again. */
class StaleVersion extends Error {}
/** The quiz's access rules refused the start; a running trial may still be resumed when only the password was missing. */
class GateRefused extends Error {
  constructor(
    readonly refusal: AppError,
    readonly passwordOnly: boolean,
  ) {
    super(refusal.errorCode);
  }
}

const passwordRefusal = (typed: boolean) =>
  new AppError(
    403,
    typed ? 'access_password_wrong' : 'access_password_required',
    `quizzes-errors:access.${typed ? 'password_wrong' : 'password_required'}`,
    {
      field: 'access_password',
    },
  );

/**
 * Starts a trial, or resumes the unfinished one. The access step runs in the same transaction as the
 * insert, so a start that loses a concurrent race consumes nothing. The quiz and its layout come from the
 * in-process material cache, so a new trial of a free quiz costs one statement (the insert) and nothing else;
 * that statement also checks the cached version is still the published one.
 */
export function startService(
  db: Db,
  player: PlayerRepo,
  completion: CompletionService,
  materials: QuizMaterialCache,
  access: AccessPolicy,
  /** The server secret the sitting password's hash is keyed with (exam-access/password.ts). */
  secret: string,
) {
  const repo = trialRepo(db);
  const assignmentRefusal = startRefusal(db);

  const resume = async (trial: TrialRow, gate: GateValues | undefined): Promise<StartOutcome> => {
    if (gate) {
      const refusal = gateRefusal(await repo.resumeGate(trial.id, gateParams(gate)), gate);
      if (refusal) throw refusal;
    }
    const first = await player.firstUnanswered(trial.id, trial.questionOrder);
    return { resumed: true, body: toStartBody(trial, first ?? trial.questionOrder[0] ?? 0) };
  };

  /**
   * The access step and the insert: one statement when access needs nothing recorded, else one transaction.
   * AlreadyStarted when the user has a trial in progress, StaleVersion when `version` is no longer current.
   */
  const begin = async (version: VersionMaterial, input: StartInput, now: Date, preview = false): Promise<StartOutcome> => {
    const { quiz } = version;
    const id = randomUUID();
    const order = trialOrder(
      { sections: version.layout, shuffleQuestions: quiz.shuffleQuestions, shuffleAnswers: quiz.shuffleAnswers },
      id,
    );
    if (!order.questionOrder.length) throw new AppError(409, 'quiz_empty', 'quizzes-errors:start.quiz_empty');
    const request = { userId: input.userId, quiz, couponCode: input.couponCode?.trim() || null, trialId: id };
    const trial = { id, quizId: quiz.id, startedAt: now, durationMinutes: quiz.durationMinutes };
    const row = (grant: AccessGrant): NewTrial => ({
      ...trial,
      userId: input.userId,
      versionId: version.versionId,
      navigation: quiz.navigation,
      immediateFeedback: version.immediateFeedback,
      preview,
      questionOrder: order.questionOrder,
      answerOrder: order.answerOrder,
      accessSource: grant.source,
      couponId: grant.couponId ?? null,
      entitlementId: grant.entitlementId ?? null,
    });
    // An assigned quiz costs nothing: its window, membership and attempts are checked by the insert itself.
    const assigned = !preview && quiz.access === 'assigned';
    const typed = input.accessPassword?.trim() || null;
    const gate =
      !preview && input.gate ? { sql: gateParams(input.gate), passwordHash: typed && sittingPasswordHash(secret, typed) } : undefined;
    const options = { ...(preview ? {} : { currentVersion: version.versionId }), alsoOnInsert: input.alsoOnInsert, assigned, gate };
    const immediate = preview ? { source: 'free' as const } : assigned ? { source: 'assignment' as const } : access.grantNow?.(request);
    const outcome = immediate
      ? await repo.insert(row(immediate), options)
      : await db.transaction(async (tx) => {
          const grant = await access.grant({ ...request, db: tx as unknown as Db });
          const done = await trialRepo(tx as unknown as Db).insert(row(grant), options);
          // Rolls back what the access step consumed.
          if (!done.fresh) throw new StaleVersion();
          const refused = input.gate && gateRefusal(done.gate, input.gate);
          if (refused) throw new GateRefused(refused, false);
          if (!done.gate.password_ok) throw new GateRefused(passwordRefusal(typed !== null), true);
          if (!done.inserted) throw new AlreadyStarted();
          return done;
        });
    if (!outcome.fresh) throw new StaleVersion();
    const refusal = input.gate && gateRefusal(outcome.gate, input.gate);
    if (refusal) throw new GateRefused(refusal, false);
    if (!outcome.gate.password_ok) throw new GateRefused(passwordRefusal(typed !== null), true);
    if (assigned && !outcome.open) throw await assignmentRefusal(input.userId, quiz.id, now);
    if (assigned && !outcome.room) throw new AppError(403, 'attempts_exhausted', 'quizzes-errors:start.attempts_left_none');
    if (!outcome.inserted) throw new AlreadyStarted();
    return { resumed: false, body: toStartBody({ ...trial, deadline: outcome.deadline }, order.questionOrder[0] as number) };
  };

  /** Resumes the running trial, or completes an expired one and starts anew (counting attempts). */
  const checkedStart = async (version: VersionMaterial, input: StartInput, now: Date): Promise<StartOutcome> => {
    const { quiz } = version;
    const running = await repo.inProgress(input.userId, quiz.id);
    if (running && !isExpired(running.deadline, now)) return resume(running, input.gate);
    if (running) await completion.complete(running, 'deadline', now);

    // An assigned quiz's limit may be the assignment's: its insert counts the attempts.
    if (
      quiz.access !== 'assigned' &&
      quiz.attemptsAllowed != null &&
      (await repo.attempts(input.userId, quiz.id)) >= quiz.attemptsAllowed
    ) {
      throw new AppError(403, 'attempts_exhausted', 'quizzes-errors:start.attempts_exhausted', { params: { count: quiz.attemptsAllowed } });
    }
    try {
      return await begin(version, input, now);
    } catch (err) {
      if (err instanceof StaleVersion) throw err;
      if (err instanceof GateRefused && !err.passwordOnly) throw err.refusal;
      // A concurrent start of the same user won (double click, two tabs): its trial is resumed, whether this
      // start lost at the insert or earlier, at an access step the winner already used (a single-use coupon).
      const winner = await repo.inProgress(input.userId, quiz.id);
      if (!winner) throw err instanceof GateRefused ? err.refusal : err;
      return resume(winner, input.gate);
    }
  };

  /** The published version a new trial gets; `reload` reads the quiz again (after a stale start). */
  const currentVersion = async (quizId: number, reload: boolean): Promise<VersionMaterial> => {
    if (reload) materials.forget(quizId);
    const material = await materials.current(quizId);
    if (!material?.quiz.published || material.quiz.archivedAt || !material.version) throw notFound();
    return material.version;
  };

  const start = async (input: StartInput, now: Date, reload: boolean): Promise<StartOutcome> => {
    const version = await currentVersion(input.quizId, reload);
    if (version.quiz.attemptsAllowed != null && version.quiz.access !== 'assigned') return checkedStart(version, input, now);
    // Without an attempts limit most starts are new trials: the insert goes first, and a trial in progress
    // is looked for only when it conflicts or access refuses (the running trial may be what the user wants).
    try {
      return await begin(version, input, now);
    } catch (err) {
      if (err instanceof StaleVersion) throw err;
      if (err instanceof GateRefused && !err.passwordOnly) throw err.refusal;
      const running = await repo.inProgress(input.userId, input.quizId);
      if (!running) throw err instanceof GateRefused ? err.refusal : err;
      if (!isExpired(running.deadline, now)) return resume(running, input.gate);
      return checkedStart(version, input, now);
    }
  };

  return {
    async startTrial(input: StartInput, now = new Date()): Promise<StartOutcome> {
      try {
        return await start(input, now, false);
      } catch (err) {
        if (!(err instanceof StaleVersion)) throw err;
        return start(input, now, true);
      }
    },

    /** An operator's preview of a version that is not (yet) published: free and counted nowhere. */
    async startPreview(version: VersionMaterial, userId: string, now = new Date()): Promise<StartTrialResponse> {
      return (await begin(version, { userId, quizId: version.quiz.id }, now, true)).body;
    },
  };
}

function toStartBody(trial: Pick<TrialRow, 'id' | 'quizId' | 'startedAt' | 'deadline'>, firstQuestionId: number): StartTrialResponse {
  return {
    id: trial.id,
    quiz: trial.quizId,
    started_at: trial.startedAt.toISOString(),
    deadline: trial.deadline?.toISOString() ?? null,
    first_question: { id: firstQuestionId },
  };
}
