import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionParticipants, competitions } from '../../db/schema/competitions.js';
import { assignmentGroups, assignments, groupMembers, groups } from '../../db/schema/groups.js';
import { jobs } from '../../db/schema/jobs.js';
import { notifications } from '../../db/schema/notifications.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTwoApps, type TwoApps } from '../../test/app.js';
import { startTestSmtp, type TestMailbox } from '../../test/smtp.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { scheduleAssignmentNotices } from './assignment-notices.js';
import { scheduleCompetitionReminder } from './competition-reminders.js';

/** Two API processes on one PostgreSQL run the same queue: a reminder reaches each participant once, e-mail included. */
describe.skipIf(!process.env['TEST_DATABASE_URL'])('competition and assignment notices with two app instances on one PostgreSQL', () => {
  let mailbox: TestMailbox;
  let apps: TwoApps;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    mailbox = await startTestSmtp();
    ({ a, b } = apps = await createTwoApps({ smtpUrl: mailbox.url }));
  });
  afterAll(async () => {
    await apps.close();
    await mailbox.close();
  });

  /** Both instances claim and run due jobs until none is left (the moments brought forward to now). */
  const drain = async (app: FastifyInstance) => {
    for (;;) {
      await app.db
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(sql`${jobs.lockedUntil} is null`);
      if ((await app.jobs.runDue()) === 0) return;
    }
  };

  it('sends each reminder once although both instances work the queue (and the job was scheduled twice)', async () => {
    const quiz = await insertQuiz(a.db, gradedQuiz());
    const startsAt = new Date(Date.now() + 20 * 60_000);
    const [row] = await a.db
      .insert(competitions)
      .values({ quizId: quiz.id, titleAr: 'مسابقة', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .returning({ id: competitions.id });
    const participants: TestUser[] = [];
    for (let i = 0; i < 30; i++) participants.push(await createTestUser(a));
    await a.db.insert(competitionParticipants).values(participants.map((p) => ({ competitionId: row!.id, userId: p.id })));
    await scheduleCompetitionReminder(a.db, row!.id, startsAt);
    await scheduleCompetitionReminder(b.db, row!.id, startsAt);

    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);

    const rows = await a.db.select().from(notifications).where(eq(notifications.kind, 'competition_starting'));
    expect(rows).toHaveLength(30);
    expect(rows.every((n) => n.emailedAt !== null)).toBe(true);
    for (const p of participants) expect(mailbox.pending(p.email)).toHaveLength(1);
    expect(await a.jobs.depth()).toEqual({ waiting: 0, failed: 0 });
  });

  it('tells each student of a class once that an assignment opened, whichever instance runs its job', async () => {
    const quiz = await insertQuiz(a.db, gradedQuiz({ access: 'assigned' }));
    const students: TestUser[] = [];
    for (let i = 0; i < 30; i++) students.push(await createTestUser(a));
    const [group] = await a.db
      .insert(groups)
      .values({ nameAr: 'فصل', joinCode: `TWO${Date.now()}` })
      .returning({ id: groups.id });
    await a.db.insert(groupMembers).values(students.map((s) => ({ groupId: group!.id, userId: s.id })));
    const window = { opensAt: new Date(Date.now() - 60_000), closesAt: new Date(Date.now() + 30 * 60_000) };
    const [assignment] = await a.db
      .insert(assignments)
      .values({ quizId: quiz.id, ...window })
      .returning({ id: assignments.id });
    await a.db.insert(assignmentGroups).values({ assignmentId: assignment!.id, groupId: group!.id });
    await scheduleAssignmentNotices(a.db, assignment!.id, [window]);
    await scheduleAssignmentNotices(b.db, assignment!.id, [window]);
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);

    const rows = await a.db.select().from(notifications).where(eq(notifications.kind, 'assignment_opened'));
    expect(rows).toHaveLength(30);
    for (const s of students) expect(mailbox.pending(s.email)).toHaveLength(1);
    expect(await a.jobs.depth()).toEqual({ waiting: 0, failed: 0 });
  });
});
