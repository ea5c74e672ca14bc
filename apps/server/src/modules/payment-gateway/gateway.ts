import { GATEWAY_PAYMENT_STATUSES } from '@mizan/contract/admin/payments';

/** Moyasar's payment statuses; a card payment starts `initiated` and ends `paid` or `failed`. */
export const PAYMENT_STATUSES = GATEWAY_PAYMENT_STATUSES;
export type GatewayPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment as the gateway reports it, normalised; never carries card data beyond the masked number. */
export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  amountHalalas: number;
  refundedHalalas: number;
  /** When the latest refund was made (Moyasar keeps no separate refund objects). */
  refundedAt: Date | null;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  source: { type: string; company: string | null; name: string | null; maskedNumber: string | null; message: string | null } | null;
  createdAt: Date;
}

export const WEBHOOK_EVENT_TYPES = [
  'payment_paid',
  'payment_failed',
  'payment_refunded',
  'payment_voided',
  'payment_authorized',
  'payment_captured',
  'payment_verified',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: Date;
  live: boolean;
  /** The payment as the event describes it: act on a fresh `fetchPayment`, not on this. */
  payment: GatewayPayment;
}

/** What the web client needs to show the gateway's card form. */
export interface GatewayFormConfig {
  kind: 'sandbox' | 'moyasar';
  publishableKey: string;
  apiBase: string;
  /** Sandbox: our hosted card form page, opened with amount, currency, description, callback_url and metadata. */
  hostedFormUrl?: string;
  /** Moyasar: the payment-form library and its stylesheet. */
  formScriptUrl?: string;
  formStylesheetUrl?: string;
}

export interface PaymentGateway {
  /** Throws GatewayNotFoundError, GatewayAuthError, GatewayRequestError or GatewayUnavailableError. */
  fetchPayment(id: string): Promise<GatewayPayment>;
  /** Full refund without an amount; a partial one with it. Same errors as fetchPayment. */
  refund(id: string, amountHalalas?: number): Promise<GatewayPayment>;
  /** Checks the shared secret in constant time; throws a 401 AppError on mismatch, 400 on a malformed body. */
  verifyWebhook(body: unknown): WebhookEvent;
  formConfig(): GatewayFormConfig;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    /** Moyasar's error `type`, when the gateway sent one. */
    readonly type?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
/** The payment id is unknown to the gateway. */
export class GatewayNotFoundError extends GatewayError {}
/** Our keys were refused: a configuration problem, not the customer's. */
export class GatewayAuthError extends GatewayError {}
/** The gateway refused the request itself (e.g. refunding more than was paid). */
export class GatewayRequestError extends GatewayError {}
/** Network error, timeout or 5xx: leave the payment pending and reconcile later. */
export class GatewayUnavailableError extends GatewayError {}
