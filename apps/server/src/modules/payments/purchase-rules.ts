import type { Db } from '../../db/client.js';
import { fieldError } from '../../lib/app-error.js';
import { planRepo, type PlanRow } from '../plans/repo.js';
import { trialRepo } from '../trials/trial-repo.js';

export type PurchaseProblem = 'quiz_unknown' | 'quiz_free' | 'attempts_used';

/**
 * Why this student could not use this purchase now, or null. A named quiz must be published and not archived; a
 * single-quiz purchase must also be of a quiz that is not free (a free quiz never consumes it) and that the
 * student still has attempts of. A bundle stays usable for its other quizzes.
 */
export async function purchaseProblem(db: Db, userId: string, plan: PlanRow, quizId: number | null): Promise<PurchaseProblem | null> {
  if (quizId == null) return null;
  const trials = trialRepo(db);
  const quiz = await trials.quiz(quizId);
  // An assigned quiz is never bought: its classes' students start it without paying, nobody else sees it.
  if (!quiz?.published || quiz.archivedAt || quiz.access === 'assigned') return 'quiz_unknown';
  if (plan.numberOfQuizzes !== 1) return null;
  if (quiz.access === 'free') return 'quiz_free';
  if (quiz.attemptsAllowed != null && (await trials.attempts(userId, quizId)) >= quiz.attemptsAllowed) return 'attempts_used';
  return null;
}

/** The same question for a recorded payment (a paid purchase arriving anyway is refunded when it is true). */
export async function unusablePurchase(db: Db, userId: string, planId: number, quizId: number | null): Promise<boolean> {
  const plan = await planRepo(db).find(planId);
  return plan != null && (await purchaseProblem(db, userId, plan, quizId)) != null;
}

/**
 * What quote and save both check before money moves (before the card form): the plan is on sale, a single-quiz
 * plan names its quiz, a plan limited to some quizzes is bought for one of them, and the student can use it.
 */
export async function purchasablePlan(db: Db, userId: string, planId: number, quizId: number | null): Promise<PlanRow> {
  const plan = await planRepo(db).find(planId);
  if (!plan?.active) throw fieldError('plan', 'payments-errors:field.plan_unknown');
  if (plan.numberOfQuizzes === 1 && quizId == null) throw fieldError('quiz', 'payments-errors:field.quiz_required');
  const problem = await purchaseProblem(db, userId, plan, quizId);
  if (problem) throw fieldError('quiz', `payments-errors:field.${problem}`);
  if (quizId != null && plan.quizIds && !plan.quizIds.includes(quizId)) throw fieldError('plan', 'payments-errors:field.plan_not_for_quiz');
  return plan;
}
