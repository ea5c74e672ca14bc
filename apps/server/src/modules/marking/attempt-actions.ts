import type { ExtraAttemptRequest, ExtraAttemptResponse, ReopenTrialRequest } from '@mizan/contract/admin/attempt-actions';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Translate } from '../../lib/messages.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { withdrawForReopen } from '../certificates/reopen.js';
import { notify } from '../notifications/notify.js';
import { trialRepo } from '../trials/trial-repo.js';
import { attemptActionsRepo } from './attempt-actions-repo.js';
import { marksRepo } from './marks-repo.js';
import { operatorTrial } from './operator-trial.js';
import { operatorTrialsRepo } from './trials-repo.js';

const conflict = (code: string, key: string) => new AppError(409, code, `admin-errors:attempts.${key}`);

/**
 * What an operator does to one attempt besides marking it: reopen it with extra time, grant its student another
 * attempt, delete a preview. Each is scoped like reading the attempt (404 outside it), audited in the write's
 * transaction, and told to the student in the app where it concerns them.
 */
export function attemptActionsService({ db, translate }: { db: Db; translate: Translate }) {
  const quizTitle = async (quizId: number) => {
    const quiz = await trialRepo(db).quiz(quizId);
    return { ar: quiz?.titleAr ?? '', en: quiz?.titleEn ?? '' };
  };

  return {
    /**
     * The completed attempt goes back in progress with `extra_minutes` from now; the student resumes it where they
     * left off. Its result is cleared, its certificate revoked and its result notices withdrawn, all in one
     * transaction; completing it again scores it, issues (gives back) the certificate and notifies as any completion.
     */
    async reopen(operator: Operator, trialId: string, body: ReopenTrialRequest, lang: Language, now = new Date()) {
      const { trial } = await operatorTrial(db, operator, trialId);
      if (trial.status !== 'completed') throw conflict('trial_in_progress', 'reopen_in_progress');
      // People's marks judged the answers as they stood and stay as history: completing again would leave the
      // attempt awaiting marks the queue counts as given. Such an attempt is regraded or remarked, not reopened.
      if (await marksRepo(db).any(trialId)) throw conflict('trial_has_marks', 'reopen_marked');
      const deadline = new Date(now.getTime() + body.extra_minutes * 60_000);
      // Read before the transaction: under PGlite it holds the one connection.
      const quiz = await quizTitle(trial.quizId);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await operatorTrialsRepo(tx).lock(trialId);
        const actions = attemptActionsRepo(tx);
        const reopened = await actions.reopen(trialId, deadline);
        if (!reopened) {
          const current = await trialRepo(tx).ownedTrial(trialId, trial.userId);
          throw current?.status === 'in_progress'
            ? conflict('trial_in_progress', 'reopen_in_progress')
            : conflict('other_attempt_in_progress', 'other_in_progress');
        }
        const certificate = await withdrawForReopen(tx, trialId, lang, translate);
        await actions.withdrawResultNotices(trial.userId, trialId);
        await notify(tx, {
          kind: 'attempt_reopened',
          key: `trial:${trialId}:reopened:${now.getTime()}`,
          to: [trial.userId],
          link: `/quizzes/${trial.quizId}/instructions`,
          params: { quiz, count: body.extra_minutes },
        });
        await recordAudit(tx, operator, {
          action: 'reopen',
          entity: 'trial',
          entityId: trialId,
          before: {
            status: trial.status,
            score: trial.score,
            percentage: trial.percentage,
            passed: trial.passed,
            completed_at: trial.completedAt?.toISOString() ?? null,
            deadline: trial.deadline?.toISOString() ?? null,
            certificate: certificate ? 'valid' : undefined,
          },
          after: {
            status: 'in_progress',
            score: null,
            percentage: null,
            passed: null,
            completed_at: null,
            deadline: deadline.toISOString(),
            certificate: certificate ? 'revoked' : undefined,
            extra_minutes: body.extra_minutes,
            reason: body.reason,
          },
        });
      });
    },

    /** One more attempt of the quiz for the attempt's student, beyond its limit: each grant lets one more start. */
    async grantAttempt(operator: Operator, trialId: string, body: ExtraAttemptRequest): Promise<ExtraAttemptResponse> {
      const { trial } = await operatorTrial(db, operator, trialId);
      const quiz = await quizTitle(trial.quizId);
      const total = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const grant = await attemptActionsRepo(tx).grant({
          userId: trial.userId,
          quizId: trial.quizId,
          grantedBy: operator.userId,
          reason: body.reason,
        });
        await notify(tx, {
          kind: 'attempt_granted',
          key: `quiz:${trial.quizId}:attempt-grant:${grant.id}`,
          to: [trial.userId],
          link: `/quizzes/${trial.quizId}/instructions`,
          params: { quiz },
        });
        await recordAudit(tx, operator, {
          action: 'grant_attempt',
          entity: 'trial',
          entityId: trialId,
          before: { extra_attempts: grant.total - 1 },
          after: { extra_attempts: grant.total, reason: body.reason },
        });
        return grant.total;
      });
      return { extra_attempts: total };
    },

    /** Deletes the operator's own preview; a student's attempt is never deleted (409), only reopened or regraded. */
    async deletePreview(operator: Operator, trialId: string): Promise<void> {
      const { trial } = await operatorTrial(db, operator, trialId, true);
      if (!trial.preview) throw conflict('not_preview', 'not_preview');
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await attemptActionsRepo(tx).removePreview(trialId))) return;
        await recordAudit(tx, operator, {
          action: 'delete',
          entity: 'trial',
          entityId: trialId,
          before: { preview: true, quiz: trial.quizId, status: trial.status },
          after: null,
        });
      });
    },
  };
}
