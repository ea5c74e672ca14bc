import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { quizPaths } from '@mizan/contract/quizzes';
import { auditLog } from '../../db/schema/audit.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { gradedQuiz } from '../trials/test-quizzes.js';

const MINUTE = 60_000;

describe('accommodations: extra time per student', () => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...(user?.headers ?? {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const accommodationsOf = (student: TestUser) => apiPaths.admin.userAccommodations.replace(':id', student.id);
  const put = (student: TestUser, payload: object, user = admin) => api('PUT', accommodationsOf(student), user, payload);
  const twentyMinuteQuiz = async () => (await insertQuiz(t.app.db, gradedQuiz({ durationMinutes: 20 }))).id;
  const start = async (student: TestUser, quizId: number) => {
    const res = await api('POST', `quizzes/quizzes/${quizId}/start/`, student, {});
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; started_at: string; deadline: string; first_question: { id: number } };
  };
  const minutesGiven = (trial: { started_at: string; deadline: string }) =>
    (new Date(trial.deadline).getTime() - new Date(trial.started_at).getTime()) / MINUTE;
  const remaining = async (student: TestUser, trial: { id: string; first_question: { id: number } }) => {
    const res = await api('GET', `quizzes/trial/${trial.id}/questions/${trial.first_question.id}/`, student);
    expect(res.statusCode).toBe(200);
    return (res.json() as { remaining_seconds: number }).remaining_seconds;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, { role: 'admin' });
    staff = await createTestUser(t.app, { role: 'staff' });
  });
  afterAll(() => t.close());

  it('is for admins: no token 401, staff and students 403', async () => {
    const student = await createTestUser(t.app);
    expect((await api('GET', accommodationsOf(student), null)).statusCode).toBe(401);
    expect((await api('GET', accommodationsOf(student), staff)).statusCode).toBe(403);
    expect((await put(student, { quiz: null, time_multiplier: 2 }, staff)).statusCode).toBe(403);
    expect((await put(student, { quiz: null, time_multiplier: 2 }, student)).statusCode).toBe(403);
  });

  it('×1.5 on a 20-minute quiz: the deadline is 30 minutes after the start, and the student sees it first', async () => {
    const student = await createTestUser(t.app);
    const quizId = await twentyMinuteQuiz();
    const res = await put(student, { quiz: quizId, time_multiplier: 1.5, note: 'Extended time: medical letter' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { quiz: { id: quizId }, time_multiplier: 1.5, extra_minutes: 0, note: 'Extended time: medical letter' },
    ]);

    const instructions = (await api('GET', quizPaths.instructions.replace(':quizId', String(quizId)), student)).json();
    expect(instructions.accommodation).toEqual({ time_multiplier: 1.5, extra_minutes: 0, duration_seconds: 30 * 60 });
    expect(minutesGiven(await start(student, quizId))).toBe(30);

    const other = await createTestUser(t.app);
    expect((await api('GET', quizPaths.instructions.replace(':quizId', String(quizId)), other)).json().accommodation).toBeNull();
    expect(minutesGiven(await start(other, quizId))).toBe(20);

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'accommodation'), eq(auditLog.actorId, admin.id)));
    expect(audit).toMatchObject({ action: 'create' });
  });

  it('applies to a trial already in progress on its next question fetch, and never takes time away', async () => {
    const student = await createTestUser(t.app);
    const quizId = await twentyMinuteQuiz();
    const trial = await start(student, quizId);
    expect(await remaining(student, trial)).toBeLessThanOrEqual(20 * 60);

    expect((await put(student, { quiz: null, time_multiplier: 1.5, extra_minutes: 5 })).statusCode).toBe(200);
    const extended = await remaining(student, trial);
    expect(extended).toBeGreaterThan(34 * 60);
    expect(extended).toBeLessThanOrEqual(35 * 60);

    const [row] = (await api('GET', accommodationsOf(student), admin)).json() as { id: number }[];
    const removed = await api(
      'DELETE',
      apiPaths.admin.userAccommodation.replace(':id', student.id).replace(':accommodationId', String(row!.id)),
      admin,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    expect(await remaining(student, trial)).toBeGreaterThan(34 * 60);
  });

  it("a quiz's own accommodation wins over the general one", async () => {
    const student = await createTestUser(t.app);
    const [quizA, quizB] = [await twentyMinuteQuiz(), await twentyMinuteQuiz()];
    await put(student, { quiz: null, time_multiplier: 2 });
    const res = await put(student, { quiz: quizA, extra_minutes: 10 });
    expect(res.json()).toHaveLength(2);
    expect(minutesGiven(await start(student, quizA))).toBe(30);
    expect(minutesGiven(await start(student, quizB))).toBe(40);
    // Setting the general one again replaces it: still one per student and quiz.
    expect((await put(student, { quiz: null, time_multiplier: 1.25 })).json()).toHaveLength(2);

    const detail = (await api('GET', apiPaths.admin.user.replace(':id', student.id), admin)).json();
    expect(detail.accommodations.map((a: { time_multiplier: number }) => a.time_multiplier).sort()).toEqual([1, 1.25]);
  });

  it('refuses what grants no extra time or is out of range, with field errors', async () => {
    const student = await createTestUser(t.app);
    const field = async (payload: object) => {
      const res = await put(student, payload);
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json()).filter((k) => k !== 'error_code');
    };
    expect(await field({ quiz: null, time_multiplier: 1, extra_minutes: 0 })).toEqual(['time_multiplier']);
    expect(await field({ quiz: null, time_multiplier: 1.333 })).toEqual(['time_multiplier']);
    expect(await field({ quiz: null, time_multiplier: 5 })).toEqual(['time_multiplier']);
    expect(await field({ quiz: null, extra_minutes: 601 })).toEqual(['extra_minutes']);
    expect(await field({ quiz: 999_999, time_multiplier: 2 })).toEqual(['quiz']);
    const unknown = await api('PUT', apiPaths.admin.userAccommodations.replace(':id', '00000000-0000-4000-8000-000000000000'), admin, {
      quiz: null,
      time_multiplier: 2,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
