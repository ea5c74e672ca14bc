import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { users } from '../../db/schema/accounts.js';
import { pageViews } from '../../db/schema/analytics.js';
import { payments } from '../../db/schema/payments.js';
import { trials } from '../../db/schema/quizzes.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { insertPlan } from '../payments/test-payments.js';
import { apiClient } from '../trials/test-api.js';
import { gradedQuiz, profileQuiz } from '../trials/test-quizzes.js';

const RANGE = '?from=2026-03-01&to=2026-03-03';
const at = (iso: string) => new Date(iso);

describe('admin/analytics/: dashboards over Saudi days', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let staff: TestUser;
  let student: TestUser;
  let graded: number;
  let profile: number;
  let single: number;
  let bundle: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    [admin, staff, student] = [
      await createTestUser(t.app, { role: 'admin' }),
      await createTestUser(t.app, { role: 'staff' }),
      await createTestUser(t.app),
    ];
    const { db } = t.database;
    graded = (await insertQuiz(db, gradedQuiz({ titleEn: 'Graded' }, 2))).id;
    profile = (await insertQuiz(db, profileQuiz())).id;
    single = await insertPlan(t.database, 1, 4900);
    bundle = await insertPlan(t.database, 3, 11500);

    // 23:59 on 28 February in Riyadh (outside the range), then 01:30 on 2 March in Riyadh (UTC+3).
    await db.insert(users).values([
      { email: 'early@example.com', fullname: 'Early', passwordHash: 'x', dateJoined: at('2026-02-28T20:59:00Z') },
      { email: 'a@example.com', fullname: 'A', passwordHash: 'x', dateJoined: at('2026-03-01T22:30:00Z') },
      { email: 'b@example.com', fullname: 'B', passwordHash: 'x', dateJoined: at('2026-03-01T22:31:00Z') },
      { email: 'staff2@example.com', fullname: 'S', passwordHash: 'x', role: 'staff' as const, dateJoined: at('2026-03-01T22:32:00Z') },
    ]);
    const view = (pageUrl: string, createdAt: string) => ({ pageUrl, language: 'ar', createdAt: at(createdAt) });
    await db.insert(pageViews).values([
      view('/quizzes/5', '2026-03-01T10:00:00Z'),
      view('/quizzes/5?coupon_code=FREE77', '2026-03-01T11:00:00Z'),
      view('/quizzes/5/instructions?step=0', '2026-03-01T21:30:00Z'),
      view(`/quizzes/5/trials/${randomUUID()}/play/12`, '2026-03-02T09:00:00Z'),
      view('/dashboard', '2026-03-04T09:00:00Z'),
      // Operators at work are not student traffic (#33): the console's pages, and staff or admins anywhere.
      view('/admin/bank', '2026-03-01T12:00:00Z'),
      view('/admin/quizzes/7', '2026-03-02T12:00:00Z'),
      { ...view('/quizzes/5', '2026-03-02T13:00:00Z'), userId: staff.id },
      { ...view('/quizzes/5/instructions', '2026-03-02T14:00:00Z'), userId: admin.id },
      { ...view('/quizzes/5', '2026-03-01T15:00:00Z'), userId: student.id },
    ]);
    const trial = (quizId: number, startedAt: string, completedAt: string | null, passed: boolean | null, preview = false) => ({
      id: randomUUID(),
      userId: student.id,
      quizId,
      preview,
      status: completedAt ? ('completed' as const) : ('in_progress' as const),
      startedAt: at(startedAt),
      completedAt: completedAt ? at(completedAt) : null,
      passed,
      questionOrder: [],
    });
    await db
      .insert(trials)
      .values([
        trial(graded, '2026-03-01T08:00:00Z', '2026-03-01T08:30:00Z', true),
        trial(graded, '2026-03-01T09:00:00Z', '2026-03-02T09:10:00Z', false),
        trial(graded, '2026-03-03T10:00:00Z', null, null),
        trial(graded, '2026-03-01T10:00:00Z', '2026-03-01T10:05:00Z', true, true),
        trial(profile, '2026-03-02T10:00:00Z', '2026-03-02T10:20:00Z', null),
      ]);
    const payment = (
      planId: number,
      amountHalalas: number,
      status: 'paid' | 'failed' | 'pending',
      createdAt: string,
      refundedHalalas = 0,
    ) => ({
      gatewayPaymentId: randomUUID(),
      userId: student.id,
      planId,
      amountHalalas,
      refundedHalalas,
      status,
      createdAt: at(createdAt),
    });
    await db
      .insert(payments)
      .values([
        payment(single, 4900, 'paid', '2026-03-01T10:00:00Z'),
        payment(bundle, 11500, 'paid', '2026-03-02T10:00:00Z', 5000),
        payment(bundle, 11500, 'failed', '2026-03-02T11:00:00Z'),
        payment(single, 4900, 'pending', '2026-03-02T12:00:00Z'),
      ]);
  });
  afterAll(() => t.close());

  it('counts traffic, registrations and trials per Saudi day, per route and per quiz, without previews', async () => {
    const res = await api('GET', `${apiPaths.admin.analytics}${RANGE}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-03-01', to: '2026-03-03' });
    expect(body.days).toEqual([
      { day: '2026-03-01', page_views: 3, registrations: 0, starts: 2, completions: 1, graded: 1, passed: 1, pass_rate: 1 },
      { day: '2026-03-02', page_views: 2, registrations: 2, starts: 1, completions: 2, graded: 1, passed: 0, pass_rate: 0 },
      { day: '2026-03-03', page_views: 0, registrations: 0, starts: 1, completions: 0, graded: 0, passed: 0, pass_rate: null },
    ]);
    expect(body.routes).toEqual([
      { route: '/quizzes/:id', views: 3 },
      { route: '/quizzes/:id/instructions', views: 1 },
      { route: '/quizzes/:id/trials/:id/play/:id', views: 1 },
    ]);
    expect(body.funnel).toEqual({ overview: 3, instructions: 1, starts: 4, completions: 3 });
    expect(body.quizzes).toEqual([
      { id: graded, title: 'Graded', starts: 3, completions: 2, graded: 2, passed: 1, pass_rate: 0.5 },
      expect.objectContaining({ id: profile, starts: 1, completions: 1, graded: 0, passed: 0, pass_rate: null }),
    ]);
  });

  it('narrows to the days asked for, and defaults to the last 30 days', async () => {
    const one = (await api('GET', `${apiPaths.admin.analytics}?from=2026-03-02&to=2026-03-02`, admin)).json();
    expect(one.days.map((d: { day: string }) => d.day)).toEqual(['2026-03-02']);
    expect(one.funnel).toEqual({ overview: 0, instructions: 1, starts: 1, completions: 2 });
    const recent = (await api('GET', apiPaths.admin.analytics, admin)).json();
    expect(recent.days).toHaveLength(30);
    expect(recent.to).toBe(new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10));
  });

  it('gives revenue by day and plan net of refunds, to admins only', async () => {
    const res = await api('GET', `${apiPaths.admin.analyticsRevenue}${RANGE}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      days: [
        { day: '2026-03-01', payments: 1, halalas: 4900 },
        { day: '2026-03-02', payments: 1, halalas: 6500 },
        { day: '2026-03-03', payments: 0, halalas: 0 },
      ],
      plans: [
        { id: bundle, name: 'Plan 3', payments: 1, halalas: 6500 },
        { id: single, name: 'Plan 1', payments: 1, halalas: 4900 },
      ],
      total: { payments: 2, halalas: 11400 },
    });
    expect((await api('GET', `${apiPaths.admin.analyticsRevenue}${RANGE}`, staff)).statusCode).toBe(403);
    expect((await api('GET', `${apiPaths.admin.analyticsRevenue}${RANGE}`, student)).statusCode).toBe(403);
    expect((await api('GET', `${apiPaths.admin.analytics}${RANGE}`, student)).statusCode).toBe(403);
    expect((await api('GET', `${apiPaths.admin.analytics}${RANGE}`, null)).statusCode).toBe(401);
  });

  it('refuses a range that runs backwards, is longer than a year or is not made of dates, with field errors', async () => {
    const backwards = await api('GET', `${apiPaths.admin.analytics}?from=2026-03-03&to=2026-03-01`, admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ to: ["The last day can't be before the first."], error_code: 'validation_error' });
    const long = await api('GET', `${apiPaths.admin.analyticsRevenue}?from=2025-01-01&to=2026-03-01`, admin, undefined, 'ar');
    expect(long.statusCode).toBe(400);
    expect(long.json().to).toEqual(['اختر مدة لا تزيد على سنة.']);
    const garbage = await api('GET', `${apiPaths.admin.analytics}?from=yesterday`, admin);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toHaveProperty('from');
  });

  it('counts only their classes’ students for a teacher of classes, without site traffic', async () => {
    const teacher = await createTestUser(t.app, { role: 'staff' });
    const group = (await api('POST', 'admin/groups/', admin, { name: { ar: 'فصل' }, staff: [teacher.id] })).json();
    const empty = (await api('GET', `${apiPaths.admin.analytics}${RANGE}`, teacher)).json();
    expect(empty).toMatchObject({
      scope: 'classes',
      routes: [],
      quizzes: [],
      funnel: { overview: 0, instructions: 0, starts: 0, completions: 0 },
    });
    expect(empty.days.every((day: { page_views: number; starts: number }) => day.page_views === 0 && day.starts === 0)).toBe(true);

    await api('POST', `admin/groups/${group.id}/members/`, admin, { user_ids: [student.id] });
    const mine = (await api('GET', `${apiPaths.admin.analytics}${RANGE}`, teacher)).json();
    expect(mine.funnel).toEqual({ overview: 0, instructions: 0, starts: 4, completions: 3 });
    expect(mine.quizzes).toHaveLength(2);
    expect((await api('GET', `${apiPaths.admin.analytics}${RANGE}`, admin)).json()).toMatchObject({
      scope: 'all',
      funnel: { overview: 3 },
    });
  });
});
