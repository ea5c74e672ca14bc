import { describe, expect, it } from 'vitest';
import type { GatewayConfigResponse } from '@mizan/contract/payments';
import { hostedFormUrl } from './checkout';

const config: GatewayConfigResponse = {
  kind: 'sandbox',
  publishable_key: 'pk_test',
  api_base: 'http://localhost/sandbox',
  hosted_form_url: '/sandbox-gateway/form',
  form_script_url: null,
  form_stylesheet_url: null,
  currency: 'SAR',
  callback_url: 'http://localhost/pre-quiz-payment/verify',
  bundle_callback_url: 'http://localhost/pre-quiz-payment/verify?purchase=bundle',
  metadata_keys: ['user_id', 'plan_id', 'quiz_id', 'coupon_code'],
};
const order = { planId: 1, price: '49.00', amountHalalas: 4900, description: 'Quiz', userId: 'u-1', lang: 'ar' };

describe('hostedFormUrl', () => {
  it('opens the form with the amount, the metadata and a callback carrying the single-quiz order', () => {
    const url = new URL(hostedFormUrl(config, { ...order, quizId: '7', couponCode: 'HALFPR' }, 'http://localhost')!);
    expect(url.pathname).toBe('/sandbox-gateway/form');
    expect(url.searchParams.get('amount')).toBe('4900');
    expect(url.searchParams.get('publishable_key')).toBe('pk_test');
    expect(url.searchParams.get('metadata[user_id]')).toBe('u-1');
    expect(url.searchParams.get('metadata[quiz_id]')).toBe('7');
    expect(url.searchParams.get('metadata[coupon_code]')).toBe('HALFPR');
    const callback = new URL(url.searchParams.get('callback_url')!);
    expect(callback.pathname).toBe('/pre-quiz-payment/verify');
    expect(Object.fromEntries(callback.searchParams)).toEqual({ planId: '1', price: '49.00', quizId: '7', coupon_code: 'HALFPR' });
  });

  it('uses the bundle callback when no quiz is named', () => {
    const url = new URL(hostedFormUrl(config, order, 'http://localhost')!);
    const callback = new URL(url.searchParams.get('callback_url')!);
    expect(callback.searchParams.get('purchase')).toBe('bundle');
    expect(url.searchParams.has('metadata[quiz_id]')).toBe(false);
  });

  it('has nothing to open for a gateway without a hosted form', () => {
    expect(hostedFormUrl({ ...config, hosted_form_url: null }, order, 'http://localhost')).toBeNull();
  });
});
