import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQuiz, type InsertedQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestUser } from '../../test/users.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { LtiPlatformSimulator, type SimUser } from './testing/platform-simulator.js';
import { startToolServer, type ToolServer } from './testing/tool-server.js';

describe('LTI Names and Role Provisioning: the course roster becomes the class', () => {
  let tool: ToolServer;
  let sim: LtiPlatformSimulator;
  let quiz: InsertedQuiz;
  const teacher: SimUser = { sub: 't-1', name: 'Omar Teacher', email: 'omar@lms.example', roles: 'instructor' };
  const learners: SimUser[] = [1, 2, 3].map((n) => ({ sub: `l-${n}`, name: `Learner ${n}`, email: `l${n}@lms.example`, roles: 'learner' }));
  const context = { id: 'course-9', title: 'Chemistry 9' };

  beforeAll(async () => {
    [tool, sim] = await Promise.all([startToolServer(), LtiPlatformSimulator.start()]);
    const admin = await createTestUser(tool.app, { role: 'admin' });
    sim.configureTool((await tool.app.inject({ method: 'GET', url: '/api/v1/admin/lti/tool/', headers: admin.headers })).json());
    await tool.app.inject({
      method: 'POST',
      url: '/api/v1/admin/lti/platforms/',
      headers: admin.headers,
      payload: {
        name: 'Canvas',
        ...sim.manualRegistration,
      },
    });
    quiz = await insertQuiz(tool.app.db, gradedQuiz());
  });
  afterAll(async () => {
    await tool?.close();
    await sim?.close();
  });

  const runJobs = () => tool.settleJobs();
  const roster = () =>
    tool.database.rows<{ email: string; as: string }>(sql`
      select u.email, 'staff' as as from group_staff s join users u on u.id = s.user_id
      union all select u.email, 'student' from group_members m join users u on u.id = m.user_id
      order by 2, 1`);

  it('brings the whole roster in when an instructor launches: staff and students, accounts linked by LMS id', async () => {
    sim.members.set(context.id, [teacher, learners[0]!, learners[1]!]);
    expect((await sim.launch({ user: teacher, quizId: quiz.id, context })).status).toBe(303);
    await runJobs();
    expect(await roster()).toEqual([
      { email: 'omar@lms.example', as: 'staff' },
      { email: 'l1@lms.example', as: 'student' },
      { email: 'l2@lms.example', as: 'student' },
    ]);
    const classes = await tool.database.rows<{ name_ar: string }>(sql`select name_ar from groups`);
    expect(classes).toEqual([{ name_ar: 'Chemistry 9' }]);
    // A learner who launches later is the account the roster made.
    const launch = await sim.launch({ user: learners[0]!, quizId: quiz.id, context });
    const code = new URL(launch.location!).hash.replace('#code=', '');
    const session = (await tool.app.inject({ method: 'POST', url: '/api/v1/lti/exchange/', payload: { code } })).json();
    const users = await tool.database.rows<{ n: number }>(sql`select count(*)::int as n from users where email = 'l1@lms.example'`);
    expect(users[0]!.n).toBe(1);
    expect(session.user.email).toBe('l1@lms.example');
  });

  it('updates the class: a learner who left leaves it, a new one joins, people added by hand stay', async () => {
    const [group] = await tool.database.rows<{ id: number }>(sql`select id from groups`);
    const manual = await createTestUser(tool.app, { email: 'manual@school.example' });
    await tool.database.rows(sql`insert into group_members (group_id, user_id) values (${group!.id}, ${manual.id})`);
    sim.members.set(context.id, [teacher, learners[1]!, learners[2]!]);
    await sim.launch({ user: teacher, quizId: quiz.id, context });
    await runJobs();
    expect(await roster()).toEqual([
      { email: 'omar@lms.example', as: 'staff' },
      { email: 'l2@lms.example', as: 'student' },
      { email: 'l3@lms.example', as: 'student' },
      { email: 'manual@school.example', as: 'student' },
    ]);
  });
});
