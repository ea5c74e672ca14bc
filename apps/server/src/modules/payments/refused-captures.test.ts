import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { auditLog } from '../../db/schema/audit.js';
import { coupons, payments } from '../../db/schema/payments.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { GatewayUnavailableError } from '../payment-gateway/gateway.js';
import { startSandboxServer, type SandboxServer } from '../sandbox-gateway/testing.js';
import { apiClient } from '../trials/test-api.js';
import { paymentProcessor } from './processor.js';
import { refundOwedPayments } from './reconcile.js';
import { httpClient, insertPlan, paidQuiz, pay, postPaidWebhook, type HttpClient } from './test-payments.js';

/** #27 items 1 and 8: a captured payment we refuse is refunded through the gateway, and listed at what was charged. */
describe('payments the gateway captured and we refuse', () => {
  let sandbox: SandboxServer;
  let client: HttpClient;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  beforeAll(async () => {
    sandbox = await startSandboxServer();
    client = await httpClient(sandbox);
    api = apiClient(sandbox.app);
    admin = await createTestUser(sandbox.app, { role: 'admin' });
  });
  afterAll(() => sandbox.close());

  const detail = async (id: string) => (await api('GET', apiPaths.admin.payment.replace(':id', id), admin)).json();

  /** A payment refused as `coupon_not_applicable` and left captured, as the grant did before automatic refunds. */
  async function stuckPayment(code: string) {
    const plan = await insertPlan(sandbox.database, 1, 4900);
    const quiz = await paidQuiz(sandbox.database);
    const [coupon] = await sandbox.app.db.insert(coupons).values({ code, discountPercent: 50, maxUses: 1, usesCount: 1 }).returning();
    const user = await createTestUser(sandbox.app);
    const gatewayPaymentId = await pay(sandbox, { user, plan, quiz, amount: 2450, coupon: code });
    const [row] = await sandbox.app.db
      .insert(payments)
      .values({
        gatewayPaymentId,
        userId: user.id,
        planId: plan,
        quizId: quiz,
        couponId: coupon!.id,
        amountHalalas: 2450,
        status: 'failed',
        failureReason: 'coupon_not_applicable',
      })
      .returning();
    return { id: row!.id, gatewayPaymentId };
  }

  it('10 students racing for a 1-use coupon through save, finalize and webhook: 1 entitlement, 9 refunded at the gateway', async () => {
    const plan = await insertPlan(sandbox.database, 1, 4900);
    const quiz = await paidQuiz(sandbox.database);
    await sandbox.app.db.insert(coupons).values({ code: 'RACE50', discountPercent: 50, maxUses: 1 });
    const students = await Promise.all(Array.from({ length: 10 }, () => createTestUser(sandbox.app)));
    const paid = await Promise.all(students.map((user) => pay(sandbox, { user, plan, quiz, amount: 2450, coupon: 'RACE50' })));

    const answers = await Promise.all(
      students.map((user, i) => {
        const payment_id = paid[i]!;
        if (i % 3 === 0) return client.call('POST', 'payments/payments/', user, { plan, quiz, payment_id, coupon_code: 'RACE50' });
        if (i % 3 === 1) return client.call('POST', 'payments/payments/finalize/', user, { payment_id });
        return postPaidWebhook(sandbox, client, payment_id);
      }),
    );

    const rows = await sandbox.app.db.select().from(payments).where(inArray(payments.gatewayPaymentId, paid));
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'paid' && r.entitlementId)).toHaveLength(1);
    const refused = rows.filter((r) => r.status !== 'paid');
    expect(refused.map((r) => [r.status, r.failureReason, r.refundedHalalas])).toEqual(
      Array(9).fill(['refunded', 'payment_auto_refunded', 2450]),
    );
    for (const row of refused) {
      expect(await sandbox.app.paymentGateway.fetchPayment(row.gatewayPaymentId)).toMatchObject({
        status: 'refunded',
        refundedHalalas: 2450,
      });
    }
    // The students who asked are told their money is on its way back.
    const toldRefunded = answers.filter((a) => a.body['error_code'] === 'payment_auto_refunded');
    const askers = answers.filter((a) => !('received' in a.body));
    expect(toldRefunded.length).toBeGreaterThanOrEqual(askers.length - 1);
  });

  it('a payment stuck that way before the fix stays refundable from the console until it is refunded', async () => {
    const { id, gatewayPaymentId } = await stuckPayment('STUCKA');
    const gateway = sandbox.app.paymentGateway;
    const refund = gateway.refund;
    gateway.refund = () => Promise.reject(new GatewayUnavailableError('down'));
    try {
      expect(await detail(id)).toMatchObject({ status: 'failed', refundable_halalas: 2450, refunded_halalas: 0 });
    } finally {
      gateway.refund = refund;
    }
    const refunded = await api('POST', apiPaths.admin.paymentRefund.replace(':id', id), admin, {});
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      refunded: true,
      payment: { status: 'refunded', failure_reason: 'payment_auto_refunded', amount_halalas: 2450, refunded_halalas: 2450 },
    });
    expect(await gateway.fetchPayment(gatewayPaymentId)).toMatchObject({ status: 'refunded', refundedHalalas: 2450 });
    const audit = await sandbox.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['auto_refund', admin.id]]);
  });

  it('a payment stuck that way before the fix is refunded when the console opens it', async () => {
    const { id, gatewayPaymentId } = await stuckPayment('STUCKB');
    expect(await detail(id)).toMatchObject({ status: 'refunded', refundable_halalas: 0, amount_halalas: 2450, refunded_halalas: 2450 });
    expect(await sandbox.app.paymentGateway.fetchPayment(gatewayPaymentId)).toMatchObject({ status: 'refunded', refundedHalalas: 2450 });
  });

  it('a payment stuck that way, or whose automatic refund the gateway refused, is refunded by the background reconciliation', async () => {
    const { id, gatewayPaymentId } = await stuckPayment('STUCKC');
    const processor = paymentProcessor({
      db: sandbox.app.db,
      gateway: sandbox.app.paymentGateway,
      log: sandbox.app.log,
      invoicing: sandbox.app.config.invoicing,
    });
    expect(await refundOwedPayments(sandbox.app.db, processor, 0)).toBeGreaterThanOrEqual(1);
    expect(await sandbox.app.paymentGateway.fetchPayment(gatewayPaymentId)).toMatchObject({ status: 'refunded', refundedHalalas: 2450 });
    const [row] = await sandbox.app.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ status: 'refunded', failureReason: 'payment_auto_refunded', refundedHalalas: 2450 });
    expect(await refundOwedPayments(sandbox.app.db, processor, 0)).toBe(0);
  });

  it('lists a payment refunded automatically at what the gateway charged and refunded, not at the plan price', async () => {
    const user = await createTestUser(sandbox.app);
    const [plan, quiz] = [await insertPlan(sandbox.database, 1, 4900), await paidQuiz(sandbox.database)];
    const payment_id = await pay(sandbox, { user, plan, quiz, amount: 100 });
    const saved = await client.call('POST', 'payments/payments/', user, { plan, quiz, payment_id });
    expect(saved.body['error_code']).toBe('payment_auto_refunded');

    const list = await api('GET', `${apiPaths.admin.payments}?search=${encodeURIComponent(user.email)}`, admin);
    const charged = { status: 'refunded', amount_halalas: 100, refunded_halalas: 100 };
    expect(list.json().results).toEqual([expect.objectContaining({ ...charged, expected_halalas: 4900 })]);
    expect((await client.call('GET', 'payments/payments/mine/', user)).body).toEqual([expect.objectContaining(charged)]);
    expect((await client.call('GET', `payments/payments/${payment_id}/status/`, user)).body).toMatchObject({ amount: '1.00' });

    // One refunded before the amounts were recorded gets them from the gateway's record when opened.
    const [row] = await sandbox.app.db
      .update(payments)
      .set({ chargedHalalas: null, refundedHalalas: 0 })
      .where(eq(payments.gatewayPaymentId, payment_id))
      .returning();
    expect(await detail(row!.id)).toMatchObject({ ...charged, reconciliation: { state: 'matched', differences: [] } });
  });

  it('answers a save naming another plan or quiz than the payment with its own code', async () => {
    const user = await createTestUser(sandbox.app);
    const [plan, other, quiz] = [
      await insertPlan(sandbox.database, 1, 4900),
      await insertPlan(sandbox.database, 1, 4900),
      await paidQuiz(sandbox.database),
    ];
    const payment_id = await pay(sandbox, { user, plan, quiz, amount: 4900 });
    for (const body of [
      { plan: other, quiz, payment_id },
      { plan, quiz: await paidQuiz(sandbox.database), payment_id },
    ]) {
      const res = await client.call('POST', 'payments/payments/', user, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error_code: 'payment_purchase_mismatch',
        detail: 'This payment was made for another plan or quiz than the one chosen here. Open the purchase you paid for and try again.',
      });
    }
  });
});
