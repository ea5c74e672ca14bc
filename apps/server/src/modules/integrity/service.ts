import { eq } from 'drizzle-orm';
import type { IntegrityQuery, IntegrityRow, IntegrityVerdictRequest, TrialIntegrity } from '@mizan/contract/admin/integrity';
import type { TrialEventKind } from '@mizan/contract/trial-events';
import type { Database, Db } from '../../db/client.js';
import { trialVerdicts } from '../../db/schema/integrity.js';
import { trials } from '../../db/schema/quizzes.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { certificateRepo } from '../certificates/repo.js';
import { studentScope } from '../groups/scope.js';
import { operatorTrial } from '../marking/operator-trial.js';
import { candidateLabel } from '../marking/service.js';
import { notify } from '../notifications/notify.js';
import { trialRepo } from '../trials/trial-repo.js';
import { reviewRepo } from './review-repo.js';
import { summaryOf } from './summary-sql.js';

/**
 * The evidence review of #32: attempts listed by what their events show, one attempt's events, and a person's
 * verdict. Confirming may void the result (the student is told why, the certificate is revoked with that reason);
 * clearing a voided attempt gives the result and its certificate back. Every verdict is audited.
 */
export function integrityService({ db, database }: { db: Db; database: Database }) {
  const review = reviewRepo(database);

  return {
    async list(operator: Operator, quizId: number, query: IntegrityQuery, limit: number, offset: number) {
      if (!(await mayManageQuiz(db, operator, quizId))) throw notFound();
      const { rows, count } = await review.page(quizId, await studentScope(db, operator), query.state, query.search, limit, offset);
      const results: IntegrityRow[] = rows.map((r) => ({
        trial: r.trial,
        candidate: candidateLabel(r.trial),
        status: r.status,
        started_at: r.started_at,
        completed_at: r.completed_at,
        summary: summaryOf(r),
        evidence: Number(r.evidence),
        verdict: r.verdict,
        reason: r.reason ?? '',
        voided: r.voided ?? false,
      }));
      return { count, results };
    },

    async read(operator: Operator, trialId: string): Promise<TrialIntegrity> {
      await operatorTrial(db, operator, trialId);
      const [summary, events, [verdict]] = await Promise.all([
        review.summary(trialId),
        review.events(trialId),
        db.select().from(trialVerdicts).where(eq(trialVerdicts.trialId, trialId)),
      ]);
      return {
        trial: trialId,
        summary: summaryOf(summary),
        events: events.map((e) => ({ ...e, kind: e.kind as TrialEventKind })),
        verdict: verdict?.verdict ?? null,
        reason: verdict?.reason ?? '',
        voided: verdict?.voided ?? false,
      };
    },

    async decide(operator: Operator, trialId: string, body: IntegrityVerdictRequest): Promise<TrialIntegrity> {
      const { trial } = await operatorTrial(db, operator, trialId);
      const reason = (body.reason ?? '').trim();
      const voiding = body.verdict === 'confirmed' && body.void_result === true;
      const quiz = await trialRepo(db).quiz(trial.quizId);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [before] = await tx.select().from(trialVerdicts).where(eq(trialVerdicts.trialId, trialId));
        const values = { verdict: body.verdict, reason, voided: voiding, decidedBy: operator.userId, decidedAt: new Date() };
        await tx
          .insert(trialVerdicts)
          .values({ trialId, ...values })
          .onConflictDoUpdate({ target: trialVerdicts.trialId, set: values });
        const certificates = certificateRepo(tx);
        const certificate = await certificates.ofTrial(trialId);
        if (voiding && !trial.voidedAt) {
          await tx.update(trials).set({ voidedAt: new Date(), voidReason: reason }).where(eq(trials.id, trialId));
          if (certificate && !certificate.revokedAt) await certificates.revoke(certificate.verificationCode, reason);
          await notify(tx, {
            kind: 'result_voided',
            key: `trial:${trialId}:voided:${Date.now()}`,
            to: [trial.userId],
            link: `/quizzes/${trial.quizId}/trials/${trialId}/results`,
            params: { quiz: { ar: quiz?.titleAr ?? '', en: quiz?.titleEn ?? '' }, reason },
          });
        } else if (!voiding && trial.voidedAt) {
          // The earlier voiding is undone: the result counts again and the certificate it revoked comes back.
          await tx.update(trials).set({ voidedAt: null, voidReason: null }).where(eq(trials.id, trialId));
          if (certificate?.revokedAt && trial.voidReason) await certificates.reinstate(trialId, [trial.voidReason]);
        }
        await recordAudit(tx, operator, {
          action: 'integrity_verdict',
          entity: 'trial',
          entityId: trialId,
          before: before ? { verdict: before.verdict, reason: before.reason, voided: before.voided } : null,
          after: { verdict: body.verdict, reason, voided: voiding },
        });
      });
      return this.read(operator, trialId);
    },
  };
}
