import { and, eq, isNotNull } from 'drizzle-orm';
import type { AccessRules, AccessRulesUpdate } from '@mizan/contract/admin/exam-access';
import type { Db } from '../../db/client.js';
import { trials } from '../../db/schema/quizzes.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { operatorTrial } from '../marking/operator-trial.js';
import { sittingPasswordHash } from './password.js';
import { accessRulesRepo, type AccessRulesRow } from './rules-repo.js';
import { sebConfigFile } from './seb-config-file.js';

interface Options {
  db: Db;
  secret: string;
  publicUrl: string;
}

/** What the audit log keeps of the rules: never the password's hash, only whether there is one. */
const audited = (row: AccessRulesRow | undefined) =>
  row && {
    access_password_set: row.passwordHash !== null,
    allowed_ip_ranges: row.allowedIpRanges ?? [],
    one_device: row.oneDevice,
    seb_required: row.sebRequired,
    seb_config_keys: row.sebConfigKeys,
    seb_browser_exam_keys: row.sebBrowserExamKeys,
  };

/** A quiz's access rules for the console (#32), the generated SEB configuration, and releasing a bound device. */
export function examAccessService({ db, secret, publicUrl }: Options) {
  const rules = accessRulesRepo(db);
  const generatedKey = (quizId: number) => sebConfigFile(publicUrl, quizId).key;
  const assertQuiz = async (operator: Operator, quizId: number) => {
    if (!(await mayManageQuiz(db, operator, quizId))) throw notFound();
  };

  const view = (quizId: number, row: AccessRulesRow | undefined): AccessRules => {
    const generated = generatedKey(quizId);
    return {
      access_password_set: Boolean(row?.passwordHash),
      allowed_ip_ranges: row?.allowedIpRanges ?? [],
      one_device: row?.oneDevice ?? false,
      seb_required: row?.sebRequired ?? false,
      // The generated configuration's key is stored beside the pasted ones (the statements check one list).
      seb_config_keys: (row?.sebConfigKeys ?? []).filter((k) => k !== generated),
      seb_browser_exam_keys: row?.sebBrowserExamKeys ?? [],
      seb_generated_config_key: generated,
    };
  };

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
        const passwordHash =
          body.access_password === undefined
            ? (before?.passwordHash ?? null)
            : body.access_password === null
              ? null
              : sittingPasswordHash(secret, body.access_password);
        const row = {
          quizId,
          passwordHash,
          allowedIpRanges: body.allowed_ip_ranges.length ? [...new Set(body.allowed_ip_ranges)] : null,
          oneDevice: body.one_device,
          sebRequired: body.seb_required,
          sebConfigKeys: [...new Set([...body.seb_config_keys, generatedKey(quizId)])],
          sebBrowserExamKeys: [...new Set(body.seb_browser_exam_keys)],
        };
        await txRules.save(row);
        await recordAudit(tx, operator, {
          action: 'update',
          entity: 'quiz_access_rules',
          entityId: quizId,
          before: audited(before) ?? null,
          after: { ...audited({ ...row, updatedAt: new Date() }), password_changed: body.access_password !== undefined },
        });
        return view(quizId, { ...row, updatedAt: new Date() });
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
