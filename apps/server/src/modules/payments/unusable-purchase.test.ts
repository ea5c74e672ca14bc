import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { createTestUser } from '../../test/users.js';
import { startSandboxServer, type SandboxServer } from '../sandbox-gateway/testing.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import { httpClient, insertPlan, paidQuiz, pay, postPaidWebhook, type HttpClient } from './test-payments.js';

/** #27 item 5: a purchase that can't be used is refused before the card form, and refunded if it arrives anyway. */
describe('a purchase the student could not use', () => {
  let sandbox: SandboxServer;
  let client: HttpClient;
  let single: number;
  beforeAll(async () => {
    sandbox = await startSandboxServer();
    client = await httpClient(sandbox);
    single = await insertPlan(sandbox.database, 1, 4900);
  });
  afterAll(() => sandbox.close());

  const quote = (user: Awaited<ReturnType<typeof createTestUser>>, quiz: number) =>
    client.call('GET', `payments/quote/?plan=${single}&quiz=${quiz}`, user);

  it('quote and save refuse a single-quiz plan for a free, archived or used-up quiz', async () => {
    const user = await createTestUser(sandbox.app);
    const free = (await insertQuiz(sandbox.database.db, gradedQuiz({ access: 'free' }, 2))).id;
    expect(await quote(user, free)).toEqual({
      status: 400,
      body: { quiz: ['This quiz is free: start it without buying anything.'], error_code: 'validation_error' },
    });
    const save = await client.call('POST', 'payments/payments/', user, { plan: single, quiz: free, payment_id: 'never-charged' });
    expect(save.body['quiz']).toHaveLength(1);

    const archived = await paidQuiz(sandbox.database);
    await sandbox.app.db.update(quizzes).set({ archivedAt: new Date() }).where(eq(quizzes.id, archived));
    expect((await quote(user, archived)).body['quiz']).toEqual(['This quiz is not available.']);
    // An assigned quiz is started by its classes' students without paying: buying it would consume nothing.
    const assigned = (await insertQuiz(sandbox.database.db, gradedQuiz({ access: 'assigned' }, 2))).id;
    expect((await quote(user, assigned)).body['quiz']).toEqual(['This quiz is not available.']);

    const once = (await insertQuiz(sandbox.database.db, gradedQuiz({ access: 'paid', priceHalalas: 4900, attemptsAllowed: 1 }, 2))).id;
    expect((await quote(user, once)).status).toBe(200);
    const payment_id = await pay(sandbox, { user, plan: single, quiz: once, amount: 4900 });
    expect((await client.call('POST', 'payments/payments/', user, { plan: single, quiz: once, payment_id })).status).toBe(201);
    expect((await client.call('POST', `quizzes/quizzes/${once}/start/`, user, {})).status).toBe(201);
    expect((await quote(user, once)).body['quiz']).toEqual([
      'You have used all the attempts of this quiz, so a purchase for it could not be used.',
    ]);
    // Saving the purchase already made again still answers it.
    expect((await client.call('POST', 'payments/payments/', user, { plan: single, quiz: once, payment_id })).status).toBe(200);
  });

  it('refunds a paid purchase of a free quiz that arrives anyway (finalize, webhook)', async () => {
    const user = await createTestUser(sandbox.app);
    const free = (await insertQuiz(sandbox.database.db, gradedQuiz({ access: 'free' }, 2))).id;
    const [a, b] = [
      await pay(sandbox, { user, plan: single, quiz: free, amount: 4900 }),
      await pay(sandbox, { user, plan: single, quiz: free, amount: 4900 }),
    ];
    const finalized = await client.call('POST', 'payments/payments/finalize/', user, { payment_id: a });
    expect(finalized.body['error_code']).toBe('payment_auto_refunded');
    expect((await postPaidWebhook(sandbox, client, b)).body).toEqual({ received: true, status: 'refunded' });
    for (const id of [a, b]) {
      expect(await sandbox.app.paymentGateway.fetchPayment(id)).toMatchObject({ status: 'refunded', refundedHalalas: 4900 });
      const [row] = await sandbox.app.db.select().from(payments).where(eq(payments.gatewayPaymentId, id));
      expect(row).toMatchObject({ status: 'refunded', failureReason: 'payment_auto_refunded', entitlementId: null });
    }
  });
});
