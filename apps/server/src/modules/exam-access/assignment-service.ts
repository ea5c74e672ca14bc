import type { AccessRulesUpdate, AssignmentAccessRules } from '@mizan/contract/admin/exam-access';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { assignmentRepo, type AssignmentRow } from '../assignments/repo.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { studentScope } from '../groups/scope.js';
import { auditedRules, ruleFields, rulesView } from './rule-fields.js';
import { accessRulesRepo, assignmentRulesRepo, type RuleFields } from './rules-repo.js';
import { sebConfigFile } from './seb-config-file.js';

interface Options {
  db: Db;
  secret: string;
  publicUrl: string;
}

/**
 * An assignment's own access rules (#32, like a Moodle group override of a quiz's password and rules): while set,
 * they replace its quiz's for the sittings started through it. Scoped as the assignment itself is: staff read
 * the assignments reaching their classes and change only those whose every class is theirs.
 */
export function assignmentAccessService({ db, secret, publicUrl }: Options) {
  const assignments = assignmentRepo(db);
  const generatedKey = (quizId: number) => sebConfigFile(publicUrl, quizId).key;

  const visible = async (operator: Operator, id: number): Promise<AssignmentRow> => {
    const row = await assignments.one(id, await studentScope(db, operator));
    if (!row) throw notFound();
    return row;
  };
  const changeable = async (operator: Operator, id: number): Promise<AssignmentRow> => {
    const scope = await studentScope(db, operator);
    const row = await assignments.one(id, scope);
    const groups = row ? row.groups.map((g) => g.id) : [];
    if (!row || (await assignments.groupsInScope(groups, scope)).length !== groups.length) throw notFound();
    return row;
  };

  const view = async (assignment: AssignmentRow, own: RuleFields | undefined): Promise<AssignmentAccessRules> => ({
    ...rulesView(generatedKey(assignment.quizId), own ?? (await accessRulesRepo(db).get(assignment.quizId))),
    own_rules: own !== undefined,
    quiz: assignment.quizId,
  });

  return {
    async read(operator: Operator, id: number): Promise<AssignmentAccessRules> {
      const assignment = await visible(operator, id);
      return view(assignment, await assignmentRulesRepo(db).get(id));
    },

    /** Sets the assignment's own rules (the first PUT starts them: no password unless one is given). */
    async update(operator: Operator, id: number, body: AccessRulesUpdate): Promise<AssignmentAccessRules> {
      const assignment = await changeable(operator, id);
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const repo = assignmentRulesRepo(tx);
        const before = await repo.get(id);
        const fields = ruleFields(body, before, secret, generatedKey(assignment.quizId));
        await repo.save(id, fields);
        await recordAudit(tx, operator, {
          action: before ? 'update' : 'create',
          entity: 'assignment_access_rules',
          entityId: id,
          before: auditedRules(before) ?? null,
          after: { ...auditedRules(fields), password_changed: body.access_password !== undefined },
        });
        return fields;
      });
      return view(assignment, row);
    },

    /** Drops the assignment's own rules: its sittings follow the quiz's again. */
    async remove(operator: Operator, id: number): Promise<void> {
      await changeable(operator, id);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const repo = assignmentRulesRepo(tx);
        const before = await repo.get(id);
        if (!(await repo.remove(id))) return;
        await recordAudit(tx, operator, {
          action: 'delete',
          entity: 'assignment_access_rules',
          entityId: id,
          before: auditedRules(before),
        });
      });
    },

    /**
     * The .seb file for the assignment's sittings: its quiz's (SEB opens the quiz's instructions page, where the
     * student's open assignment is found), so its Config Key is the one the assignment's rules accept unasked.
     */
    async sebConfig(operator: Operator, id: number): Promise<{ xml: string; quizId: number }> {
      const assignment = await visible(operator, id);
      const { xml, key } = sebConfigFile(publicUrl, assignment.quizId);
      await recordAudit(db, operator, {
        action: 'download',
        entity: 'assignment_access_rules',
        entityId: id,
        after: { quiz: assignment.quizId, seb_config_key: key },
      });
      return { xml, quizId: assignment.quizId };
    },
  };
}

/**
 * An assignment given another quiz keeps its own rules, but the generated .seb it accepts unasked becomes the new
 * quiz's (the old one opens another quiz's page). Run in the transaction that changes the quiz.
 */
export async function followQuiz(db: Db, publicUrl: string, assignmentId: number, from: number, to: number): Promise<void> {
  if (from === to) return;
  await assignmentRulesRepo(db).replaceConfigKey(assignmentId, sebConfigFile(publicUrl, from).key, sebConfigFile(publicUrl, to).key);
}
