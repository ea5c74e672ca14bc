import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { publishSitting } from '../exam-access/test-sitting.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, seconds)).toISOString();

describe('attempt events and the evidence review (#32)', () => {
  let t: TestApp;
  let admin: TestUser;
  let quizId: number;
  let questionId: number;
  let optionId: number;

  const call = (method: 'GET' | 'POST', path: string, user: TestUser, payload?: object, extra: { ip?: string; device?: string } = {}) =>
    t.app.inject({
      method,
      url: `/api/v1/${path}`,
      remoteAddress: extra.ip ?? '10.0.0.1',
      headers: { ...user.headers, 'accept-language': 'en', ...(extra.device ? { 'x-mizan-device': extra.device } : {}) },
      ...(payload ? { payload } : {}),
    });
  const begin = async () => {
    const student = await createTestUser(t.app);
    const trial = (await call('POST', `quizzes/quizzes/${quizId}/start/`, student, {})).json().id as string;
    return { student, trial };
  };
  const finish = async (student: TestUser, trial: string) => {
    await call('POST', `quizzes/trials/${trial}/question/${questionId}/submit-answer/`, student, { selected_answer_id: optionId });
    expect((await call('POST', `quizzes/trials/${trial}/complete/`, student, {})).statusCode).toBe(200);
  };
  const events = (student: TestUser, trial: string, list: object[], extra?: { ip?: string; device?: string }) =>
    call('POST', `quizzes/trials/${trial}/events/`, student, { events: list }, extra);
  const queue = async (state = 'open') =>
    (await call('GET', `admin/quizzes/${quizId}/integrity/?state=${state}`, admin)).json() as {
      count: number;
      results: { trial: string; summary: Record<string, number>; evidence: number; verdict: string | null }[];
    };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, { role: 'admin' });
    ({ quizId, questionId, optionId } = await publishSitting(t.app, admin, { certificate: { enabled: true, min_answered_percent: 80 } }));
  });
  afterAll(() => t.close());

  it('stores a batch with the server-side address and device, and sums it up per attempt', async () => {
    const { student, trial } = await begin();
    const first = await events(
      student,
      trial,
      [
        { kind: 'left', at: at(10) },
        { kind: 'returned', at: at(105), away_ms: 95_000 },
        { kind: 'paste', at: at(110), chars: 40 },
      ],
      { device: 'laptop' },
    );
    expect([first.statusCode, first.json().stored]).toEqual([202, 3]);
    await events(
      student,
      trial,
      [
        { kind: 'offline', at: at(200) },
        { kind: 'online', at: at(230) },
      ],
      { ip: '10.0.0.2', device: 'phone' },
    );
    const detail = (await call('GET', `admin/trials/${trial}/integrity/`, admin)).json();
    expect(detail.summary).toEqual({
      left_count: 1,
      away_seconds: 95,
      paste_count: 1,
      pasted_chars: 40,
      fullscreen_exits: 0,
      offline_count: 1,
      reloads: 0,
      ip_changes: 1,
      device_changes: 1,
    });
    expect(detail.events.map((e: { kind: string; ip: string }) => [e.kind, e.ip])).toEqual([
      ['left', '10.0.0.1'],
      ['returned', '10.0.0.1'],
      ['paste', '10.0.0.1'],
      ['offline', '10.0.0.2'],
      ['online', '10.0.0.2'],
    ]);
    expect(detail.events[0].device).toHaveLength(8);
  });

  it("refuses another student's attempt, unknown fields, unknown kinds and oversize batches", async () => {
    const { trial } = await begin();
    const stranger = await createTestUser(t.app);
    expect((await events(stranger, trial, [{ kind: 'left', at: at(1) }])).statusCode).toBe(404);
    const { student, trial: own } = await begin();
    expect((await events(student, own, [{ kind: 'left', at: at(1), text: 'x' }])).statusCode).toBe(400);
    expect((await events(student, own, [{ kind: 'screenshot', at: at(1) }])).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => ({ kind: 'left', at: at(i) }));
    expect((await events(student, own, many)).statusCode).toBe(400);
    // A time the database cannot hold (there is no year 0) is the client's mistake, not the server's.
    const yearZero = await events(student, own, [{ kind: 'left', at: '0000-06-01T00:00:00Z' }]);
    expect([yearZero.statusCode, yearZero.json().error_code]).toEqual([400, 'validation_error']);
  });

  it('writes batches that arrive together in one statement, each answered with its own count', async () => {
    const [one, two] = [await begin(), await begin()];
    const stranger = await createTestUser(t.app);
    // Just after a write, what arrives waits for the next one.
    expect((await events(two.student, two.trial, [{ kind: 'online', at: at(1) }])).statusCode).toBe(202);
    const answers = await Promise.all([
      events(one.student, one.trial, [
        { kind: 'left', at: at(1) },
        { kind: 'returned', at: at(9), away_ms: 8_000 },
      ]),
      events(two.student, two.trial, [{ kind: 'paste', at: at(2), chars: 5 }]),
      events(stranger, one.trial, [{ kind: 'paste', at: at(3), chars: 500 }]),
      events(one.student, one.trial, [{ kind: 'fullscreen_exit', at: at(4) }]),
    ]);
    expect(answers.map((a) => [a.statusCode, a.statusCode === 202 ? a.json().stored : null])).toEqual([
      [202, 2],
      [202, 1],
      [404, null],
      [202, 1],
    ]);
    const kinds = await t.app.database.rows<{ kind: string }>(
      sql`select kind from trial_events where trial_id = ${one.trial}::uuid order by id`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['left', 'returned', 'fullscreen_exit']);
    // One statement, one transaction: the server's time (the transaction's) is the same for all four events.
    const times = await t.app.database.rows<{ n: number }>(
      sql`select count(distinct received_at)::int as n from trial_events
        where trial_id in (${one.trial}::uuid, ${two.trial}::uuid) and kind <> 'online'`,
    );
    expect(times[0]?.n).toBe(1);
  });

  it('lists attempts by evidence for review, and records a verdict that clears or confirms', async () => {
    const calm = await begin();
    await events(calm.student, calm.trial, [{ kind: 'reload', at: at(5) }]);
    const busy = await begin();
    await events(busy.student, busy.trial, [
      { kind: 'left', at: at(5) },
      { kind: 'returned', at: at(905), away_ms: 900_000 },
    ]);
    const open = await queue();
    const order = open.results.map((r) => r.trial);
    expect(order.indexOf(busy.trial)).toBeLessThan(order.indexOf(calm.trial));
    expect(open.results.find((r) => r.trial === busy.trial)?.evidence).toBe(900);

    const noReason = await call('POST', `admin/trials/${calm.trial}/integrity/`, admin, { verdict: 'confirmed' });
    expect(noReason.statusCode).toBe(400);
    expect((await call('POST', `admin/trials/${calm.trial}/integrity/`, admin, { verdict: 'cleared', void_result: true })).statusCode).toBe(
      400,
    );
    const cleared = await call('POST', `admin/trials/${calm.trial}/integrity/`, admin, { verdict: 'cleared' });
    expect(cleared.json()).toMatchObject({ verdict: 'cleared', voided: false });
    expect((await queue()).results.map((r) => r.trial)).not.toContain(calm.trial);
    expect((await queue('cleared')).results.map((r) => r.trial)).toContain(calm.trial);
    const audit = (await call('GET', 'admin/audit/?entity=trial', admin)).json().results as { action: string; entity_id: string }[];
    expect(audit.some((a) => a.action === 'integrity_verdict' && a.entity_id === calm.trial)).toBe(true);
  });

  it('voids a result only when asked: the certificate is revoked with the reason, the student told; clearing gives it back', async () => {
    const { student, trial } = await begin();
    await events(student, trial, [{ kind: 'paste', at: at(5), chars: 900 }]);
    await finish(student, trial);
    const certificate = async () =>
      (
        await t.app.database.rows<{ revoked_at: Date | null; revocation_reason: string | null }>(
          sql`select revoked_at, revocation_reason from certificates where trial_id = ${trial}::uuid`,
        )
      )[0];
    expect(await certificate()).toMatchObject({ revoked_at: null });

    // Confirmed without voiding: nothing about the result changes.
    await call('POST', `admin/trials/${trial}/integrity/`, admin, { verdict: 'confirmed', reason: 'Pasted a whole answer' });
    expect(await certificate()).toMatchObject({ revoked_at: null });

    const reason = 'Pasted the model answer from another window';
    const voided = await call('POST', `admin/trials/${trial}/integrity/`, admin, { verdict: 'confirmed', reason, void_result: true });
    expect(voided.json()).toMatchObject({ verdict: 'confirmed', voided: true, reason });
    expect(await certificate()).toMatchObject({ revocation_reason: reason });
    const [row] = await t.app.database.rows<{ void_reason: string }>(sql`select void_reason from trials where id = ${trial}::uuid`);
    expect(row?.void_reason).toBe(reason);
    const notes = (await call('GET', 'notifications/', student)).json().results as { kind: string; body: string }[];
    expect(notes.find((n) => n.kind === 'result_voided')?.body).toContain(reason);

    await call('POST', `admin/trials/${trial}/integrity/`, admin, { verdict: 'cleared' });
    expect(await certificate()).toMatchObject({ revoked_at: null });
    const [back] = await t.app.database.rows<{ voided_at: Date | null }>(sql`select voided_at from trials where id = ${trial}::uuid`);
    expect(back?.voided_at).toBeNull();
  });

  it("keeps staff to their classes' students", async () => {
    const { trial } = await begin();
    // A teacher of another class (staff without any class see every student, as before classes existed).
    const staff = await createTestUser(t.app, { role: 'staff' });
    const [group] = await t.app.database.rows<{ id: number }>(
      sql`insert into groups (name_ar, name_en, join_code) values ('فصل', 'Other class', 'OTHER001') returning id`,
    );
    await t.app.database.rows(sql`insert into group_staff (group_id, user_id) values (${group!.id}, ${staff.id}::uuid)`);
    expect((await call('GET', `admin/trials/${trial}/integrity/`, staff)).statusCode).toBe(404);
    const list = (await call('GET', `admin/quizzes/${quizId}/integrity/?state=all`, staff)).json();
    expect(list.count).toBe(0);
  });
});
