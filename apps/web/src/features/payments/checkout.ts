import type { GatewayConfigResponse } from '@mizan/contract/payments';
import type { Language } from '@mizan/contract/i18n';

export interface CheckoutOrder {
  planId: number;
  /** Absent for a bundle bought on /payment. */
  quizId?: string;
  couponCode?: string;
  /** SAR decimal string, as shown to the user. */
  price: string;
  amountHalalas: number;
  description: string;
  userId: string | number;
  lang: Language;
}

/**
 * Where the card form returns. The callback carries the order back (planId, quizId, price, coupon_code),
 * because the gateway only adds id, status and message to it.
 */
function callbackUrl(config: GatewayConfigResponse, order: CheckoutOrder, origin: string): string {
  const callback = new URL(order.quizId ? config.callback_url : config.bundle_callback_url, origin);
  callback.searchParams.set('planId', String(order.planId));
  callback.searchParams.set('price', order.price);
  if (order.quizId) callback.searchParams.set('quizId', order.quizId);
  if (order.couponCode) callback.searchParams.set('coupon_code', order.couponCode);
  return callback.toString();
}

/** The payment's metadata, which the server checks against the signed-in user on save and finalize. */
function orderMetadata(order: CheckoutOrder): Record<string, string> {
  const metadata: Record<string, string> = { user_id: String(order.userId), plan_id: String(order.planId) };
  if (order.quizId) metadata['quiz_id'] = order.quizId;
  if (order.couponCode) metadata['coupon_code'] = order.couponCode;
  return metadata;
}

/** The sandbox gateway's hosted card form, opened with the order; null for a gateway without one. */
export function hostedFormUrl(config: GatewayConfigResponse, order: CheckoutOrder, origin: string): string | null {
  if (!config.hosted_form_url) return null;
  const form = new URL(config.hosted_form_url, origin);
  const fields: Record<string, string> = {
    amount: String(order.amountHalalas),
    currency: config.currency,
    description: order.description,
    callback_url: callbackUrl(config, order, origin),
    publishable_key: config.publishable_key,
    lang: order.lang,
  };
  for (const [key, value] of Object.entries(fields)) form.searchParams.set(key, value);
  for (const [key, value] of Object.entries(orderMetadata(order))) form.searchParams.set(`metadata[${key}]`, value);
  return form.toString();
}

/** The options of Moyasar's embedded form (docs.moyasar.com, "Form Configuration") that we set. */
export interface MoyasarFormOptions {
  /** Minor units: halalas. */
  amount: number;
  currency: GatewayConfigResponse['currency'];
  description: string;
  publishable_api_key: string;
  callback_url: string;
  methods: ['creditcard'];
  metadata: Record<string, string>;
  language: Language;
}

/**
 * Real Moyasar's embedded form, for the same order and callback as the hosted form. Card details are
 * posted by Moyasar's script straight to Moyasar; only the payment id comes back to us via the callback.
 */
export function moyasarFormOptions(config: GatewayConfigResponse, order: CheckoutOrder, origin: string): MoyasarFormOptions {
  return {
    amount: order.amountHalalas,
    currency: config.currency,
    description: order.description,
    publishable_api_key: config.publishable_key,
    callback_url: callbackUrl(config, order, origin),
    methods: ['creditcard'],
    metadata: orderMetadata(order),
    language: order.lang,
  };
}
