import { z } from 'zod';
import { IntegerId, UuidId } from './quizzes.js';

export const paymentPaths = {
  plans: 'payments/plans/',
  quote: 'payments/quote/',
  gatewayConfig: 'payments/gateway-config/',
  save: 'payments/payments/',
  status: 'payments/payments/:paymentId/status/',
  finalize: 'payments/payments/finalize/',
  webhook: 'payments/webhook/',
  trialPaymentStatus: 'quizzes/trials/:trialId/payment-status/',
  /** The signed-in student's paid purchases (profile purchase history). */
  mine: 'payments/payments/mine/',
  /** The owner's receipt (simplified tax invoice): PDF, or `?format=html`; 404 for anyone else. */
  receipt: 'payments/payments/:paymentId/receipt/',
} as const;

/** Double-submit CSRF: the plans call sets this readable cookie; save and finalize echo it in the header. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

/** `error_code` of a 400 from save or finalize, each with a localized `detail`. */
export const PAYMENT_ERROR_CODES = [
  'payment_not_found',
  'payment_not_paid',
  'amount_mismatch',
  'currency_mismatch',
  'payment_owner_mismatch',
  /** The student's own payment, made for another plan or quiz than the one named. */
  'payment_purchase_mismatch',
  'payment_already_used',
  'coupon_not_applicable',
  /** Nothing to grant: the quiz is free, unpublished or archived, or its attempts are used up. */
  'purchase_not_usable',
  /** Charged but not honourable (amount, currency, coupon or purchase refused): refunded in full through the gateway. */
  'payment_auto_refunded',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

export const Plan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** SAR decimal string, e.g. "49.00". */
  price: z.string(),
  price_halalas: z.number().int(),
  /** 1 = single-quiz purchase, bound to the quiz it is bought for. */
  number_of_quizzes: z.number().int(),
  currency: z.literal('SAR'),
});
export type Plan = z.infer<typeof Plan>;

export const PlanListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});
export const PlanListResponse = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(Plan),
});
export type PlanListResponse = z.infer<typeof PlanListResponse>;

/** What the checkout charges: the server's price for a plan, minus a coupon it validated (never a price from a URL). */
export const PaymentQuoteQuery = z.object({
  plan: IntegerId,
  quiz: IntegerId.optional(),
  coupon_code: z.string().max(64).optional(),
});
export type PaymentQuoteQuery = z.infer<typeof PaymentQuoteQuery>;

export const PaymentQuoteResponse = z.object({
  plan: z.number().int(),
  quiz: z.number().int().nullable(),
  /** SAR decimal string of the plan before any discount. */
  price: z.string(),
  /** SAR decimal string to pay. */
  amount: z.string(),
  amount_halalas: z.number().int(),
  discount_percent: z.number().int(),
  /** The coupon applied (normalised), or null. */
  coupon_code: z.string().nullable(),
});
export type PaymentQuoteResponse = z.infer<typeof PaymentQuoteResponse>;

/** The gateway's payment id as the card form returned it. */
const GatewayPaymentId = z.string().trim().min(1).max(100);

export const SavePaymentRequest = z.strictObject({
  plan: IntegerId,
  payment_id: GatewayPaymentId,
  /** Required for a single-quiz plan: the quiz it unlocks. */
  quiz: IntegerId.nullish(),
  coupon_code: z.string().max(64).nullish(),
  purchase_type: z.enum(['single', 'bundle']).nullish(),
});
export type SavePaymentRequest = z.infer<typeof SavePaymentRequest>;

export const PaymentStatus = z.enum(['pending', 'paid', 'failed', 'refunded']);
export const PaymentResponse = z.object({
  /** Our id (UUID). */
  id: z.string(),
  /** The gateway's id. */
  payment_id: z.string(),
  status: PaymentStatus,
  plan: z.number().int(),
  quiz: z.number().int().nullable(),
  /** SAR decimal string charged: the plan price after any coupon discount, or what the gateway took of a payment we refused. */
  amount: z.string(),
  currency: z.string(),
  coupon_code: z.string().nullable(),
  /** Error code of a failed payment, e.g. `payment_not_paid`. */
  failure_reason: z.string().nullable(),
  entitlement: z
    .object({ id: z.string(), quizzes_total: z.number().int(), quizzes_used: z.number().int(), status: z.enum(['active', 'revoked']) })
    .nullable(),
  created_at: z.string(),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;

export const PaymentStatusParams = z.object({ paymentId: GatewayPaymentId });

export const FinalizePaymentRequest = z.strictObject({
  payment_id: GatewayPaymentId,
  /** False: answer what is known without asking the gateway again. */
  immediate_finalization: z.boolean().default(true),
  trial_id: UuidId.nullish(),
});
export type FinalizePaymentRequest = z.infer<typeof FinalizePaymentRequest>;

export const TrialPaymentStatusResponse = z.object({
  trial_id: z.string(),
  quiz: z.number().int(),
  access_source: z.enum(['free', 'coupon', 'entitlement', 'assignment']),
  /** True when the trial was unlocked by a paid purchase. */
  paid: z.boolean(),
  payment: PaymentResponse.nullable(),
});
export type TrialPaymentStatusResponse = z.infer<typeof TrialPaymentStatusResponse>;

/** 200 when already recorded, 201 when recorded now, 202 while the gateway has not confirmed it (retry finalize). */
export const FinalizePaymentResponse = PaymentResponse.extend({ trial: TrialPaymentStatusResponse.nullish() });
export type FinalizePaymentResponse = z.infer<typeof FinalizePaymentResponse>;

export const GatewayConfigResponse = z.object({
  kind: z.enum(['sandbox', 'moyasar']),
  publishable_key: z.string(),
  api_base: z.string(),
  hosted_form_url: z.string().nullable(),
  form_script_url: z.string().nullable(),
  form_stylesheet_url: z.string().nullable(),
  currency: z.literal('SAR'),
  /** Where the card form returns: `…/pre-quiz-payment/verify`; bundle purchases add `?purchase=bundle`. */
  callback_url: z.string(),
  bundle_callback_url: z.string(),
  /** Metadata keys the card form must send; the server checks them against the signed-in user. */
  metadata_keys: z.array(z.string()),
});
export type GatewayConfigResponse = z.infer<typeof GatewayConfigResponse>;

export const WebhookResponse = z.object({ received: z.literal(true), status: PaymentStatus.nullable() });

export const ReceiptQuery = z.object({
  format: z.enum(['pdf', 'html']).default('pdf'),
  /** Defaults to the user's language. */
  lang: z.enum(['ar', 'en']).optional(),
});
export type ReceiptQuery = z.input<typeof ReceiptQuery>;
export const ReceiptParams = z.object({ paymentId: UuidId });

/** One paid purchase in the student's history. */
export const PurchaseHistoryItem = z.object({
  id: z.string(),
  status: PaymentStatus,
  plan: z.object({ id: z.number().int(), name: z.string() }),
  quiz: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  amount_halalas: z.number().int(),
  refunded_halalas: z.number().int(),
  currency: z.string(),
  invoice_number: z.number().int().nullable(),
  paid_at: z.string(),
});
export type PurchaseHistoryItem = z.infer<typeof PurchaseHistoryItem>;
export const PurchaseHistoryResponse = z.array(PurchaseHistoryItem);
export type PurchaseHistoryResponse = z.infer<typeof PurchaseHistoryResponse>;

/** How an invoice number is printed and searched: `INV-000042`. */
export const invoiceLabel = (invoiceNumber: number) => `INV-${String(invoiceNumber).padStart(6, '0')}`;
