import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PurchaseHistoryResponse, ReceiptParams, ReceiptQuery, paymentPaths } from '@mizan/contract/payments';
import { notFound } from '../../lib/app-error.js';
import { paymentAdminRepo } from '../payments/admin-repo.js';
import { toAdminPayment } from '../payments/admin-view.js';
import { paymentRepo } from '../payments/repo.js';
import { sendReceipt } from './send.js';

const tags = ['payments'];
const path = (p: string) => `/${p}`;

/** The student's side: their purchase history and each purchase's receipt. Another user's payment is a 404. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    path(paymentPaths.mine),
    { onRequest: async (request) => void (await app.requireAuth(request)), schema: { tags, response: { 200: PurchaseHistoryResponse } } },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      const rows = await paymentAdminRepo(app.db).mine(userId);
      return rows.map((row) => {
        const p = toAdminPayment(row, request.lang);
        return {
          id: p.id,
          status: p.status,
          plan: p.plan,
          quiz: p.quiz,
          amount_halalas: p.amount_halalas,
          refunded_halalas: p.refunded_halalas,
          currency: p.currency,
          invoice_number: p.invoice_number,
          paid_at: (row.invoiceIssuedAt ?? row.payment.createdAt).toISOString(),
        };
      });
    },
  );

  app.get(
    path(paymentPaths.receipt),
    {
      onRequest: async (request) => void (await app.requireAuth(request)),
      schema: { tags, params: ReceiptParams, querystring: ReceiptQuery },
    },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      const payment = await paymentRepo(app.db).byAnyId(request.params.paymentId);
      if (!payment || payment.id !== request.params.paymentId || payment.userId !== userId) throw notFound();
      return sendReceipt(app, reply, payment, request.query.format, request.query.lang ?? request.lang);
    },
  );
};
