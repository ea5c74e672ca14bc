import { readFileSync } from 'node:fs';
import { GATEWAY_PAYMENT_STATUSES } from '@mizan/contract/admin/payments';
import { PAYMENT_ERROR_CODES } from '@mizan/contract/payments';
import { describe, expect, it } from 'vitest';

type Messages = Record<string, unknown>;
const payments = (lng: 'ar' | 'en') =>
  (JSON.parse(readFileSync(new URL(`../../../../public/locales/${lng}/admin.json`, import.meta.url), 'utf8')) as Messages)[
    'payments'
  ] as Record<string, Messages | string>;

/** The payment detail's texts (#33 item 11): nothing shown raw, no double full stop after a price. */
describe.each(['ar', 'en'] as const)('payment detail texts in %s', (lng) => {
  const texts = payments(lng);

  it('names every gateway status and every failure reason', () => {
    for (const status of GATEWAY_PAYMENT_STATUSES) expect((texts['gatewayStatuses'] as Messages)[status], status).toBeTruthy();
    for (const code of PAYMENT_ERROR_CODES) expect((texts['failureReasons'] as Messages)[code], code).toBeTruthy();
  });

  it('puts no full stop right after a price (the Arabic riyal sign ends with one)', () => {
    // As the console's price formatter writes it (without its stored digit preference).
    const price = new Intl.NumberFormat(lng, { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 }).format(24.5);
    for (const key of ['refundHint', 'refundDone', 'amountTooHigh']) {
      const text = (texts[key] as string).replace(/\{\{(max|amount)\}\}/g, price);
      expect(text, key).not.toMatch(/\.[\u200e\u200f]*\./);
    }
  });
});
