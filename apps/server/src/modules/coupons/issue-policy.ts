import type { Db } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { settingsRepo } from '../settings/repo.js';

/**
 * Who may issue (or enable) codes of this scope and discount. Admins: any. Staff: only for one quiz they may
 * manage (a code for every quiz also discounts plans, which are the admins' money), and never above the discount
 * an admin allows staff (0 by default: staff issue none).
 */
export async function checkCouponIssuer(db: Db, operator: Operator, quizId: number | null, discountPercent: number): Promise<void> {
  if (operator.role === 'admin') return;
  const { staffCouponMaxDiscountPercent: max } = await settingsRepo(db).read();
  if (max === 0) throw new AppError(403, 'permission_denied', 'admin-errors:coupons.staff_not_allowed');
  if (quizId === null) throw fieldError('quiz', 'admin-errors:coupons.staff_quiz_required');
  if (!(await mayManageQuiz(db, operator, quizId))) throw fieldError('quiz', 'admin-errors:coupons.unknown_quiz');
  if (discountPercent > max) throw fieldError('discount_percent', 'admin-errors:coupons.staff_max_discount', { max });
}
