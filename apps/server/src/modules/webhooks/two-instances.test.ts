import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/integrations.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTwoApps, type TwoApps } from '../../test/app.js';
import { createTestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

/**
 * Each process keeps which event types someone subscribes to (completing a trial then costs no query): a subscription
 * made on one process is heard by the other, whose next completion raises the event.
 */
describe.skipIf(!process.env['TEST_DATABASE_URL'])('webhook subscriptions with two app instances on one PostgreSQL', () => {
  let apps: TwoApps;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    ({ a, b } = apps = await createTwoApps());
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(() => apps.close());

  it('a trial completed on the other process raises trial.completed once someone subscribes on this one', async () => {
    const admin = await createTestUser(a, { role: 'admin' });
    const student = await createTestUser(a);
    const quiz = await insertQuiz(a.db, gradedQuiz());
    const onB = apiClient(b);
    const sit = async () => {
      const trial = (await onB('POST', `quizzes/quizzes/${quiz.id}/start/`, student, {})).json() as { id: string };
      expect((await onB('POST', `quizzes/trials/${trial.id}/complete/`, student, {})).statusCode).toBe(200);
      return trial.id;
    };
    const raised = async (trialId: string) =>
      (
        await a.db
          .select()
          .from(webhookEvents)
          .where(eq(webhookEvents.dedupeKey, `trial.completed:${trialId}`))
      ).length;

    expect(await raised(await sit())).toBe(0); // nobody listens yet: nothing stored
    const created = await apiClient(a)('POST', 'admin/webhooks/', admin, { url: 'http://127.0.0.1:9/hook', events: ['trial.completed'] });
    expect(created.statusCode, created.body).toBe(201);
    // The other process hears of it through PostgreSQL's NOTIFY within moments.
    await expect.poll(async () => raised(await sit()), { timeout: 10_000, interval: 200 }).toBe(1);
  });
});
