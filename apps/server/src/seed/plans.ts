import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { plans } from '../db/schema/payments.js';

/** The plans a fresh installation sells; operators edit them afterwards. */
export const DEMO_PLANS: (typeof plans.$inferInsert)[] = [
  {
    nameAr: 'اختبار واحد',
    nameEn: 'Single quiz',
    descriptionAr: 'افتح اختبارًا مدفوعًا واحدًا تختاره، لمحاولة واحدة.',
    descriptionEn: 'Unlock one paid quiz of your choice for one attempt.',
    priceHalalas: 4900,
    numberOfQuizzes: 1,
    position: 1,
  },
  {
    nameAr: 'باقة ثلاثة اختبارات',
    nameEn: 'Bundle of 3 quizzes',
    descriptionAr: 'ثلاث محاولات في أي اختبارات مدفوعة، بسعر أقل من شرائها منفردة.',
    descriptionEn: 'Three attempts at any paid quizzes, for less than buying them one by one.',
    priceHalalas: 11900,
    numberOfQuizzes: 3,
    position: 2,
  },
  {
    nameAr: 'باقة عشرة اختبارات',
    nameEn: 'Bundle of 10 quizzes',
    descriptionAr: 'عشر محاولات في أي اختبارات مدفوعة، للتدريب المنتظم.',
    descriptionEn: 'Ten attempts at any paid quizzes, for regular practice.',
    priceHalalas: 29900,
    numberOfQuizzes: 10,
    position: 3,
  },
];

export async function seedPlans(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(plans);
  if ((existing?.n ?? 0) > 0) return false;
  await db.insert(plans).values(DEMO_PLANS);
  return true;
}
