import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { coupons, entitlements, payments } from './db/schema/payments.js';
import { pageViews } from './db/schema/analytics.js';
import { insertPlan } from './modules/payments/test-payments.js';
import { apiClient } from './modules/trials/test-api.js';
import { gradedQuiz } from './modules/trials/test-quizzes.js';
import { insertQuiz } from './seed/quizzes/insert-quiz.js';
import { createAccountsTestApp, GOOD_PASSWORD, uniqueEmail, type AccountsTestApp } from './test/accounts.js';
import { createTestUser } from './test/users.js';

/**
 * Two API processes on one PostgreSQL (and one Redis when TEST_REDIS_URL is set) behave as one: every piece
 * of shared state is read and written where both see it. (The quiz-material cache: authoring/two-instances;
 * periodic work such as the expiry sweep: lib/periodic; jobs: jobs/queue; code cooldowns: accounts/code-cooldown.)
 */
describe.skipIf(!process.env['TEST_DATABASE_URL'])('two app instances share every piece of state', () => {
  let t: AccountsTestApp;
  let second: Database;
  let b: FastifyInstance;
  beforeAll(async () => {
    t = await createAccountsTestApp();
    second = await openDatabase({ databaseUrl: (t.database as { url?: string }).url, poolSize: 5 });
    b = await buildApp(
      testConfig({
        smtpUrl: t.app.config.smtpUrl,
        dataDir: t.dataDir,
        redisUrl: t.app.config.redisUrl,
        redisPrefix: t.app.config.redisPrefix,
      }),
      { database: second },
    );
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await second.close();
    await t.close();
  });

  const onA = () => apiClient(t.app);
  const onB = () => apiClient(b);
  const postB = (url: string, payload: object) =>
    b.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: { 'accept-language': 'en' } });

  it('a code mailed by one is accepted by the other, once', async () => {
    const email = uniqueEmail('two');
    expect((await t.post('auth/register/', { email, password: GOOD_PASSWORD, fullname: 'Test User' })).statusCode).toBe(201);
    const code = await t.mailbox.code(email);
    expect((await postB('auth/validate-email/', { email, code })).statusCode).toBe(200);
    expect((await t.post('auth/validate-email/', { email, code })).statusCode).toBe(400);
  });

  it('refresh rotation: a concurrent refresh on the other gets the same pair; a later replay revokes the family', async () => {
    const { refresh } = await t.signUp();
    const [first, concurrent] = await Promise.all([t.post('auth/refresh/', { refresh }), postB('auth/refresh/', { refresh })]);
    expect([first.statusCode, concurrent.statusCode]).toEqual([200, 200]);
    expect(concurrent.json().refresh).toBe(first.json().refresh);
    const next = await postB('auth/refresh/', { refresh: first.json().refresh });
    expect(next.statusCode).toBe(200);
    await t.app.db.execute(sql`update refresh_tokens set used_at = now() - interval '1 hour' where used_at is not null`);
    expect((await t.post('auth/refresh/', { refresh })).statusCode).toBe(401);
    expect((await postB('auth/refresh/', { refresh: next.json().refresh })).statusCode).toBe(401);
  });

  it('rate limits count requests to both', async () => {
    const email = uniqueEmail('limited');
    const answers: number[] = [];
    // login-email: 10 a minute per address, whichever process answers.
    for (let i = 0; i < 12; i++) {
      const res = await (i % 2
        ? postB('auth/login/', { email, password: 'wrong password!' })
        : t.post('auth/login/', { email, password: 'wrong password!' }));
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 10).every((s) => s === 401 || s === 400)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it('a single-use coupon started on both at once lets one student in; one trial per student across both', async () => {
    const quiz = (await insertQuiz(t.app.db, gradedQuiz({ access: 'coupon' }, 2))).id;
    await t.app.db.insert(coupons).values({ code: 'TW2STT', discountPercent: 100, maxUses: 1 });
    const [s1, s2] = [await createTestUser(t.app), await createTestUser(t.app)];
    const starts = await Promise.all([
      onA()('POST', `quizzes/quizzes/${quiz}/start/`, s1, { coupon_code: 'TW2STT' }),
      onB()('POST', `quizzes/quizzes/${quiz}/start/`, s2, { coupon_code: 'TW2STT' }),
    ]);
    expect(starts.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const [coupon] = await t.app.db.select().from(coupons).where(eq(coupons.code, 'TW2STT'));
    expect(coupon!.usesCount).toBe(1);

    const free = (await insertQuiz(t.app.db, gradedQuiz({}, 2))).id;
    const same = await Promise.all([
      onA()('POST', `quizzes/quizzes/${free}/start/`, s1, {}),
      onB()('POST', `quizzes/quizzes/${free}/start/`, s1, {}),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(same[0]!.json().id).toBe(same[1]!.json().id);
  });

  it('an entitlement for one quiz is used once, whichever process starts first', async () => {
    const plan = await insertPlan(t.database, 1, 4900);
    const [q1, q2] = [
      (await insertQuiz(t.app.db, gradedQuiz({ access: 'paid', priceHalalas: 4900 }, 2))).id,
      (await insertQuiz(t.app.db, gradedQuiz({ access: 'paid', priceHalalas: 4900 }, 2))).id,
    ];
    const student = await createTestUser(t.app);
    const [payment] = await t.app.db
      .insert(payments)
      .values({ gatewayPaymentId: `pay_${randomUUID()}`, userId: student.id, planId: plan, amountHalalas: 4900, status: 'paid' })
      .returning();
    await t.app.db.insert(entitlements).values({ userId: student.id, planId: plan, paymentId: payment!.id, quizzesTotal: 1 });
    const starts = await Promise.all([
      onA()('POST', `quizzes/quizzes/${q1}/start/`, student, {}),
      onB()('POST', `quizzes/quizzes/${q2}/start/`, student, {}),
    ]);
    expect(starts.map((r) => r.statusCode).sort()).toEqual([201, 402]);
    const [used] = await t.app.db.select().from(entitlements).where(eq(entitlements.paymentId, payment!.id));
    expect(used!.quizzesUsed).toBe(1);
  });

  it('page views recorded by both end up in the one table', async () => {
    const page_url = `/two-instances-${randomUUID()}`;
    await Promise.all([
      onA()('POST', 'visitors/track-visitor/', null, { page_url }),
      onB()('POST', 'visitors/track-visitor/', null, { page_url }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const rows = await t.app.db.select().from(pageViews).where(eq(pageViews.pageUrl, page_url));
    expect(rows).toHaveLength(2);
  });
});
