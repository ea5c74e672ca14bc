import type { Db } from '../../db/client.js';
import { fieldError } from '../../lib/app-error.js';
import { planRepo, type PlanRow } from '../plans/repo.js';
import { trialRepo } from '../trials/trial-repo.js';

/**
 * What quote and save both check before money moves: the plan is on sale, the quiz (when named) is published,
 * a single-quiz plan names its quiz, and a plan limited to some quizzes is bought for one of them.
 */
export async function purchasablePlan(db: Db, planId: number, quizId: number | null): Promise<PlanRow> {
  const plan = await planRepo(db).find(planId);
  if (!plan?.active) throw fieldError('plan', 'payments-errors:field.plan_unknown');
  if (quizId != null && !(await trialRepo(db).publishedQuiz(quizId))) throw fieldError('quiz', 'payments-errors:field.quiz_unknown');
  if (plan.numberOfQuizzes === 1 && quizId == null) throw fieldError('quiz', 'payments-errors:field.quiz_required');
  if (quizId != null && plan.quizIds && !plan.quizIds.includes(quizId)) throw fieldError('plan', 'payments-errors:field.plan_not_for_quiz');
  return plan;
}
