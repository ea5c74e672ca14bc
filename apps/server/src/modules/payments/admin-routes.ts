import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  AdminPaymentDetail,
  AdminPaymentListQuery,
  AdminPaymentListResponse,
  AdminPaymentParams,
  RefundRequest,
  RefundResponse,
} from '@mizan/contract/admin/payments';
import { ReceiptQuery } from '@mizan/contract/payments';
import type { Language } from '@mizan/contract/i18n';
import { notFound } from '../../lib/app-error.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import { SYSTEM_ACTOR } from '../audit/recorder.js';
import { sendReceipt } from '../receipts/send.js';
import { paymentAdminRepo } from './admin-repo.js';
import { toAdminPayment, toAdminPaymentDetail } from './admin-view.js';
import { entitlementRepo } from './entitlements-repo.js';
import type { PaymentProcessor } from './processor.js';
import { isRefusedCapture } from './repo.js';
import { refundPayment, refusedCaptureNotRefunded, settlePendingRefunds } from './refunds.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const config = { adminOnly: true };
const route = (path: string) => `/${path}`;

/** admin/payments/…: what was paid, the gateway's record beside ours, refunds and receipts. Admins only. */
export const paymentAdminRoutes: FastifyPluginAsyncZod<{ processor: PaymentProcessor }> = async (app, { processor }) => {
  const repo = paymentAdminRepo(app.db);
  const found = async (id: string) => {
    const row = await repo.one(id);
    if (!row) throw notFound();
    return row;
  };

  /** Ours and the gateway's record; refunds the gateway did not answer for are settled from its record first. */
  async function detail(id: string, lang: Language): Promise<AdminPaymentDetail> {
    let row = await found(id);
    if (isRefusedCapture(row.payment)) {
      await processor.settleRefusedCapture(row.payment, SYSTEM_ACTOR);
      row = await found(id);
    }
    let refunds = await repo.refunds(id);
    const gateway = await processor.lookup(row.payment.gatewayPaymentId).catch(() => 'unavailable' as const);
    const pending = refunds.filter((r) => r.refund.status === 'pending').map((r) => r.refund);
    if (
      typeof gateway !== 'string' &&
      (await settlePendingRefunds(app.db, row.payment, pending, gateway.refundedHalalas, gateway.refundedAt))
    ) {
      [row, refunds] = [await found(id), await repo.refunds(id)];
    }
    const entitlement = await entitlementRepo(app.db).byPayment(id);
    return toAdminPaymentDetail(row, lang, { refunds, entitlement, gateway });
  }

  app.get(
    route(apiPaths.admin.payments),
    { config, schema: { tags, security, querystring: AdminPaymentListQuery, response: { 200: AdminPaymentListResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 25, 100);
      const { rows, count } = await repo.page(request.query, window.limit, window.offset);
      return pageOf(
        request,
        window,
        count,
        rows.map((row) => toAdminPayment(row, request.lang)),
      );
    },
  );

  app.get(
    route(apiPaths.admin.payment),
    { config, schema: { tags, security, params: AdminPaymentParams, response: { 200: AdminPaymentDetail } } },
    async (request) => detail(request.params.id, request.lang),
  );

  app.post(
    route(apiPaths.admin.paymentRefund),
    { config, schema: { tags, security, params: AdminPaymentParams, body: RefundRequest, response: { 200: RefundResponse } } },
    async (request) => {
      const { id } = request.params;
      const { payment: before } = await found(id);
      // A payment we refused after it was captured is owed in full: the console's refund is the automatic one.
      if (before.status === 'failed' && isRefusedCapture(before)) {
        const after = await processor.settleRefusedCapture(before, actorOf(request));
        if (after.status !== 'refunded') throw refusedCaptureNotRefunded();
        return { refunded: true, refund: null, entitlement_outcome: 'none' as const, payment: await detail(id, request.lang) };
      }
      const outcome = await refundPayment(
        { db: app.db, gateway: app.paymentGateway, log: request.log },
        id,
        request.body.amount_halalas,
        actorOf(request),
      );
      const payment = await detail(id, request.lang);
      return {
        refunded: outcome.refunded,
        refund: payment.refunds.find((r) => r.id === outcome.refundId) ?? null,
        entitlement_outcome: outcome.entitlement,
        payment,
      };
    },
  );

  app.get(
    route(apiPaths.admin.paymentReceipt),
    { config, schema: { tags, security, params: AdminPaymentParams, querystring: ReceiptQuery } },
    async (request, reply) => {
      const row = await found(request.params.id);
      return sendReceipt(app, reply, row.payment, request.query.format, request.query.lang ?? request.lang);
    },
  );
};
