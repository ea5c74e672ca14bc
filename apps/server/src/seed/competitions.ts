import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { competitions } from '../db/schema/competitions.js';
import { quizzes } from '../db/schema/quizzes.js';

const DAY = 86_400_000;

/** Two competitions on the IQ test: one running, one upcoming. */
export async function seedCompetitions(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(competitions);
  const [iq] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.titleEn, 'IQ test'));
  if ((existing?.n ?? 0) > 0 || !iq) return false;
  const now = Date.now();
  await db.insert(competitions).values([
    {
      quizId: iq.id,
      titleAr: 'تحدي الذكاء الشهري',
      titleEn: 'Monthly IQ challenge',
      descriptionAr: 'اختبر قدراتك في الاستدلال ونافس زملاءك؛ يُرتَّب المتسابقون حسب الدرجة ثم الوقت.',
      descriptionEn: 'Test your reasoning and compete with your peers; ranked by score, then by time.',
      startsAt: new Date(now - DAY / 24),
      endsAt: new Date(now + 30 * DAY),
    },
    {
      quizId: iq.id,
      titleAr: 'مسابقة نهاية الأسبوع',
      titleEn: 'Weekend contest',
      descriptionAr: 'انضم الآن، وابدأ عند افتتاح المسابقة.',
      descriptionEn: 'Join now and start when the contest opens.',
      startsAt: new Date(now + 2 * DAY),
      endsAt: new Date(now + 3 * DAY),
      maxParticipants: 500,
    },
  ]);
  return true;
}
