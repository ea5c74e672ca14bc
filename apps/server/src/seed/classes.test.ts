import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.js';
import { signAccessToken } from '../lib/tokens.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { seedClasses } from './classes.js';
import { DEMO_STUDENT_EMAIL, seedDemoAccounts } from './demo-accounts.js';

describe('demo classes seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('puts the demo student in a class with the physics midterm open, which they can start; once', async () => {
    expect(await seedClasses(t.app.db)).toBe(false);
    await seedDemoAccounts(t.app.db, t.app.log, {});
    expect(await seedClasses(t.app.db)).toBe(true);
    expect(await seedClasses(t.app.db)).toBe(false);

    const [student] = await t.app.db.select().from(users).where(eq(users.email, DEMO_STUDENT_EMAIL));
    await t.app.db
      .update(users)
      .set({ tokensValidAfter: new Date(Date.now() - 60_000) })
      .where(eq(users.id, student!.id));
    const headers = { authorization: `Bearer ${await signAccessToken(t.app.config.jwtSecret, { id: student!.id, role: 'student' })}` };
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/assignments/', headers });
    expect(mine.json()).toMatchObject([{ quiz: { title: 'اختبار الفيزياء النصفي' }, status: 'open', groups: ['الصف العاشر ب'] }]);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quizzes/quizzes/${mine.json()[0].quiz.id}/start/`,
      headers,
      payload: {},
    });
    expect(start.statusCode).toBe(201);
  });
});
