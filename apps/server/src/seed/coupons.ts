import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { coupons } from '../db/schema/payments.js';
import { quizzes } from '../db/schema/quizzes.js';
import { verbalAptitudeQuiz } from './quizzes/access-quizzes.js';

/** Free access to the demo coupon quiz. */
export const DEMO_FREE_COUPON = 'FREE77';
/** Half price on any quiz, for trying a discounted purchase. */
export const DEMO_HALF_COUPON = 'HALFPR';

/** Demo codes, each written only when missing. */
export async function seedCoupons(db: Db): Promise<boolean> {
  const [quiz] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.titleEn, verbalAptitudeQuiz.titleEn ?? ''), eq(quizzes.access, 'coupon')));
  const rows = [
    ...(quiz ? [{ code: DEMO_FREE_COUPON, quizId: quiz.id, discountPercent: 100, maxUses: 1000 }] : []),
    { code: DEMO_HALF_COUPON, quizId: null, discountPercent: 50, maxUses: null },
  ];
  const inserted = await db.insert(coupons).values(rows).onConflictDoNothing({ target: coupons.code }).returning({ id: coupons.id });
  return inserted.length > 0;
}
