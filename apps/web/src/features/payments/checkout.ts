import type { GatewayConfigResponse } from '@mizan/contract/payments';

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
  lang: string;
}

/**
 * The gateway's hosted card form, opened with the order. The callback carries the order back
 * (planId, quizId, price, coupon_code), because the gateway only adds id, status and message to it.
 */
export function hostedFormUrl(config: GatewayConfigResponse, order: CheckoutOrder, origin: string): string | null {
  if (!config.hosted_form_url) return null;
  const callback = new URL(order.quizId ? config.callback_url : config.bundle_callback_url, origin);
  callback.searchParams.set('planId', String(order.planId));
  callback.searchParams.set('price', order.price);
  if (order.quizId) callback.searchParams.set('quizId', order.quizId);
  if (order.couponCode) callback.searchParams.set('coupon_code', order.couponCode);

  const form = new URL(config.hosted_form_url, origin);
  const metadata: Record<string, string> = { user_id: String(order.userId), plan_id: String(order.planId) };
  if (order.quizId) metadata['quiz_id'] = order.quizId;
  if (order.couponCode) metadata['coupon_code'] = order.couponCode;
  const fields: Record<string, string> = {
    amount: String(order.amountHalalas),
    currency: config.currency,
    description: order.description,
    callback_url: callback.toString(),
    publishable_key: config.publishable_key,
    lang: order.lang,
  };
  for (const [key, value] of Object.entries(fields)) form.searchParams.set(key, value);
  for (const [key, value] of Object.entries(metadata)) form.searchParams.set(`metadata[${key}]`, value);
  return form.toString();
}
