import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/accounts.js';
import { assignmentGroups, assignments, groupMembers, groups } from '../db/schema/groups.js';
import { newJoinCode } from '../modules/groups/join-code.js';
import { scheduleAssignmentNotices } from '../modules/notifications/assignment-notices.js';
import { DEMO_STUDENT_EMAIL } from './demo-accounts.js';
import { physicsMidtermQuiz } from './quizzes/physics-midterm.js';
import { insertQuiz } from './quizzes/insert-quiz.js';

const DAY = 86_400_000;

/**
 * Two demo classes, the demo student in one, and their work: the physics midterm (an `assigned` quiz) open
 * for a week, with its notices scheduled. Skipped once any class exists.
 */
export async function seedClasses(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(groups);
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STUDENT_EMAIL));
  if ((existing?.n ?? 0) > 0 || !student) return false;
  const physics = await insertQuiz(db, { ...physicsMidtermQuiz, categoryId: null });
  const now = Date.now();
  await db.transaction(async (tx) => {
    const [tenB, elevenA] = await tx
      .insert(groups)
      .values([
        { nameAr: 'الصف العاشر ب', nameEn: 'Grade 10 B', code: '10-B', joinCode: newJoinCode() },
        { nameAr: 'الصف الحادي عشر أ', nameEn: 'Grade 11 A', code: '11-A', joinCode: newJoinCode() },
      ])
      .returning({ id: groups.id });
    await tx.insert(groupMembers).values({ groupId: tenB!.id, userId: student.id });
    const window = { opensAt: new Date(now - DAY / 24), closesAt: new Date(now + 7 * DAY) };
    const [midterm] = await tx
      .insert(assignments)
      .values({ quizId: physics.id, ...window })
      .returning({ id: assignments.id });
    await tx.insert(assignmentGroups).values([tenB!.id, elevenA!.id].map((groupId) => ({ assignmentId: midterm!.id, groupId })));
    // As an operator's assignment would: the demo student hears it opened, and is reminded before it closes.
    await scheduleAssignmentNotices(tx as unknown as Db, midterm!.id, [window]);
  });
  return true;
}
