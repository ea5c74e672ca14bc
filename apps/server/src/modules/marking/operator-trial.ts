import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { studentScope } from '../groups/scope.js';
import { operatorTrialsRepo, type OperatorTrialRow } from './trials-repo.js';

/**
 * The trial when this operator may manage its quiz and teaches its student (staff assigned to classes reach only
 * their classes' attempts); with `previews`, also the operator's own previews. 404 otherwise, as for a missing one.
 */
export async function operatorTrial(db: Db, operator: Operator, trialId: string, previews = false): Promise<OperatorTrialRow> {
  const row = await operatorTrialsRepo(db).get(trialId, await studentScope(db, operator), previews ? operator.userId : undefined);
  if (!row || !(await mayManageQuiz(db, operator, row.trial.quizId))) throw notFound();
  return row;
}
