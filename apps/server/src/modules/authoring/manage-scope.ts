import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { quizzes } from '../../db/schema/quizzes.js';
import type { Operator } from '../audit/recorder.js';

/**
 * Whether this operator may manage this quiz (edit it, issue its coupons). Admins manage every quiz; staff, for
 * now, every quiz too: scoping staff to their classes' quizzes plugs in here, and every caller follows.
 */
export async function mayManageQuiz(db: Db, _operator: Operator, quizId: number): Promise<boolean> {
  const [quiz] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId));
  return quiz !== undefined;
}
