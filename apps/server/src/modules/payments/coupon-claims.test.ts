import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/payments.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { startSandboxServer, type SandboxServer } from '../sandbox-gateway/testing.js';
import { countRows, httpClient, insertPlan, paidQuiz, pay, type HttpClient } from './test-payments.js';

/** Coupon limits hold on the payment paths (finalize without save, webhook), not only at start. */
describe('coupons redeemed through payments', () => {
  let sandbox: SandboxServer;
  let client: HttpClient;
  let single: number;
  let quiz: number;
  beforeAll(async () => {
    sandbox = await startSandboxServer();
    client = await httpClient(sandbox);
    single = await insertPlan(sandbox.database, 1, 4900);
    quiz = await paidQuiz(sandbox.database);
  });
  afterAll(() => sandbox.close());

  const newCoupon = async (code: string, values: Partial<typeof coupons.$inferInsert> = {}) => {
    await sandbox.app.db.insert(coupons).values({ code, discountPercent: 50, ...values });
    return code;
  };
  const halfPrice = (user: TestUser, coupon: string) => pay(sandbox, { user, plan: single, quiz, amount: 2450, coupon });
  const finalize = (user: TestUser, id: string) => client.call('POST', 'payments/payments/finalize/', user, { payment_id: id });
  const webhook = async (id: string) => {
    const data = await (
      await fetch(`${sandbox.baseUrl}/sandbox/moyasar/v1/payments/${id}`, {
        headers: { authorization: `Basic ${Buffer.from(`${sandbox.app.config.paymentGateway.secretKey}:`).toString('base64')}` },
      })
    ).json();
    const secret_token = sandbox.app.config.paymentGateway.webhookSecret;
    const body = { id: `evt-${id}`, type: 'payment_paid', created_at: new Date().toISOString(), secret_token, live: false, data };
    return client.call('POST', 'payments/webhook/', null, body, { csrf: null });
  };
  const usage = async (code: string) =>
    (
      await sandbox.database.rows<{ uses: number; redemptions: number; entitlements: number }>(sql`
        select c.uses_count as uses,
          (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redemptions,
          (select count(*)::int from entitlements e join payments p on p.id = e.payment_id where p.coupon_id = c.id) as entitlements
        from coupons c where c.code = ${code}`)
    )[0];

  it('refuses a single-use coupon the user already redeemed when finalize records the payment from its metadata', async () => {
    const user = await createTestUser(sandbox.app);
    const code = await newCoupon('HLFAAA');
    expect((await finalize(user, await halfPrice(user, code))).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const id = await halfPrice(user, code);
      const again = await finalize(user, id);
      expect(again.status).toBe(400);
      // Charged at a discount it could not have: refunded through the gateway (#27 item 1).
      expect(again.body.error_code).toBe('payment_auto_refunded');
      expect(await sandbox.app.paymentGateway.fetchPayment(id)).toMatchObject({ status: 'refunded', refundedHalalas: 2450 });
    }
    expect(await countRows(sandbox.database, 'entitlements', user.id)).toBe(1);
    expect(await usage(code)).toEqual({ uses: 1, redemptions: 1, entitlements: 1 });
  });

  it('grants what the coupon allows and no more under 10 concurrent finalizes and 10 webhooks', async () => {
    const code = await newCoupon('HLFBBB', { maxUses: 3 });
    const users = await Promise.all(Array.from({ length: 10 }, () => createTestUser(sandbox.app)));
    // Every user pays twice at the discounted price: once finalized, once announced by a webhook only.
    const payments = await Promise.all(
      users.map(async (user) => ({ user, ids: [await halfPrice(user, code), await halfPrice(user, code)] })),
    );
    await Promise.all(payments.flatMap(({ user, ids: [a, b] }) => [finalize(user, a!), webhook(b!)]));
    expect(await usage(code)).toEqual({ uses: 3, redemptions: 3, entitlements: 3 });
    const perUser = await Promise.all(users.map((user) => countRows(sandbox.database, 'entitlements', user.id)));
    expect(perUser.every((n) => n <= 1)).toBe(true);
  });

  it('refuses an expired coupon on a webhook', async () => {
    const user = await createTestUser(sandbox.app);
    const code = await newCoupon('HLFCCC');
    const id = await halfPrice(user, code);
    await sandbox.app.db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`code = ${code}`);
    await webhook(id);
    expect(await countRows(sandbox.database, 'entitlements', user.id)).toBe(0);
  });
});
