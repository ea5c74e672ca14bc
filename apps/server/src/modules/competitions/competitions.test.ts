import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions } from '../../db/schema/competitions.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser } from '../../test/users.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

const HOUR = 3_600_000;

describe('competitions', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
  });
  afterAll(() => t.close());

  async function competition(startsIn: number, endsIn: number, maxParticipants: number | null = null) {
    const quiz = await insertQuiz(t.app.db, gradedQuiz());
    const now = Date.now();
    const [row] = await t.app.db
      .insert(competitions)
      .values({
        quizId: quiz.id,
        titleAr: 'مسابقة',
        titleEn: 'Contest',
        startsAt: new Date(now + startsIn),
        endsAt: new Date(now + endsIn),
        maxParticipants,
      })
      .returning();
    return { id: row!.id, quiz };
  }

  it('before the window: joinable, not startable', async () => {
    const student = await createTestUser(t.app);
    const { id } = await competition(HOUR, 2 * HOUR);
    expect((await api('POST', `competitions/${id}/join/`, student)).statusCode).toBe(201);
    expect((await api('POST', `competitions/${id}/join/`, student)).statusCode).toBe(200);
    const refused = await api('POST', `competitions/join-and-start-quiz/${id}/`, student);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_code).toBe('competition_not_started');
    expect(refused.json().detail).toContain('has not started yet');
  });

  it('during the window: joins if needed and starts; again resumes the same trial', async () => {
    const student = await createTestUser(t.app);
    const { id, quiz } = await competition(-HOUR, HOUR);
    const started = await api('POST', `competitions/join-and-start-quiz/${id}/`, student);
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ quiz: quiz.id, first_question: { id: quiz.questions[0]?.id } });
    const again = await api('POST', `competitions/join-and-start-quiz/${id}/`, student);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(started.json().id);
    const list = (await api('GET', 'competitions/last/', student)).json();
    expect(list.results.find((c: { id: number }) => c.id === id)).toMatchObject({
      status: 'running',
      joined: true,
      my_trial_id: started.json().id,
      my_trial_completed: false,
      participants_count: 1,
    });
    expect((await api('POST', `quizzes/trials/${started.json().id}/complete/`, student)).statusCode).toBe(200);
    const after = (await api('GET', 'competitions/last/', student)).json();
    expect(after.results.find((c: { id: number }) => c.id === id)).toMatchObject({ my_trial_completed: true });
  });

  it('after the window: closed', async () => {
    const student = await createTestUser(t.app);
    const { id } = await competition(-2 * HOUR, -HOUR);
    expect((await api('POST', `competitions/${id}/join/`, student)).json().error_code).toBe('competition_ended');
    expect((await api('POST', `competitions/join-and-start-quiz/${id}/`, student)).statusCode).toBe(409);
  });

  it('refuses joins beyond the maximum, but not a participant joining again', async () => {
    const { id } = await competition(HOUR, 2 * HOUR, 2);
    const [a, b, c] = await Promise.all([createTestUser(t.app), createTestUser(t.app), createTestUser(t.app)]);
    const codes = await Promise.all([a, b, c].map((u) => api('POST', `competitions/${id}/join/`, u).then((r) => r.statusCode)));
    expect([...codes].sort()).toEqual([201, 201, 409]);
    const joined = codes.indexOf(201);
    expect((await api('POST', `competitions/${id}/join/`, [a, b, c][joined]!)).statusCode).toBe(200);
  });

  it('ranks by score then time, ties sharing a rank, first names only', async () => {
    const { id } = await competition(-HOUR, HOUR);
    const people = await Promise.all(
      ['Omar Ali', 'Huda Saleh', 'Zaid Noor', 'Amal Fahd'].map((fullname) => createTestUser(t.app, { fullname })),
    );
    const results: [number, number][] = [
      [80, 300],
      [80, 300],
      [90, 600],
      [80, 200],
    ];
    for (const [i, person] of people.entries()) {
      const trial = (await api('POST', `competitions/join-and-start-quiz/${id}/`, person)).json();
      const [score, seconds] = results[i]!;
      await t.database.rows(sql`update trials set status = 'completed', score = ${score}, percentage = ${score},
        completed_at = started_at + make_interval(secs => ${seconds}) where id = ${trial.id}::uuid`);
    }
    const board = (await api('GET', `competitions/${id}/leaderboard/`, people[0]!)).json();
    expect(board.results.map((e: { rank: number; name: string }) => [e.rank, e.name])).toEqual([
      [1, 'Zaid'],
      [2, 'Amal'],
      [3, 'Huda'],
      [3, 'Omar'],
    ]);
    expect(board.me).toMatchObject({ rank: 3, name: 'Omar', score: 80, time_taken_seconds: 300 });
    expect(board.count).toBe(4);
    const anonymous = (await api('GET', `competitions/${id}/leaderboard/?limit=2&offset=2`, null)).json();
    expect(anonymous.me).toBeNull();
    expect(anonymous.results).toHaveLength(2);
  });

  it('ranks a trial awaiting the marking of a written answer only once its mark is in', async () => {
    const { id } = await competition(-HOUR, HOUR);
    const writer = await createTestUser(t.app, { fullname: 'Rana Adel' });
    const chooser = await createTestUser(t.app, { fullname: 'Sami Omar' });
    for (const [person, score, marking] of [
      [writer, 95, 'pending'],
      [chooser, 60, null],
    ] as const) {
      const trial = (await api('POST', `competitions/join-and-start-quiz/${id}/`, person)).json();
      await t.database.rows(sql`update trials set status = 'completed', score = ${score}, percentage = null, marking = ${marking},
        completed_at = started_at + make_interval(secs => 100) where id = ${trial.id}::uuid`);
    }
    const names = async () =>
      (await api('GET', `competitions/${id}/leaderboard/`, null))
        .json()
        .results.map((e: { rank: number; name: string }) => [e.rank, e.name]);
    expect(await names()).toEqual([[1, 'Sami']]);
    await t.database.rows(sql`update trials set marking = 'complete', percentage = 95 where user_id = ${writer.id}::uuid`);
    expect(await names()).toEqual([
      [1, 'Rana'],
      [2, 'Sami'],
    ]);
  });

  it('answers bad and unknown ids with 400 and 404', async () => {
    const student = await createTestUser(t.app);
    expect((await api('POST', 'competitions/abc/join/', student)).statusCode).toBe(400);
    expect((await api('POST', 'competitions/999999/join/', student)).statusCode).toBe(404);
    expect((await api('POST', 'competitions/join-and-start-quiz/999999/', student)).statusCode).toBe(404);
    expect((await api('GET', 'competitions/999999/leaderboard/', null)).statusCode).toBe(404);
    expect((await api('POST', 'competitions/1/join/', null)).statusCode).toBe(401);
    expect((await api('GET', 'competitions/last/?limit=2&offset=0', null)).json()).toMatchObject({ previous: null });
  });
});
