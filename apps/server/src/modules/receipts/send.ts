import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { plans } from '../../db/schema/payments.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import type { PaymentRow } from '../payments/repo.js';
import { receiptHtml } from './html.js';
import { invoiceRepo, type InvoiceRow } from './invoices-repo.js';
import { invoiceLabel, type ReceiptData } from './receipt-data.js';
import { renderReceiptPdf } from './render.js';

/** Only a payment that was paid has a receipt (a refunded one keeps its invoice; the refund is printed on it). */
const hasReceipt = (payment: PaymentRow) => payment.status === 'paid' || payment.status === 'refunded';

/** The payment's invoice; one paid before invoices existed gets its number now (dated when it was recorded). */
async function invoiceOf(app: FastifyInstance, payment: PaymentRow): Promise<InvoiceRow> {
  const existing = await invoiceRepo(app.db).forPayment(payment.id);
  if (existing) return existing;
  return app.db.transaction((tx) =>
    invoiceRepo(tx as unknown as Db).issue(payment.id, payment.amountHalalas, payment.createdAt, app.config.invoicing),
  );
}

export async function receiptData(app: FastifyInstance, payment: PaymentRow, language: Language): Promise<ReceiptData> {
  if (!hasReceipt(payment)) throw notFound();
  const invoice = await invoiceOf(app, payment);
  const [[buyer], [plan], [quiz]] = await Promise.all([
    app.db.select({ fullname: users.fullname, email: users.email }).from(users).where(eq(users.id, payment.userId)),
    app.db.select({ ar: plans.nameAr, en: plans.nameEn }).from(plans).where(eq(plans.id, payment.planId)),
    payment.quizId === null
      ? Promise.resolve([])
      : app.db.select({ ar: quizzes.titleAr, en: quizzes.titleEn }).from(quizzes).where(eq(quizzes.id, payment.quizId)),
  ]);
  return {
    language,
    invoiceNumber: invoice.number,
    issuedAt: invoice.issuedAt,
    sellerName: invoice.sellerName,
    sellerVatNumber: invoice.sellerVatNumber,
    vatRatePercent: invoice.vatRateBasisPoints / 100,
    totalHalalas: invoice.totalHalalas,
    vatHalalas: invoice.vatHalalas,
    currency: invoice.currency,
    buyerName: buyer?.fullname ?? '',
    buyerEmail: buyer?.email ?? '',
    item: plan ? localized(language, plan.ar, plan.en) : '',
    quizTitle: quiz ? localized(language, quiz.ar, quiz.en) : null,
    paymentReference: payment.gatewayPaymentId,
    refundedHalalas: payment.refundedHalalas,
  };
}

/** The receipt as a PDF download or an HTML page; never cached by shared caches (it names the buyer). */
export async function sendReceipt(
  app: FastifyInstance,
  reply: FastifyReply,
  payment: PaymentRow,
  format: 'pdf' | 'html',
  language: Language,
) {
  const data = await receiptData(app, payment, language);
  reply.header('cache-control', 'private, no-store');
  if (format === 'html') return reply.type('text/html; charset=utf-8').send(receiptHtml(data));
  const pdf = await renderReceiptPdf(data);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="receipt-${invoiceLabel(data.invoiceNumber)}-${language}.pdf"`)
    .send(Buffer.from(pdf));
}
