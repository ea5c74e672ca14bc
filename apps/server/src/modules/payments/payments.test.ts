import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.js';
import { coupons, entitlements, plans } from '../../db/schema/payments.js';
import { startSandboxServer, type SandboxServer } from '../sandbox-gateway/testing.js';
import { createTestUser } from '../../test/users.js';
import { DECLINED_CARD, countRows, httpClient, insertPlan, paidQuiz, pay, type HttpClient } from './test-payments.js';

describe('payments over real HTTP against the sandbox gateway', () => {
  let sandbox: SandboxServer;
  let client: HttpClient;
  let single: number;
  let bundle: number;
  beforeAll(async () => {
    sandbox = await startSandboxServer();
    client = await httpClient(sandbox);
    single = await insertPlan(sandbox.database, 1, 4900);
    bundle = await insertPlan(sandbox.database, 2, 8900);
  });
  afterAll(() => sandbox.close());

  const start = (user: Parameters<HttpClient['call']>[2], quiz: number, coupon_code?: string) =>
    client.call('POST', `quizzes/quizzes/${quiz}/start/`, user, coupon_code ? { coupon_code } : {});

  it('lists plans publicly and sets a readable CSRF cookie', async () => {
    const res = await fetch(`${sandbox.baseUrl}/api/v1/payments/plans/?limit=50&offset=0`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^csrftoken=[\w-]{32,}; Max-Age=\d+; Path=\/; SameSite=Lax$/);
    const body = (await res.json()) as { count: number; results: unknown[] };
    expect(body.count).toBeGreaterThanOrEqual(2);
    expect(body.results[0]).toEqual({
      id: single,
      name: 'باقة 1',
      description: '',
      price: '49.00',
      price_halalas: 4900,
      number_of_quizzes: 1,
      currency: 'SAR',
    });
  });

  it('single-quiz plan: unlocks the bought quiz once, and not another one', async () => {
    const user = await createTestUser(sandbox.app);
    const [quiz, other] = [await paidQuiz(sandbox.database), await paidQuiz(sandbox.database)];
    expect((await start(user, quiz)).status).toBe(402);
    const payment_id = await pay(sandbox, { user, plan: single, quiz, amount: 4900 });
    const saved = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id, quiz });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ payment_id, status: 'paid', plan: single, quiz, amount: '49.00', currency: 'SAR' });
    expect(saved.body['entitlement']).toMatchObject({ quizzes_total: 1, quizzes_used: 0, status: 'active' });
    const again = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id, quiz });
    expect(again.status).toBe(200);
    expect(again.body['id']).toBe(saved.body['id']);

    expect((await start(user, other)).body['error_code']).toBe('payment_required');
    const trial = await start(user, quiz);
    expect(trial.status).toBe(201);
    const status = await client.call('GET', `quizzes/trials/${trial.body['id']}/payment-status/`, user);
    expect(status.body).toMatchObject({
      trial_id: trial.body['id'],
      quiz,
      access_source: 'entitlement',
      paid: true,
      payment: { payment_id },
    });
    expect(status.body['payment'].entitlement).toMatchObject({ quizzes_used: 1 });
  });

  it('bundle plan: used across two quizzes, then exhausted (402)', async () => {
    const user = await createTestUser(sandbox.app);
    const quizzes = [await paidQuiz(sandbox.database), await paidQuiz(sandbox.database), await paidQuiz(sandbox.database)];
    const payment_id = await pay(sandbox, { user, plan: bundle, amount: 8900 });
    expect((await client.call('POST', 'payments/payments/', user, { plan: bundle, payment_id, purchase_type: 'bundle' })).status).toBe(201);
    expect((await start(user, quizzes[0]!)).status).toBe(201);
    expect((await start(user, quizzes[1]!)).status).toBe(201);
    const third = await start(user, quizzes[2]!);
    expect(third.status).toBe(402);
    expect(third.body['error_code']).toBe('payment_required');
  });

  it('a plan for some quizzes, valid for 30 days: sold and used only for those, and not after it ends', async () => {
    const user = await createTestUser(sandbox.app);
    const [quizA, quizB, quizC] = [await paidQuiz(sandbox.database), await paidQuiz(sandbox.database), await paidQuiz(sandbox.database)];
    const limited = await insertPlan(sandbox.database, 2, 8900);
    await sandbox.database.db
      .update(plans)
      .set({ quizIds: [quizA, quizC], validDays: 30 })
      .where(eq(plans.id, limited));

    const wrong = await client.call('GET', `payments/quote/?plan=${limited}&quiz=${quizB}`, user);
    expect(wrong.status).toBe(400);
    expect(wrong.body['plan']).toBeDefined();
    const payment_id = await pay(sandbox, { user, plan: limited, amount: 8900 });
    const saved = await client.call('POST', 'payments/payments/', user, { plan: limited, payment_id, purchase_type: 'bundle' });
    expect(saved.status).toBe(201);
    const [entitlement] = await sandbox.database.db.select().from(entitlements).where(eq(entitlements.userId, user.id));
    expect(entitlement?.quizIds).toEqual([quizA, quizC]);
    const days = (entitlement!.expiresAt!.getTime() - entitlement!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 1);

    // A later edit of the plan changes nothing of what was bought.
    await sandbox.database.db
      .update(plans)
      .set({ quizIds: [quizB] })
      .where(eq(plans.id, limited));
    expect((await start(user, quizB)).body['error_code']).toBe('payment_required');
    expect((await start(user, quizA)).status).toBe(201);
    await sandbox.database.db
      .update(entitlements)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(entitlements.userId, user.id));
    expect((await start(user, quizC)).body['error_code']).toBe('payment_required');
  });

  it('discount coupon + payment: the discounted amount is expected and the coupon is used once', async () => {
    const user = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    await sandbox.database.db.insert(coupons).values({ code: 'HALFAB', discountPercent: 50 });
    const payment_id = await pay(sandbox, { user, plan: single, quiz, amount: 2450, coupon: 'HALFAB' });
    const saved = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id, quiz, coupon_code: ' halfab ' });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ status: 'paid', amount: '24.50', coupon_code: 'HALFAB' });
    expect(await countRows(sandbox.database, 'coupon_redemptions', user.id)).toBe(1);
    // The code was spent on the payment: the start with it uses the entitlement.
    expect((await start(user, quiz, 'HALFAB')).status).toBe(201);
  });

  it('quotes the amount to pay from the plan price and a coupon the server validated', async () => {
    const user = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    await sandbox.database.db.insert(coupons).values({ code: 'HALFQT', discountPercent: 50 });
    const full = await client.call('GET', `payments/quote/?plan=${single}&quiz=${quiz}`, user);
    expect(full).toEqual({
      status: 200,
      body: { plan: single, quiz, price: '49.00', amount: '49.00', amount_halalas: 4900, discount_percent: 0, coupon_code: null },
    });
    const half = await client.call('GET', `payments/quote/?plan=${single}&quiz=${quiz}&coupon_code=halfqt`, user);
    expect(half.body).toMatchObject({ amount: '24.50', amount_halalas: 2450, discount_percent: 50, coupon_code: 'HALFQT' });
    expect((await client.call('GET', `payments/quote/?plan=${single}&quiz=${quiz}&coupon_code=NOPE22`, user)).body).toHaveProperty(
      'coupon_code',
    );
    expect((await client.call('GET', `payments/quote/?plan=${single}`, user)).body).toHaveProperty('quiz');
    expect((await client.call('GET', `payments/quote/?plan=${single}&quiz=${quiz}`, null)).status).toBe(401);
  });

  it('refuses tampered payments with a localized detail and error_code', async () => {
    const user = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    const dear = await insertPlan(sandbox.database, 1, 10_000);

    const declined = await pay(sandbox, { user, plan: single, quiz, amount: 4900, card: DECLINED_CARD });
    const notPaid = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id: declined, quiz });
    expect(notPaid).toEqual({
      status: 400,
      body: {
        detail: 'The payment was not completed, so no charge was confirmed. Try again with another card.',
        error_code: 'payment_not_paid',
      },
    });

    // Charged 1 SAR for a 100 SAR plan (a price taken from a URL): refunded through the gateway, and the student told so.
    const cheap = await pay(sandbox, { user, plan: dear, quiz, amount: 100 });
    const mismatch = await client.call('POST', 'payments/payments/', user, { plan: dear, payment_id: cheap, quiz }, { lang: 'ar' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body['error_code']).toBe('payment_auto_refunded');
    expect(mismatch.body['detail']).toContain('أُعيد المبلغ كاملًا');
    expect(await sandbox.app.paymentGateway.fetchPayment(cheap)).toMatchObject({ status: 'refunded', refundedHalalas: 100 });
    const again = await client.call('POST', 'payments/payments/finalize/', user, { payment_id: cheap });
    expect(again.body['error_code']).toBe('payment_auto_refunded');

    const owner = await createTestUser(sandbox.app);
    const theirs = await pay(sandbox, { user: owner, plan: single, quiz, amount: 4900 });
    const stolen = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id: theirs, quiz });
    expect(stolen.body['error_code']).toBe('payment_owner_mismatch');
    expect((await client.call('POST', 'payments/payments/finalize/', user, { payment_id: theirs })).body['error_code']).toBe(
      'payment_owner_mismatch',
    );
    expect(await countRows(sandbox.database, 'payments', user.id)).toBe(2);
    expect(await countRows(sandbox.database, 'entitlements', user.id)).toBe(0);

    expect((await client.call('POST', 'payments/payments/', owner, { plan: single, payment_id: theirs, quiz })).status).toBe(201);
    const reused = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id: theirs, quiz });
    expect(reused.body['error_code']).toBe('payment_already_used');
    const otherPurchase = await client.call('POST', 'payments/payments/', owner, { plan: dear, payment_id: theirs, quiz });
    expect(otherPurchase.body['error_code']).toBe('payment_already_used');
  });

  it('turns 50 concurrent finalizes into one entitlement', async () => {
    const user = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    const payment_id = await pay(sandbox, { user, plan: single, quiz, amount: 4900 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.call('POST', 'payments/payments/finalize/', user, { payment_id, immediate_finalization: true }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    expect(new Set(results.map((r) => r.body['entitlement']?.id)).size).toBe(1);
    expect(await countRows(sandbox.database, 'entitlements', user.id)).toBe(1);
    // Its receipt is announced once as well (raised in the transaction that grants it).
    const receipts = await sandbox.database.db
      .select({ link: notifications.link, params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'receipt')));
    expect(receipts).toEqual([{ link: '/profile#purchases', params: { item: { ar: 'باقة 1', en: 'Plan 1' }, amount: 49 } }]);
  });

  it('finalize with a trial reports that trial; status is for the owner only (404 otherwise)', async () => {
    const user = await createTestUser(sandbox.app);
    const stranger = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    const payment_id = await pay(sandbox, { user, plan: single, quiz, amount: 4900 });
    const saved = await client.call('POST', 'payments/payments/', user, { plan: single, payment_id, quiz });
    const trial = await start(user, quiz);
    const finalized = await client.call('POST', 'payments/payments/finalize/', user, { payment_id, trial_id: trial.body['id'] });
    expect(finalized.status).toBe(200);
    expect(finalized.body['trial']).toMatchObject({ trial_id: trial.body['id'], paid: true, access_source: 'entitlement' });

    for (const id of [payment_id, saved.body['id']]) {
      expect((await client.call('GET', `payments/payments/${id}/status/`, user)).body).toMatchObject({ status: 'paid', payment_id });
      expect((await client.call('GET', `payments/payments/${id}/status/`, stranger)).status).toBe(404);
    }
    expect((await client.call('GET', `quizzes/trials/${trial.body['id']}/payment-status/`, stranger)).status).toBe(404);
    expect((await client.call('POST', 'payments/payments/finalize/', stranger, { payment_id })).status).toBe(404);
    expect(
      (await client.call('POST', 'payments/payments/finalize/', stranger, { payment_id: 'x', trial_id: trial.body['id'] })).status,
    ).toBe(404);
  });

  it('requires the CSRF header to equal the cookie on save and finalize (403)', async () => {
    const user = await createTestUser(sandbox.app);
    const body = { plan: single, payment_id: 'anything', quiz: 1 };
    for (const csrf of [null, 'A'.repeat(32)]) {
      for (const path of ['payments/payments/', 'payments/payments/finalize/']) {
        const res = await client.call('POST', path, user, body, { csrf });
        expect(res).toEqual({
          status: 403,
          body: {
            detail: 'The security token of this page is missing or out of date. Reload the page and try again.',
            error_code: 'csrf_failed',
          },
        });
      }
    }
    expect((await client.call('POST', 'payments/payments/', null, body)).status).toBe(401);
  });

  it('answers bad input with field errors and stores nothing', async () => {
    const user = await createTestUser(sandbox.app);
    const quiz = await paidQuiz(sandbox.database);
    const cases: [string, unknown, string][] = [
      ['payments/payments/', {}, 'plan'],
      ['payments/payments/', { plan: single }, 'payment_id'],
      ['payments/payments/', { plan: 'x', payment_id: 'p' }, 'plan'],
      ['payments/payments/', { plan: 999_999, payment_id: 'p', quiz }, 'plan'],
      ['payments/payments/', { plan: single, payment_id: 'p' }, 'quiz'],
      ['payments/payments/', { plan: single, payment_id: 'p', quiz: 999_999 }, 'quiz'],
      ['payments/payments/', { plan: single, payment_id: 'p', quiz, coupon_code: 'ab' }, 'coupon_code'],
      ['payments/payments/', { plan: single, payment_id: '', quiz }, 'payment_id'],
      ['payments/payments/finalize/', {}, 'payment_id'],
      ['payments/payments/finalize/', { payment_id: 'p', immediate_finalization: 'yes' }, 'immediate_finalization'],
      ['payments/payments/finalize/', { payment_id: 'p', trial_id: 'not-a-uuid' }, 'trial_id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await client.call('POST', path, user, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body[field], `${path} ${JSON.stringify(body)}`).toHaveLength(1);
    }
    expect((await client.call('GET', 'payments/plans/?limit=0', null)).body['limit']).toHaveLength(1);
    expect((await client.call('GET', 'quizzes/trials/nope/payment-status/', user)).body['trialId']).toHaveLength(1);
    expect(
      (await client.call('POST', 'payments/payments/', user, { plan: single, payment_id: 'unknown-id', quiz })).body['error_code'],
    ).toBe('payment_not_found');
    expect(await countRows(sandbox.database, 'payments', user.id)).toBe(0);
  });

  it('hands the web client the gateway form config and the callback URLs', async () => {
    const res = await client.call('GET', 'payments/gateway-config/', null);
    expect(res.body).toEqual({
      kind: 'sandbox',
      publishable_key: sandbox.publishableKey,
      api_base: `${sandbox.baseUrl}/sandbox/moyasar/v1`,
      hosted_form_url: `${sandbox.baseUrl}/sandbox/moyasar/form`,
      form_script_url: null,
      form_stylesheet_url: null,
      currency: 'SAR',
      callback_url: `${sandbox.baseUrl}/pre-quiz-payment/verify`,
      bundle_callback_url: `${sandbox.baseUrl}/pre-quiz-payment/verify?purchase=bundle`,
      metadata_keys: ['user_id', 'plan_id', 'quiz_id', 'coupon_code'],
    });
  });
});
