import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { invoiceLabel, paymentPaths } from '@mizan/contract/payments';
import { auditLog } from '../../db/schema/audit.js';
import { paymentRefunds } from '../../db/schema/payments.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { GatewayUnavailableError } from '../payment-gateway/gateway.js';
import { parseZatcaTlv } from '../receipts/zatca-tlv.js';
import { startSandboxServer, type SandboxServer } from '../sandbox-gateway/testing.js';
import { apiClient } from '../trials/test-api.js';
import { paymentProcessor } from './processor.js';
import { settleStalledRefunds } from './reconcile.js';
import { httpClient, insertPlan, paidQuiz, pay, type HttpClient } from './test-payments.js';

describe('admin/payments: list, detail, refunds; receipts', () => {
  let sandbox: SandboxServer;
  let client: HttpClient;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let single: number;
  let bundle: number;
  let gatewayRefunds = 0;

  beforeAll(async () => {
    sandbox = await startSandboxServer();
    client = await httpClient(sandbox);
    api = apiClient(sandbox.app);
    admin = await createTestUser(sandbox.app, { role: 'admin', fullname: 'Admin' });
    single = await insertPlan(sandbox.database, 1, 4900);
    bundle = await insertPlan(sandbox.database, 3, 11500);
    // Counts the calls that reach the gateway, whichever request made them.
    const gateway = sandbox.app.paymentGateway;
    const refund = gateway.refund.bind(gateway);
    gateway.refund = (id, amount) => {
      gatewayRefunds++;
      return refund(id, amount);
    };
  });
  afterAll(() => sandbox.close());

  /** A student who bought a plan: our payment id (UUID) and the quiz it unlocked. */
  async function purchase(plan: 'single' | 'bundle', student?: TestUser) {
    const user = student ?? (await createTestUser(sandbox.app, { fullname: 'سارة أحمد' }));
    const quiz = await paidQuiz(sandbox.database);
    const [planId, amount] = plan === 'single' ? [single, 4900] : [bundle, 11500];
    const payment_id = await pay(sandbox, { user, plan: planId, amount, ...(plan === 'single' ? { quiz } : {}) });
    const saved = await client.call('POST', 'payments/payments/', user, {
      plan: planId,
      payment_id,
      ...(plan === 'single' ? { quiz } : {}),
    });
    expect(saved.status).toBe(201);
    return { user, quiz, id: saved.body['id'] as string, gatewayId: payment_id };
  }
  const refund = (id: string, body: object = {}, lang = 'en') =>
    api('POST', apiPaths.admin.paymentRefund.replace(':id', id), admin, body, lang);
  const detail = async (id: string) => (await api('GET', apiPaths.admin.payment.replace(':id', id), admin)).json();
  const refundRows = (id: string) => sandbox.app.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, id));

  it('is for admins only: staff and students are refused', async () => {
    const staff = await createTestUser(sandbox.app, { role: 'staff' });
    const student = await createTestUser(sandbox.app);
    expect((await api('GET', apiPaths.admin.payments, staff)).statusCode).toBe(403);
    expect((await api('GET', apiPaths.admin.payments, student)).statusCode).toBe(403);
    expect((await api('GET', apiPaths.admin.payments, null)).statusCode).toBe(401);
  });

  it('lists with filters and shows one payment beside the gateway record, reconciled', async () => {
    const { user, id, gatewayId } = await purchase('single');
    const list = await api('GET', `${apiPaths.admin.payments}?search=${encodeURIComponent(user.email)}&status=paid&plan=${single}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ id, status: 'paid', amount_halalas: 4900, invoice_number: expect.any(Number) }],
    });
    // Arabic-aware name search: «ساره» finds «سارة».
    expect(
      (await api('GET', `${apiPaths.admin.payments}?search=${encodeURIComponent('ساره')}&limit=100`, admin))
        .json()
        .results.map((r: { id: string }) => r.id),
    ).toContain(id);
    expect(
      (await api('GET', `${apiPaths.admin.payments}?search=${encodeURIComponent(user.email)}&status=refunded`, admin)).json().count,
    ).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await api(
          'GET',
          `${apiPaths.admin.payments}?search=${encodeURIComponent(user.email)}&date_from=2000-01-01&date_to=2000-01-02`,
          admin,
        )
      ).json().count,
    ).toBe(0);
    expect(
      (await api('GET', `${apiPaths.admin.payments}?search=${encodeURIComponent(user.email)}&date_from=${today}`, admin)).json().count,
    ).toBe(1);

    expect(await detail(id)).toMatchObject({
      id,
      gateway_payment_id: gatewayId,
      refundable_halalas: 4900,
      entitlement: { status: 'active', quizzes_total: 1, quizzes_used: 0 },
      gateway: { id: gatewayId, status: 'paid', amount_halalas: 4900, refunded_halalas: 0, source: { masked_number: expect.any(String) } },
      reconciliation: { state: 'matched', differences: [] },
      refunds: [],
    });
    expect((await api('GET', apiPaths.admin.payment.replace(':id', crypto.randomUUID()), admin)).statusCode).toBe(404);
  });

  it('a full refund revokes an unused entitlement, is audited, and a repeat changes nothing', async () => {
    const { user, id, quiz, gatewayId } = await purchase('single');
    const before = gatewayRefunds;
    const res = await refund(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      refunded: true,
      entitlement_outcome: 'revoked',
      refund: { amount_halalas: 4900, status: 'succeeded', actor: { id: admin.id } },
      payment: {
        status: 'refunded',
        refunded_halalas: 4900,
        refundable_halalas: 0,
        entitlement: { status: 'revoked' },
        reconciliation: { state: 'matched' },
      },
    });
    expect(await sandbox.app.paymentGateway.fetchPayment(gatewayId)).toMatchObject({ status: 'refunded', refundedHalalas: 4900 });
    // The quiz it bought is locked again.
    expect((await client.call('POST', `quizzes/quizzes/${quiz}/start/`, user, {})).status).toBe(402);

    const again = await refund(id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ refunded: false, refund: null, entitlement_outcome: 'revoked', payment: { status: 'refunded' } });
    expect(gatewayRefunds - before).toBe(1);
    expect(await refundRows(id)).toHaveLength(1);
    const audit = await sandbox.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['refund', 'refund_requested']);
    expect(audit.every((a) => a.actorId === admin.id)).toBe(true);
  });

  it('keeps (and reports) an entitlement already used, closed at what was used', async () => {
    const { user, id } = await purchase('bundle');
    const quiz = await paidQuiz(sandbox.database);
    expect((await client.call('POST', `quizzes/quizzes/${quiz}/start/`, user, {})).status).toBe(201);
    const res = await refund(id, {}, 'ar');
    expect(res.json()).toMatchObject({
      refunded: true,
      entitlement_outcome: 'kept_used',
      payment: { status: 'refunded', entitlement: { status: 'active', quizzes_used: 1, quizzes_total: 1 } },
    });
    // Nothing more can be started with it.
    expect((await client.call('POST', `quizzes/quizzes/${await paidQuiz(sandbox.database)}/start/`, user, {})).status).toBe(402);
  });

  it('two refunds of the whole payment at the same moment: one reaches the gateway', async () => {
    const { id, gatewayId } = await purchase('single');
    const before = gatewayRefunds;
    const results = await Promise.all([refund(id), refund(id), refund(id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.json().refunded === true)).toHaveLength(1);
    expect(gatewayRefunds - before).toBe(1);
    expect(await refundRows(id)).toHaveLength(1);
    expect(await sandbox.app.paymentGateway.fetchPayment(gatewayId)).toMatchObject({ refundedHalalas: 4900 });
  });

  it('partial, then the rest: paid until nothing is left; an over-refund is refused', async () => {
    const { id, gatewayId } = await purchase('bundle');
    const part = await refund(id, { amount_halalas: 1500 });
    expect(part.json()).toMatchObject({
      refunded: true,
      entitlement_outcome: 'unchanged',
      payment: {
        status: 'paid',
        refunded_halalas: 1500,
        refundable_halalas: 10000,
        entitlement: { status: 'active' },
        reconciliation: { state: 'matched' },
      },
    });
    expect(await sandbox.app.paymentGateway.fetchPayment(gatewayId)).toMatchObject({ status: 'paid', refundedHalalas: 1500 });

    const over = await refund(id, { amount_halalas: 10001 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error_code: 'validation_error',
      amount_halalas: ['That is more than is left to refund: at most 100.00 SAR.'],
    });
    const overAr = await refund(id, { amount_halalas: 10001 }, 'ar');
    expect(overAr.json().amount_halalas[0]).toContain('100.00');

    const rest = await refund(id);
    expect(rest.json()).toMatchObject({
      refunded: true,
      refund: { amount_halalas: 10000 },
      entitlement_outcome: 'revoked',
      payment: { status: 'refunded', refunded_halalas: 11500 },
    });
    expect((await refund(id, { amount_halalas: 1 })).json()).toMatchObject({ error_code: 'payment_not_refundable' });
    expect((await detail(id)).refunds.map((r: { amount_halalas: number }) => r.amount_halalas)).toEqual([1500, 10000]);
  });

  it('refuses to refund what was not paid, and validates the amount', async () => {
    const { id } = await purchase('single');
    expect((await refund(id, { amount_halalas: 0 })).statusCode).toBe(400);
    expect((await refund(id, { amount_halalas: 'all' })).statusCode).toBe(400);
    expect((await refund(crypto.randomUUID())).statusCode).toBe(404);
    await refund(id);
    const res = await refund(id, { amount_halalas: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error_code: 'payment_not_refundable', detail: expect.stringMatching(/paid payment/) });
  });

  it('a refund the gateway refuses records nothing and answers 502', async () => {
    const { id, gatewayId } = await purchase('single');
    // Refunded behind our back: the gateway has nothing left, our record still says paid.
    await sandbox.app.paymentGateway.refund(gatewayId);
    const res = await refund(id, { amount_halalas: 100 });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error_code: 'gateway_error' });
    expect(await refundRows(id)).toMatchObject([{ status: 'failed', amountHalalas: 100 }]);
    expect(await detail(id)).toMatchObject({
      refunded_halalas: 0,
      status: 'paid',
      reconciliation: { state: 'mismatch', differences: ['status', 'refunded'] },
    });
  });

  it('a gateway that times out after refunding: 503, the refund stays pending, and the detail settles it from the gateway record', async () => {
    const { id, gatewayId } = await purchase('single');
    const gateway = sandbox.app.paymentGateway;
    const counted = gateway.refund;
    gateway.refund = async (paymentId, amount) => {
      await counted(paymentId, amount);
      throw new GatewayUnavailableError('gateway unreachable: TimeoutError');
    };
    try {
      const res = await refund(id);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error_code: 'gateway_unavailable' });
    } finally {
      gateway.refund = counted;
    }
    expect(await refundRows(id)).toMatchObject([{ status: 'pending', amountHalalas: 4900 }]);
    // Reserved meanwhile: a second refund can't take the same money again.
    expect((await refund(id, { amount_halalas: 100 })).statusCode).toBe(409);
    expect(await detail(id)).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'succeeded' }],
      entitlement: { status: 'revoked' },
      reconciliation: { state: 'matched' },
    });
    expect(await sandbox.app.paymentGateway.fetchPayment(gatewayId)).toMatchObject({ refundedHalalas: 4900 });
  });

  it('a refund left pending is settled by the background reconciliation, without anyone opening the payment', async () => {
    const { id } = await purchase('single');
    const gateway = sandbox.app.paymentGateway;
    const counted = gateway.refund;
    gateway.refund = async (paymentId, amount) => {
      await counted(paymentId, amount);
      throw new GatewayUnavailableError('gateway unreachable: TimeoutError');
    };
    try {
      expect((await refund(id)).statusCode).toBe(503);
    } finally {
      gateway.refund = counted;
    }
    const processor = paymentProcessor({ db: sandbox.app.db, gateway, log: sandbox.app.log, invoicing: sandbox.app.config.invoicing });
    expect(await settleStalledRefunds(sandbox.app.db, processor)).toBe(0); // too recent: the refund route may still be waiting
    expect(await settleStalledRefunds(sandbox.app.db, processor, 0)).toBe(1);
    expect(await refundRows(id)).toMatchObject([{ status: 'succeeded', amountHalalas: 4900 }]);
    expect(await settleStalledRefunds(sandbox.app.db, processor, 0)).toBe(0);
  });

  describe('receipts', () => {
    const receipt = (id: string, user: TestUser | null, query = '') =>
      api('GET', `${paymentPaths.receipt.replace(':paymentId', id)}${query}`, user);

    it('the owner gets a PDF naming the invoice number and total; the HTML holds the ZATCA QR', async () => {
      const { user, id } = await purchase('single');
      const history = await api('GET', paymentPaths.mine, user);
      expect(history.json()).toMatchObject([
        { id, status: 'paid', amount_halalas: 4900, invoice_number: expect.any(Number), plan: { id: single } },
      ]);
      const number = history.json()[0].invoice_number as number;

      const pdf = await receipt(id, user);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      const doc = await PDFDocument.load(pdf.rawPayload, { updateMetadata: false });
      expect(doc.getTitle()).toBe(`Simplified Tax Invoice ${invoiceLabel(number)}`);
      expect(doc.getSubject()).toBe('49.00 SAR');
      expect(doc.getKeywords()).toContain('vat=6.39');

      const ar = await PDFDocument.load((await receipt(id, user, '?lang=ar')).rawPayload, { updateMetadata: false });
      expect(ar.getTitle()).toBe(`فاتورة ضريبية مبسطة ${invoiceLabel(number)}`);

      const html = await receipt(id, user, '?format=html&lang=en');
      expect(html.headers['content-type']).toMatch(/text\/html/);
      expect(html.body).toContain(invoiceLabel(number));
      expect(html.body).toContain('SAR 49.00');
      expect(html.body).toContain('SAR 6.39');
      expect(html.body).toContain('300000000000003');
      const qr = /data-zatca-qr="([^"]+)"/.exec(html.body)?.[1] ?? '';
      const fields = parseZatcaTlv(qr);
      expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5]);
      expect(fields.get(1)).toBe(sandbox.app.config.invoicing.sellerName);
      expect(fields.get(2)).toBe('300000000000003');
      expect(fields.get(3)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Math.abs(Date.parse(fields.get(3)!) - Date.now())).toBeLessThan(120_000);
      expect(fields.get(4)).toBe('49.00');
      expect(fields.get(5)).toBe('6.39');

      // The operator may fetch any receipt; the same invoice every time.
      const byAdmin = await api('GET', `${apiPaths.admin.paymentReceipt.replace(':id', id)}?format=html`, admin);
      expect(byAdmin.body).toContain(invoiceLabel(number));
    });

    it("another user's receipt, a pending payment's, or no token: 404 / 401", async () => {
      const { id } = await purchase('single');
      const other = await createTestUser(sandbox.app);
      expect((await receipt(id, other)).statusCode).toBe(404);
      expect((await receipt(id, null)).statusCode).toBe(401);
      expect((await receipt(crypto.randomUUID(), other)).statusCode).toBe(404);
      // The admin path is not the student's way in.
      expect((await api('GET', apiPaths.admin.paymentReceipt.replace(':id', id), other)).statusCode).toBe(403);
    });

    it('invoice numbers follow each other without gaps, one per paid payment', async () => {
      const a = await purchase('single');
      const b = await purchase('single');
      const [na, nb] = [(await detail(a.id)).invoice_number as number, (await detail(b.id)).invoice_number as number];
      expect(nb).toBe(na + 1);
      // A refund keeps the invoice (and prints the refund on it).
      await refund(a.id);
      const html = await receipt(a.id, a.user, '?format=html');
      expect(html.body).toContain(invoiceLabel(na));
      expect(html.body).toContain('Refunded');
    });
  });
});
