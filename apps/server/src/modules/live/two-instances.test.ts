import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoApps, type TwoApps } from '../../test/app.js';
import { createTestUser } from '../../test/users.js';
import { publishSitting } from '../exam-access/test-sitting.js';
import { apiClient } from '../trials/test-api.js';
import { openLiveStream } from './test-stream.js';

/**
 * Each process answers the players' live poll from memory: what an invigilator does on one process (more time, an
 * announcement, ending the attempt) reaches a player polling, or holding a stream on, another within moments, by
 * PostgreSQL's NOTIFY.
 */
describe.skipIf(!process.env['TEST_DATABASE_URL'])('the live channel with two app instances on one PostgreSQL', () => {
  let apps: TwoApps;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    ({ a, b } = apps = await createTwoApps());
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(() => apps.close());

  it("an extension, an announcement and an ending made on one process reach the player's poll on the other", async () => {
    const admin = await createTestUser(a, { role: 'admin' });
    const student = await createTestUser(a);
    const { quizId } = await publishSitting(a, admin, { duration_minutes: 30 });
    const [onA, onB] = [apiClient(a), apiClient(b)];
    const trial = (await onB('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json().id as string;
    const poll = async () => (await onB('GET', `quizzes/trials/${trial}/live/?after=0`, student)).json();
    const before = (await poll()).remaining_seconds as number; // now in B's memory

    expect((await onA('POST', `admin/trials/${trial}/extend/`, admin, { minutes: 10 })).statusCode).toBe(200);
    await expect.poll(async () => (await poll()).remaining_seconds, { timeout: 10_000, interval: 100 }).toBeGreaterThan(before + 590);

    expect((await onA('POST', `admin/quizzes/${quizId}/announcements/`, admin, { text: 'Five minutes left' })).statusCode).toBe(201);
    await expect.poll(async () => (await poll()).announcements.length, { timeout: 10_000, interval: 100 }).toBe(1);

    expect((await onA('POST', `admin/trials/${trial}/end/`, admin)).statusCode).toBe(204);
    await expect.poll(async () => (await poll()).status, { timeout: 10_000, interval: 100 }).toBe('completed');
  });

  it("pushes an extension, an announcement and an ending made on one process to the player's stream on the other", async () => {
    const admin = await createTestUser(a, { role: 'admin' });
    const student = await createTestUser(a);
    const { quizId } = await publishSitting(a, admin, { duration_minutes: 30 });
    const onA = apiClient(a);
    const trial = (await onA('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json().id as string;
    await b.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openLiveStream(b, trial, student.headers);
    const soon = { timeout: 10_000, interval: 50 };
    await expect.poll(() => stream.events.length, soon).toBe(1);

    await onA('POST', `admin/trials/${trial}/extend/`, admin, { minutes: 10 });
    await expect.poll(() => stream.events.at(-1)!.remaining_seconds, soon).toBeGreaterThan(stream.events[0]!.remaining_seconds! + 590);
    await onA('POST', `admin/quizzes/${quizId}/announcements/`, admin, { text: 'Five minutes left' });
    await expect.poll(() => stream.events.at(-1)!.announcements.length, soon).toBe(1);
    await onA('POST', `admin/trials/${trial}/end/`, admin);
    await expect.poll(() => stream.ended(), soon).toBe(true);
    expect(stream.events.at(-1)!.status).toBe('completed');
  });

  it("an answer given on one process is in the live monitor's next refresh on the other", async () => {
    const admin = await createTestUser(a, { role: 'admin' });
    const student = await createTestUser(a);
    const { quizId, questionId, optionId } = await publishSitting(a, admin, { duration_minutes: 30 });
    const [onA, onB] = [apiClient(a), apiClient(b)];
    const trial = (await onA('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json().id as string;
    // A process tells what changed only for times it was listening (5 s of margin included); then nothing is new.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const monitor = async (since?: string) =>
      (await onB('GET', `admin/quizzes/${quizId}/live/${since ? `?since=${encodeURIComponent(since)}` : ''}`, admin)).json();
    const first = await monitor();
    expect(await monitor(first.server_now)).toMatchObject({ full: false, takers: [] });

    await onA('POST', `quizzes/trials/${trial}/question/${questionId}/submit-answer/`, student, { selected_answer_id: optionId });
    await expect
      .poll(async () => (await monitor(first.server_now)).takers.map((x: { answered: number }) => x.answered), {
        timeout: 10_000,
        interval: 100,
      })
      .toEqual([1]);
  });
});
