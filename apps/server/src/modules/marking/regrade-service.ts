import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RegradeChange, RegradeOutcome, RegradeRequest, RegradeResponse } from '@mizan/contract/admin/regrade';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Translate } from '../../lib/messages.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { followCertificate, type CertificateFollow } from '../certificates/follow.js';
import { studentScope, type StudentScope } from '../groups/scope.js';
import { notify } from '../notifications/notify.js';
import { queuePassback } from '../lti/passback.js';
import type { QuizMaterialCache, VersionMaterial } from '../trials/quiz-material.js';
import type { GradedScore } from '../trials/scoring/graded.js';
import { trialRepo } from '../trials/trial-repo.js';
import { marksRepo } from './marks-repo.js';
import { regradeRepo, type RegradeAttempt } from './regrade-repo.js';
import { currentQuestions, scoreTrial } from './rescore.js';

interface Planned extends RegradeChange {
  graded: GradedScore;
}

const outcome = (o: { score: number | null; percentage: number | null; passed: boolean | null }): RegradeOutcome => ({
  score: o.score,
  percentage: o.percentage,
  passed: o.passed,
});

const same = (a: RegradeOutcome, b: RegradeOutcome) => a.score === b.score && a.percentage === b.percentage && a.passed === b.passed;

/**
 * Regrading a version after a key correction: its ended attempts (never previews) are scored again by the
 * questions' current keys (the latest revision of each, see currentQuestions), with people's marks kept. A dry run
 * answers the changes and writes nothing; the real run computes them again under the attempts' row locks and
 * applies exactly those in one transaction, audited per attempt and as a whole. Certificates follow a flipped
 * pass, and the students whose released result changed are told why.
 *
 * A key correction applies to every taker or none (ranks and statistics compare them), so a staff member limited
 * to some classes regrades a version only when all its attempts are their students' (404 otherwise, as for an
 * attempt outside their scope). Rankings read the trials' scores, so they follow the applied regrade.
 */
export function regradeService({ db, materials, translate }: { db: Db; materials: QuizMaterialCache; translate: Translate }) {
  const plan = async (tx: Db, material: VersionMaterial, attempts: RegradeAttempt[]): Promise<Planned[]> => {
    const ids = attempts.map((a) => a.trial.id);
    // One after another: inside the transaction they share one connection.
    const current = await currentQuestions(tx, material);
    const answers = await regradeRepo(tx).selections(ids);
    const marks = await marksRepo(tx).latest(ids);
    return attempts.flatMap(({ trial, student }) => {
      const graded = scoreTrial(
        trial,
        current,
        material.quiz.passMark,
        answers.get(trial.id) ?? new Map(),
        marks.get(trial.id) ?? new Map(),
      );
      const before = outcome(trial);
      const after = outcome(graded);
      return same(before, after) ? [] : [{ trial: trial.id, student, before, after, graded }];
    });
  };

  const attemptsOf = async (tx: Db, versionId: number, scope: StudentScope) => {
    const attempts = await regradeRepo(tx).attempts(versionId, scope);
    if (attempts.some((a) => !a.visible)) throw notFound();
    return attempts;
  };

  const answer = (version: number, dryRun: boolean, attempts: number, changes: Planned[]): RegradeResponse => ({
    version,
    dry_run: dryRun,
    attempts,
    changes: changes.map(({ trial, student, before, after }) => ({ trial, student, before, after })),
    gains: changes.filter((c) => (c.after.score ?? 0) > (c.before.score ?? 0)).length,
    losses: changes.filter((c) => (c.after.score ?? 0) < (c.before.score ?? 0)).length,
    pass_changes: changes.filter((c) => c.before.passed !== c.after.passed).length,
  });

  /** The words a student reads: the outcome, the reason, and what became of the certificate (bilingual params). */
  const told = (passed: boolean, certificate: CertificateFollow) => {
    const key = `notifications:regrade.${certificate === 'revoked' ? 'revoked' : passed ? 'passed' : 'failed'}`;
    return { ar: translate('ar', key), en: translate('en', key) };
  };

  return {
    async regrade(operator: Operator, quizId: number, body: z.output<typeof RegradeRequest>, lang: Language): Promise<RegradeResponse> {
      if (!(await mayManageQuiz(db, operator, quizId))) throw notFound();
      const version = await regradeRepo(db).version(quizId, body.version);
      const material = version && (await materials.version(version.id));
      if (!version || !material) throw notFound();
      if (material.quiz.scoring !== 'graded') throw new AppError(409, 'not_graded', 'admin-errors:regrade.not_graded');
      const scope = await studentScope(db, operator);

      if (body.dry_run) {
        const attempts = await attemptsOf(db, version.id, scope);
        return answer(body.version, true, attempts.length, await plan(db, material, attempts));
      }

      const regradeId = randomUUID();
      return db.transaction(async (tx) => {
        await regradeRepo(tx).lock(version.id);
        const attempts = await attemptsOf(tx, version.id, scope);
        const changes = await plan(tx, material, attempts);
        for (const change of changes) {
          const row = await trialRepo(tx).rescored(change.trial, change.graded);
          const flipped = change.before.passed !== change.after.passed && change.after.passed !== null;
          const certificate = flipped ? await followCertificate(tx, change.trial, change.after.passed === true, lang, translate) : null;
          await recordAudit(tx, operator, {
            action: 'regrade',
            entity: 'trial',
            entityId: change.trial,
            before: change.before,
            after: { version: body.version, ...change.after, certificate },
          });
          await queuePassback(tx as unknown as Db, change.trial);
          // A result still awaiting marking is announced when its last mark releases it.
          if (row && change.graded.marking !== 'pending')
            await notify(tx, {
              kind: 'result',
              key: `trial:${change.trial}:regrade:${regradeId}`,
              to: [row.userId],
              link: `/quizzes/${quizId}/trials/${change.trial}/results`,
              params: {
                quiz: { ar: material.quiz.titleAr, en: material.quiz.titleEn },
                percentage: change.after.percentage ?? 0,
                outcome: told(change.after.passed === true, certificate),
              },
            });
        }
        const summary = answer(body.version, false, attempts.length, changes);
        await recordAudit(tx, operator, {
          action: 'regrade',
          entity: 'quiz',
          entityId: quizId,
          after: {
            version: body.version,
            attempts: summary.attempts,
            changes: changes.length,
            gains: summary.gains,
            losses: summary.losses,
            pass_changes: summary.pass_changes,
          },
        });
        return summary;
      });
    },
  };
}
