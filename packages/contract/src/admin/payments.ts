import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AdminListQuery } from './common.js';

export const ADMIN_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export const AdminPaymentStatus = z.enum(ADMIN_PAYMENT_STATUSES);
export type AdminPaymentStatus = z.infer<typeof AdminPaymentStatus>;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** One row of the payments console. Amounts are halalas (integers), shown through the price formatter. */
export const AdminPayment = z.object({
  id: z.string(),
  /** The gateway's id. */
  gateway_payment_id: z.string(),
  status: AdminPaymentStatus,
  user: z.object({ id: z.string(), fullname: z.string(), email: z.string() }),
  plan: Named,
  quiz: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** What the card was charged: the gateway's amount (it differs from the expected one only on a refused payment). */
  amount_halalas: z.number().int(),
  /** What the purchase was to cost (plan price after any coupon discount). */
  expected_halalas: z.number().int(),
  /** Refunded so far, pending refunds included. */
  refunded_halalas: z.number().int(),
  currency: z.string(),
  coupon_code: z.string().nullable(),
  failure_reason: z.string().nullable(),
  invoice_number: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

const DateQuery = z.iso.date();
export const AdminPaymentListQuery = AdminListQuery.extend({
  status: AdminPaymentStatus.optional(),
  plan: z.coerce.number().int().min(1).optional(),
  quiz: z.coerce.number().int().min(1).optional(),
  /** Inclusive calendar days (Asia/Riyadh), `YYYY-MM-DD`. */
  date_from: DateQuery.optional(),
  date_to: DateQuery.optional(),
});
export type AdminPaymentListQuery = z.infer<typeof AdminPaymentListQuery>;
export const AdminPaymentListResponse = paginated(AdminPayment);
export type AdminPaymentListResponse = z.infer<typeof AdminPaymentListResponse>;

export const AdminPaymentParams = z.object({ id: z.uuid() });

export const AdminRefund = z.object({
  id: z.string(),
  amount_halalas: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  gateway_reference: z.string().nullable(),
  actor: z.object({ id: z.string(), fullname: z.string() }).nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

/**
 * Whether our record and the gateway's agree. `matched`: status and amounts agree; `mismatch`: they differ
 * (`differences` names the fields); `unavailable`: the gateway could not be asked now; `missing`: it does not know the id.
 */
export const ReconciliationState = z.enum(['matched', 'mismatch', 'unavailable', 'missing']);
export type ReconciliationState = z.infer<typeof ReconciliationState>;

/** Moyasar's payment statuses, as the gateway record's `status` carries them; the console names each. */
export const GATEWAY_PAYMENT_STATUSES = [
  'initiated',
  'paid',
  'failed',
  'authorized',
  'captured',
  'refunded',
  'voided',
  'verified',
] as const;

export const GatewayRecord = z.object({
  id: z.string(),
  status: z.string(),
  amount_halalas: z.number().int(),
  refunded_halalas: z.number().int(),
  currency: z.string(),
  description: z.string().nullable(),
  source: z
    .object({
      type: z.string(),
      company: z.string().nullable(),
      name: z.string().nullable(),
      masked_number: z.string().nullable(),
      message: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
});
export type GatewayRecord = z.infer<typeof GatewayRecord>;

export const EntitlementSummary = z.object({
  id: z.string(),
  status: z.enum(['active', 'revoked']),
  quizzes_total: z.number().int(),
  quizzes_used: z.number().int(),
});

export const AdminPaymentDetail = AdminPayment.extend({
  updated_at: z.string(),
  last_checked_at: z.string().nullable(),
  entitlement: EntitlementSummary.nullable(),
  refunds: z.array(AdminRefund),
  /** What may still be refunded: of a paid payment, or all of one we refused while the gateway still holds it. */
  refundable_halalas: z.number().int(),
  gateway: GatewayRecord.nullable(),
  reconciliation: z.object({ state: ReconciliationState, differences: z.array(z.string()) }),
});
export type AdminPaymentDetail = z.infer<typeof AdminPaymentDetail>;

/** No amount: everything still refundable. */
export const RefundRequest = z.strictObject({ amount_halalas: z.number().int().min(1).max(100_000_000).optional() });
export type RefundRequest = z.infer<typeof RefundRequest>;

/**
 * `revoked`: the entitlement was unused and is taken back; `kept_used`: quizzes were already taken with it, so it
 * stays with what was used and nothing more; `unchanged`: a partial refund leaves it alone; `none`: the payment had none.
 */
export const EntitlementOutcome = z.enum(['revoked', 'kept_used', 'unchanged', 'none']);
export type EntitlementOutcome = z.infer<typeof EntitlementOutcome>;

export const RefundResponse = z.object({
  /** False when nothing new was refunded: a repeat of a completed (or running) full refund. */
  refunded: z.boolean(),
  refund: AdminRefund.nullable(),
  entitlement_outcome: EntitlementOutcome,
  payment: AdminPaymentDetail,
});
export type RefundResponse = z.infer<typeof RefundResponse>;
