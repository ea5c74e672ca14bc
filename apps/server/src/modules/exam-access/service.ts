import { and, eq, isNotNull } from 'drizzle-orm';
import type { AccessRules, AccessRulesUpdate } from '@mizan/contract/admin/exam-access';
import type { Db } from '../../db/client.js';
import { trials } from '../../db/schema/quizzes.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { operatorTrial } from '../marking/operator-trial.js';
import { auditedRules, ruleFields, rulesView } from './rule-fields.js';
import { accessRulesRepo, type RuleFields } from './rules-repo.js';
import { sebConfigFile } from './seb-config-file.js';

interface Options {
  db: Db;
  secret: string;
  publicUrl: string;
}

/** A quiz's access rules for the console (#32), the generated SEB configuration, and releasing a bound device. */
export function examAccessService({ db, secret, publicUrl }: Options) {
  const rules = accessRulesRepo(db);
  const generatedKey = (quizId: number) => sebConfigFile(publicUrl, quizId).key;
  const assertQuiz = async (operator: Operator, quizId: number) => {
    if (!(await mayManageQuiz(db, operator, quizId))) throw notFound();
  };

  const view = (quizId: number, row: RuleFields | undefined): AccessRules => rulesView(generatedKey(quizId), row);

  return {
    async read(operator: Operator, quizId: number): Promise<AccessRules> {
      await assertQuiz(operator, quizId);
      return view(quizId, await rules.get(quizId));
    },

    async update(operator: Operator, quizId: number, body: AccessRulesUpdate): Promise<AccessRules> {
      await assertQuiz(operator, quizId);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const txRules = accessRulesRepo(tx);
        const before = await txRules.get(quizId);
        const row = { quizId, ...ruleFields(body, before, secret, generatedKey(quizId)) };
        await txRules.save(row);
        await recordAudit(tx, operator, {
          action: 'update',
          entity: 'quiz_access_rules',
          entityId: quizId,
          before: auditedRules(before) ?? null,
          after: { ...auditedRules(row), password_changed: body.access_password !== undefined },
        });
        return view(quizId, row);
      });
    },

    /** The .seb file that opens the quiz in Safe Exam Browser (audited: who handed the configuration out). */
    async sebConfig(operator: Operator, quizId: number): Promise<string> {
      await assertQuiz(operator, quizId);
      const { xml, key } = sebConfigFile(publicUrl, quizId);
      await recordAudit(db, operator, {
        action: 'download',
        entity: 'quiz_access_rules',
        entityId: quizId,
        after: { seb_config_key: key },
      });
      return xml;
    },

    /** The attempt may continue on another device: its student's next start binds the device it comes from. */
    async releaseDevice(operator: Operator, trialId: string): Promise<void> {
      const { trial } = await operatorTrial(db, operator, trialId);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const released = await tx
          .update(trials)
          .set({ deviceHash: null })
          .where(and(eq(trials.id, trialId), eq(trials.status, 'in_progress'), isNotNull(trials.deviceHash)))
          .returning({ id: trials.id });
        if (!released.length) throw new AppError(409, 'no_device_bound', 'admin-errors:access.no_device_bound');
        await recordAudit(tx, operator, { action: 'release_device', entity: 'trial', entityId: trialId, before: { quiz: trial.quizId } });
      });
    },
  };
}
