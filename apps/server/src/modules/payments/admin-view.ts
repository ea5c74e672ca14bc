import type { AdminPayment, AdminPaymentDetail, AdminRefund, GatewayRecord, ReconciliationState } from '@mizan/contract/admin/payments';
import type { Language } from '@mizan/contract/i18n';
import type { paymentRefunds } from '../../db/schema/payments.js';
import { localized } from '../../lib/localized.js';
import type { GatewayPayment } from '../payment-gateway/gateway.js';
import type { AdminPaymentRow } from './admin-repo.js';
import type { EntitlementRow } from './entitlements-repo.js';

export function toAdminPayment(row: AdminPaymentRow, lang: Language): AdminPayment {
  const p = row.payment;
  return {
    id: p.id,
    gateway_payment_id: p.gatewayPaymentId,
    status: p.status,
    user: row.user,
    plan: { id: row.plan.id, name: localized(lang, row.plan.nameAr, row.plan.nameEn) },
    quiz: p.quizId === null ? null : { id: p.quizId, title: localized(lang, row.quizTitleAr ?? '', row.quizTitleEn) },
    // What the card was charged (the gateway's amount when it differed or was refunded automatically).
    amount_halalas: p.chargedHalalas ?? p.amountHalalas,
    expected_halalas: p.amountHalalas,
    refunded_halalas: p.refundedHalalas,
    currency: p.currency,
    coupon_code: row.couponCode,
    failure_reason: p.failureReason,
    invoice_number: row.invoiceNumber,
    created_at: p.createdAt.toISOString(),
  };
}

type RefundRow = { refund: typeof paymentRefunds.$inferSelect; actor: { id: string; fullname: string } | null };

export const toAdminRefund = ({ refund, actor }: RefundRow): AdminRefund => ({
  id: refund.id,
  amount_halalas: refund.amountHalalas,
  status: refund.status,
  gateway_reference: refund.gatewayReference,
  actor,
  created_at: refund.createdAt.toISOString(),
  completed_at: refund.completedAt?.toISOString() ?? null,
});

export const toGatewayRecord = (g: GatewayPayment): GatewayRecord => ({
  id: g.id,
  status: g.status,
  amount_halalas: g.amountHalalas,
  refunded_halalas: g.refundedHalalas,
  currency: g.currency,
  description: g.description,
  source: g.source
    ? {
        type: g.source.type,
        company: g.source.company,
        name: g.source.name,
        masked_number: g.source.maskedNumber,
        message: g.source.message,
      }
    : null,
  created_at: g.createdAt.toISOString(),
});

/** The gateway status our status corresponds to. */
const EXPECTED_STATUS = { pending: 'initiated', paid: 'paid', failed: 'failed', refunded: 'refunded' } as const;

/** Our record against the gateway's: which fields disagree (refunds still pending are not counted on our side). */
export function reconcile(
  row: AdminPaymentRow['payment'],
  refunds: RefundRow[],
  gateway: GatewayPayment | 'unavailable' | 'missing',
): { state: ReconciliationState; differences: string[] } {
  if (gateway === 'unavailable' || gateway === 'missing') return { state: gateway, differences: [] };
  // refunded_halalas counts pending refunds too (reserved) and webhook-recorded ones (no row of ours).
  const pending = refunds.filter((r) => r.refund.status === 'pending').reduce((sum, r) => sum + r.refund.amountHalalas, 0);
  const differences = [
    gateway.status !== EXPECTED_STATUS[row.status] && !(row.status === 'paid' && gateway.status === 'captured') ? 'status' : null,
    gateway.amountHalalas !== (row.chargedHalalas ?? row.amountHalalas) ? 'amount' : null,
    gateway.currency.toUpperCase() !== row.currency.toUpperCase() ? 'currency' : null,
    gateway.refundedHalalas !== row.refundedHalalas - pending ? 'refunded' : null,
  ].filter((d): d is string => d !== null);
  return { state: differences.length ? 'mismatch' : 'matched', differences };
}

/** A payment we refused while the gateway still holds its money: refundable in full until it is refunded. */
function owedBack(p: AdminPaymentRow['payment'], gateway: GatewayPayment | 'unavailable' | 'missing'): number {
  if (p.status !== 'failed' || typeof gateway === 'string' || gateway.status !== 'paid') return 0;
  return gateway.amountHalalas - gateway.refundedHalalas;
}

export function toAdminPaymentDetail(
  row: AdminPaymentRow,
  lang: Language,
  extra: { refunds: RefundRow[]; entitlement: EntitlementRow | undefined; gateway: GatewayPayment | 'unavailable' | 'missing' },
): AdminPaymentDetail {
  const p = row.payment;
  const e = extra.entitlement;
  return {
    ...toAdminPayment(row, lang),
    updated_at: p.updatedAt.toISOString(),
    last_checked_at: p.lastCheckedAt?.toISOString() ?? null,
    entitlement: e ? { id: e.id, status: e.status, quizzes_total: e.quizzesTotal, quizzes_used: e.quizzesUsed } : null,
    refunds: extra.refunds.map(toAdminRefund),
    refundable_halalas: p.status === 'paid' ? p.amountHalalas - p.refundedHalalas : owedBack(p, extra.gateway),
    gateway: typeof extra.gateway === 'string' ? null : toGatewayRecord(extra.gateway),
    reconciliation: reconcile(p, extra.refunds, extra.gateway),
  };
}
