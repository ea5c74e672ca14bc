import type { GatewayConfigResponse } from '@mizan/contract/payments';
import type { GatewayFormConfig } from '../payment-gateway/gateway.js';
import { METADATA_KEYS } from './verify.js';

/**
 * One verify page for both purchases: the spec's /pre-quiz-payment/verify. A bundle bought on /payment
 * returns there with `?purchase=bundle`, so the page knows to offer the plans rather than a quiz.
 */
export function gatewayConfig(form: GatewayFormConfig, publicUrl: string): GatewayConfigResponse {
  const callback = `${publicUrl}/pre-quiz-payment/verify`;
  return {
    kind: form.kind,
    publishable_key: form.publishableKey,
    api_base: form.apiBase,
    hosted_form_url: form.hostedFormUrl ?? null,
    form_script_url: form.formScriptUrl ?? null,
    form_stylesheet_url: form.formStylesheetUrl ?? null,
    currency: 'SAR',
    callback_url: callback,
    bundle_callback_url: `${callback}?purchase=bundle`,
    metadata_keys: [...METADATA_KEYS],
  };
}
