import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { answers, questions, quizVersions, quizzes, trialAnswers, trials } from '../db/schema/quizzes.js';
import { DEMO_STUDENT_EMAIL } from './demo-accounts.js';
import { READING_AND_WRITING_TITLE } from './quizzes/reading-and-writing.js';

const MINUTE = 60_000;

const ESSAY =
  '<p>قيل إن النخلة لا يضيع منها شيء لأن كل جزء منها نافع. فثمرها التمر غذاء يؤكل كل عام، ' +
  'وسعفها يُصنع منه الحصير والسلال التي تستعمل في البيوت، وجذوعها كانت تُسقف بها البيوت القديمة. ' +
  'ولهذا أحبها الناس وزرعوها قرب بيوتهم، لأنها تعطي كثيرًا وتطلب قليلًا.</p>';

/**
 * The demo student's finished attempt at the reading-and-writing quiz, its essay awaiting a teacher's mark: what
 * the marking queue and the "awaiting marking" result show on a fresh `npm start`. Skipped once the student has
 * an attempt at that quiz (or the quiz is missing).
 */
export async function seedWrittenAnswers(db: Db): Promise<boolean> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STUDENT_EMAIL));
  const [quiz] = await db
    .select({ id: quizzes.id, versionId: quizzes.currentVersionId })
    .from(quizzes)
    .where(eq(quizzes.titleAr, READING_AND_WRITING_TITLE));
  if (!student || !quiz?.versionId) return false;
  const [existing] = await db
    .select({ n: count() })
    .from(trials)
    .where(and(eq(trials.userId, student.id), eq(trials.quizId, quiz.id)));
  if ((existing?.n ?? 0) > 0) return false;

  const [version] = await db.select({ snapshot: quizVersions.snapshot }).from(quizVersions).where(eq(quizVersions.id, quiz.versionId));
  const ids = version?.snapshot.sections.flatMap((section) => section.questionIds) ?? [];
  if (!ids.length) return false;
  const found = await db
    .select({ id: questions.id, type: questions.type, weight: questions.weight })
    .from(questions)
    .where(inArray(questions.id, ids));
  const rows = ids.flatMap((id) => found.filter((q) => q.id === id));
  const choices = rows.filter((q) => q.type === 'single_choice');
  const essay = rows.find((q) => q.type === 'essay');
  if (!essay || choices.length === 0) return false;
  const right = await db
    .select({ id: answers.id, questionId: answers.questionId })
    .from(answers)
    .where(and(inArray(answers.questionId, ids), eq(answers.isCorrect, true)));
  const rightOf = new Map(right.map((a) => [a.questionId, a.id]));
  const order = [...choices.map((q) => q.id), essay.id];
  const now = Date.now();
  const trialId = randomUUID();
  const score = choices.reduce((sum, q) => sum + q.weight, 0);
  await db.transaction(async (tx) => {
    await tx.insert(trials).values({
      id: trialId,
      userId: student.id,
      quizId: quiz.id,
      versionId: quiz.versionId,
      status: 'completed',
      startedAt: new Date(now - 25 * MINUTE),
      deadline: new Date(now + 5 * MINUTE),
      completedAt: new Date(now - 5 * MINUTE),
      completedBy: 'client',
      questionOrder: order,
      score,
      maxScore: score + essay.weight,
      percentage: null,
      passed: null,
      correctCount: choices.length,
      marking: 'pending',
      picks: order.map((id) => `${id}:${rightOf.get(id) ?? 0}`).join(','),
      firstAttempt: true,
    });
    await tx
      .insert(trialAnswers)
      .values([
        ...choices.map((q) => ({ trialId, questionId: q.id, selectedAnswerId: rightOf.get(q.id) ?? null })),
        { trialId, questionId: essay.id, response: { text: ESSAY } },
      ]);
  });
  return true;
}
