import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { publishSitting } from '../exam-access/test-sitting.js';
import { apiClient } from '../trials/test-api.js';
import { openLiveStream } from './test-stream.js';

const soon = { timeout: 5_000, interval: 50 };

describe("the running player's live stream (#32)", () => {
  let t: TestApp;
  let admin: TestUser;
  let quizId: number;
  let call: ReturnType<typeof apiClient>;

  const begin = async () => {
    const student = await createTestUser(t.app);
    const trial = (await call('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json().id as string;
    const stream = await openLiveStream(t.app, trial, student.headers);
    return { student, trial, stream };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    call = apiClient(t.app);
    admin = await createTestUser(t.app, { role: 'admin' });
    ({ quizId } = await publishSitting(t.app, admin, { duration_minutes: 30 }));
  });
  // Closing the app must end the streams still open, or it would wait for them.
  afterAll(() => t.close());

  it('sends the view at once, then an extension, an announcement and the ending, and closes', async () => {
    const { trial, stream } = await begin();
    expect(stream.status).toBe(200);
    await expect.poll(() => stream.events.length, soon).toBe(1);
    const first = stream.events[0]!;
    expect(first).toMatchObject({ status: 'in_progress', announcements: [] });
    expect(first.remaining_seconds).toBeGreaterThan(1_700);

    expect((await call('POST', `admin/trials/${trial}/extend/`, admin, { minutes: 5 })).statusCode).toBe(200);
    await expect.poll(() => stream.events.length, soon).toBe(2);
    expect(stream.events[1]!.remaining_seconds! - first.remaining_seconds!).toBeGreaterThanOrEqual(295);

    expect((await call('POST', `admin/quizzes/${quizId}/announcements/`, admin, { text: 'Read question 2 again' })).statusCode).toBe(201);
    await expect.poll(() => stream.events.at(-1)!.announcements.map((a) => a.text), soon).toEqual(['Read question 2 again']);

    expect((await call('POST', `admin/trials/${trial}/end/`, admin)).statusCode).toBe(204);
    await expect.poll(() => stream.events.at(-1)!.status, soon).toBe('completed');
    await expect.poll(() => stream.ended(), soon).toBe(true);
  });

  it('reaches every open stream of the sitting with one extension for everyone, each once, reading them together', async () => {
    const [one, two] = [await begin(), await begin()];
    await expect.poll(() => one.stream.events.length + two.stream.events.length, soon).toBe(2);
    const reload = vi.spyOn(t.app.liveState, 'reload');
    expect((await call('POST', `admin/quizzes/${quizId}/extend/`, admin, { minutes: 2 })).statusCode).toBe(200);
    for (const { stream } of [one, two]) {
      await expect.poll(() => stream.events.length, soon).toBe(2);
      expect(stream.events[1]!.remaining_seconds! - stream.events[0]!.remaining_seconds!).toBeGreaterThanOrEqual(115);
    }
    // One statement for the sitting's open streams, not one per player.
    expect(reload).toHaveBeenCalledOnce();
    expect(reload.mock.calls[0]![0]).toEqual(expect.arrayContaining([one.trial, two.trial]));
    reload.mockRestore();
    // An extension for one reaches that one only.
    await call('POST', `admin/trials/${one.trial}/extend/`, admin, { minutes: 1 });
    await expect.poll(() => one.stream.events.length, soon).toBe(3);
    expect(two.stream.events).toHaveLength(2);
  });

  it("counts as the attempt's sign of life", async () => {
    const { trial } = await begin();
    await t.app.liveState.flush();
    const taker = (await call('GET', `admin/quizzes/${quizId}/live/`, admin))
      .json()
      .takers.find((x: { trial: string }) => x.trial === trial);
    expect(taker.connection).toBe('online');
  });

  it("stays the sign of life while it is open: after the start's first 30 s, each pass marks its attempt at most every 30 s", async () => {
    const { trial } = await begin();
    const [opened] = await t.app.database.rows<{ at: number }>(
      sql`select extract(epoch from started_at)::float8 * 1000 as at from trials where id = ${trial}::uuid`,
    );
    const seen = async () => {
      const [row] = await t.app.database.rows<{ at: number }>(
        sql`select extract(epoch from seen_at)::float8 * 1000 as at from trial_presence where trial_id = ${trial}::uuid`,
      );
      return row ? Number(row.at) - Number(opened!.at) : null;
    };
    const after = async (ms: number, action: () => void) => {
      vi.useFakeTimers({ toFake: ['Date'], now: Number(opened!.at) + ms });
      try {
        action();
        await t.app.liveState.flush();
      } finally {
        vi.useRealTimers();
      }
    };
    const pass = () => t.app.liveStreams.markPresent();
    // The start is its sign of life: nothing to write in the first 30 s.
    await after(20_000, pass);
    expect(await seen()).toBeNull();
    await after(35_000, pass);
    expect(await seen()).toBeGreaterThanOrEqual(35_000);
    await after(50_000, pass);
    expect(await seen()).toBeLessThan(50_000);
    // An answer is one too (the monitor reads the last): the stream writes none while it is 30 s recent.
    await after(70_000, () => t.app.liveState.active(trial));
    await after(90_000, pass);
    expect(await seen()).toBeLessThan(50_000);
    await after(101_000, pass);
    expect(await seen()).toBeGreaterThanOrEqual(101_000);
  });

  it('keeps a student to their own attempt and asks for a session', async () => {
    const { trial } = await begin();
    const other = await createTestUser(t.app);
    const foreign = await openLiveStream(t.app, trial, other.headers);
    expect(foreign.status).toBe(404);
    expect((await openLiveStream(t.app, trial, {})).status).toBe(401);
    expect((await openLiveStream(t.app, 'not-a-trial', other.headers)).status).toBe(400);
  });
});
