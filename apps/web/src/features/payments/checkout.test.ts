import { describe, expect, it } from 'vitest';
import type { GatewayConfigResponse } from '@mizan/contract/payments';
import { hostedFormUrl, moyasarFormOptions } from './checkout';

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
const order = { planId: 1, price: '49.00', amountHalalas: 4900, description: 'Quiz', userId: 'u-1', lang: 'ar' as const };

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

describe('moyasarFormOptions', () => {
  const moyasar: GatewayConfigResponse = {
    ...config,
    kind: 'moyasar',
    publishable_key: 'pk_live_abc',
    api_base: 'https://api.moyasar.com/v1',
    hosted_form_url: null,
    form_script_url: 'https://cdn.moyasar.com/mpf/1.15.0/moyasar.js',
    form_stylesheet_url: 'https://cdn.moyasar.com/mpf/1.15.0/moyasar.css',
    callback_url: 'https://mizan.example/pre-quiz-payment/verify',
    bundle_callback_url: 'https://mizan.example/pre-quiz-payment/verify?purchase=bundle',
  };

  it('charges the order in halalas, card only, with the same metadata and callback as the hosted form', () => {
    const quizOrder = { ...order, price: '24.50', amountHalalas: 2450, quizId: '7', couponCode: 'HALFPR', lang: 'en' as const };
    const options = moyasarFormOptions(moyasar, quizOrder, 'https://mizan.example');
    expect(options).toEqual({
      amount: 2450,
      currency: 'SAR',
      description: 'Quiz',
      publishable_api_key: 'pk_live_abc',
      callback_url: 'https://mizan.example/pre-quiz-payment/verify?planId=1&price=24.50&quizId=7&coupon_code=HALFPR',
      methods: ['creditcard'],
      metadata: { user_id: 'u-1', plan_id: '1', quiz_id: '7', coupon_code: 'HALFPR' },
      language: 'en',
    });
    expect(Number.isInteger(options.amount)).toBe(true);
    // The same order through the sandbox's hosted form returns to the same place.
    const hosted = new URL(hostedFormUrl(config, quizOrder, 'http://localhost')!);
    expect(new URL(hosted.searchParams.get('callback_url')!).search).toBe(new URL(options.callback_url).search);
  });

  it('sends a bundle to the bundle callback, without a quiz, in Arabic', () => {
    const options = moyasarFormOptions(moyasar, order, 'https://mizan.example');
    expect(options.callback_url).toBe('https://mizan.example/pre-quiz-payment/verify?purchase=bundle&planId=1&price=49.00');
    expect(options.metadata).toEqual({ user_id: 'u-1', plan_id: '1' });
    expect(options.language).toBe('ar');
  });
});
