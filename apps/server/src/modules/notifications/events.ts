import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notify, notifyFrom } from './notify.js';

/** What a graded result says besides its percentage (a quiz without a pass mark says nothing more). */
const OUTCOME = {
  passed: { ar: 'ناجح', en: 'Passed' },
  failed: { ar: 'لم تجتز', en: 'Not passed' },
  none: { ar: '', en: '' },
};

/**
 * The student's graded result, raised once per trial by whichever path completed it (the student, the deadline,
 * the sweep); read from the trial in the statement that raises it. A trial awaiting marking is announced when its
 * last mark releases it (the marking module runs the completion hooks again then); the same key keeps it once. Profile results and previews are not announced.
 */
export function notifyResult(db: Db, trialId: string): Promise<number> {
  return notifyFrom(
    db,
    'result',
    sql`select t.user_id, 'trial:' || t.id || ':result' as dedupe_key,
          jsonb_build_object(
            'quiz', jsonb_build_object('ar', q.title_ar, 'en', q.title_en),
            'percentage', round(coalesce(t.percentage, 0)::numeric, 2),
            'outcome', case when t.passed then ${JSON.stringify(OUTCOME.passed)}::jsonb
                            when not t.passed then ${JSON.stringify(OUTCOME.failed)}::jsonb
                            else ${JSON.stringify(OUTCOME.none)}::jsonb end) as params,
          '/quizzes/' || t.quiz_id || '/trials/' || t.id || '/results' as link
        from trials t join quizzes q on q.id = t.quiz_id
        where t.id = ${trialId} and t.status = 'completed' and not t.preview and q.scoring = 'graded'
          and t.marking is distinct from 'pending'`,
  );
}

export function notifyCertificate(
  db: Db,
  certificate: { userId: string; trialId: string; quizId: number; quizTitleAr: string; quizTitleEn: string },
): Promise<number> {
  return notify(db, {
    kind: 'certificate',
    key: `trial:${certificate.trialId}:certificate`,
    to: [certificate.userId],
    link: `/quizzes/${certificate.quizId}/trials/${certificate.trialId}/certificate`,
    params: { quiz: { ar: certificate.quizTitleAr, en: certificate.quizTitleEn } },
  });
}

/** A paid payment's receipt, raised in the transaction that grants it. */
export function notifyReceipt(
  db: Db,
  payment: { id: string; userId: string; amountHalalas: number },
  plan: { nameAr: string; nameEn: string },
): Promise<number> {
  return notify(db, {
    kind: 'receipt',
    key: `payment:${payment.id}:receipt`,
    to: [payment.userId],
    link: '/profile#purchases',
    params: { item: { ar: plan.nameAr, en: plan.nameEn }, amount: payment.amountHalalas / 100 },
  });
}
