import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { publishSitting } from '../exam-access/test-sitting.js';
import { monitorRepo } from './monitor-repo.js';

interface Taker {
  trial: string | null;
  state: string;
  answered: number;
  device_bound: boolean;
}

/**
 * The live monitor's refresh with `since` (#32's budget): the console asks every 5 s for what changed since its last
 * answer, and gets only those attempts; the server answers in full when it cannot tell.
 */
describe('the live monitor refreshed with since', () => {
  let t: TestApp;
  let admin: TestUser;
  let quizId: number;
  let questionId: number;
  let optionId: number;

  const call = (method: 'GET' | 'POST', path: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${path}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const monitor = async (since?: string) => {
    const res = await call('GET', `admin/quizzes/${quizId}/live/${since ? `?since=${encodeURIComponent(since)}` : ''}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { full: boolean; counts?: Record<string, number>; takers: Taker[]; server_now: string };
  };
  const trialsOf = (view: { takers: Taker[] }) => view.takers.map((x) => x.trial).sort();
  /** The attempt's last sign of life (its stream or poll), `ago` before now. */
  const seen = (trial: string, ago: string) =>
    t.database.rows(sql`insert into trial_presence (trial_id, seen_at) values (${trial}::uuid, now() - ${ago}::interval)
      on conflict (trial_id) do update set seen_at = excluded.seen_at`);
  /** An attempt that started ten minutes ago and has done nothing since: nothing about it is new. */
  const begin = async () => {
    const student = await createTestUser(t.app);
    const trial = (await call('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json().id as string;
    await t.database.rows(sql`update trials set started_at = now() - interval '10 minutes' where id = ${trial}::uuid`);
    return { student, trial };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const started = Date.now();
    admin = await createTestUser(t.app, { role: 'admin' });
    ({ quizId, questionId, optionId } = await publishSitting(t.app, admin, { duration_minutes: 30 }));
    // A process answers "since" only for times it was listening to the console's changes (5 s of margin included).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 5_500 - Date.now())));
  });
  afterAll(() => t.close());

  it('sends only the attempts answered, reported on, started or finished since, without counts', async () => {
    const [answering, reporting, idle, ending] = [await begin(), await begin(), await begin(), await begin()];
    const first = await monitor();
    expect(first.full).toBe(true);
    expect(first.counts).toMatchObject({ in_progress: 4 });
    expect(await monitor(first.server_now)).toMatchObject({ full: false, takers: [] });

    await call('POST', `quizzes/trials/${answering.trial}/question/${questionId}/submit-answer/`, answering.student, {
      selected_answer_id: optionId,
    });
    await call('POST', `quizzes/trials/${reporting.trial}/events/`, reporting.student, {
      events: [{ kind: 'left', at: new Date().toISOString() }],
    });
    await call('POST', `quizzes/trials/${ending.trial}/complete/`, ending.student, {});
    const late = await begin();
    await t.database.rows(sql`update trials set started_at = now() where id = ${late.trial}::uuid`);
    await t.app.liveState.flush(); // what the players did reaches the processes every half second

    const delta = await monitor(first.server_now);
    expect(delta.full).toBe(false);
    expect(delta.counts).toBeUndefined();
    expect(trialsOf(delta)).toEqual([answering.trial, reporting.trial, ending.trial, late.trial].sort());
    expect(delta.takers.find((x) => x.trial === answering.trial)).toMatchObject({ answered: 1, state: 'in_progress' });
    expect(delta.takers.find((x) => x.trial === ending.trial)).toMatchObject({ state: 'finished' });
    expect(trialsOf(delta)).not.toContain(idle.trial);
  });

  it("sends an attempt an invigilator gave more time, and the whole sitting after everyone's extension", async () => {
    const one = await begin();
    const before = await monitor();
    expect((await call('POST', `admin/trials/${one.trial}/extend/`, admin, { minutes: 5 })).statusCode).toBe(200);
    // Its deadline is all that moved: the console's change, heard by every process, names it.
    await expect.poll(async () => trialsOf(await monitor(before.server_now))).toContain(one.trial);

    const next = await monitor();
    expect((await call('POST', `admin/quizzes/${quizId}/extend/`, admin, { minutes: 1 })).statusCode).toBe(200);
    await expect.poll(async () => (await monitor(next.server_now)).full).toBe(true);
  });

  it('answers in full when asked since longer ago than the changes it keeps', async () => {
    const view = await monitor(new Date(Date.now() - 3 * 60_000).toISOString());
    expect(view.full).toBe(true);
    expect(view.counts).toBeDefined();
  });

  it('sends the attempts that went quiet for a minute since (online to offline), not those quiet before', async () => {
    const { trial } = await begin();
    await seen(trial, '30 seconds');
    const rows = async (fromSeconds: number, nowSeconds: number) =>
      (
        await monitorRepo(t.database).rows(quizId, { all: true }, undefined, {
          from: new Date(Date.now() + fromSeconds * 1000),
          now: new Date(Date.now() + nowSeconds * 1000),
          trials: [],
          quiet: [],
          users: [],
        })
      ).map((r) => r.trial);
    // Seen 30 s ago: it turns offline 30 s from now.
    expect(await rows(20, 40)).toContain(trial);
    expect(await rows(40, 60)).not.toContain(trial);
    expect(await rows(0, 20)).not.toContain(trial);
  });

  it('sends an attempt whose last answer turned a minute old only when its polls are as old (else it is still online)', async () => {
    const { trial } = await begin();
    const named = async () =>
      (
        await monitorRepo(t.database).rows(quizId, { all: true }, undefined, {
          from: new Date(Date.now() - 5_000),
          now: new Date(),
          trials: [],
          quiet: [trial],
          users: [],
        })
      ).map((r) => r.trial);
    await seen(trial, '10 seconds');
    expect(await named()).not.toContain(trial);
    await seen(trial, '2 minutes');
    expect(await named()).toContain(trial);
  });

  it('names an attempt whose last answer turned a minute old since (it is offline now), once', async () => {
    const { trial } = await begin();
    t.app.liveState.active(trial);
    await t.app.liveState.flush();
    const heardAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(heardAt + 62_000);
      expect(t.app.liveState.changesSince(heardAt + 57_000, 60_000)?.quiet).toContain(trial);
      expect(t.app.liveState.changesSince(heardAt + 61_000, 60_000)?.quiet).not.toContain(trial);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a since that is not a time', async () => {
    expect((await call('GET', `admin/quizzes/${quizId}/live/?since=yesterday`, admin)).statusCode).toBe(400);
  });
});
