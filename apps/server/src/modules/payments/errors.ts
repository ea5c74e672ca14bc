import type { PaymentErrorCode } from '@mizan/contract/payments';
import { AppError } from '../../lib/app-error.js';

export const paymentError = (code: PaymentErrorCode | 'payment_refunded') => new AppError(400, code, `payments-errors:detail.${code}`);
export const gatewayUnavailable = () =>
  new AppError(503, 'gateway_unavailable', 'payments-errors:detail.gateway_unavailable', { headers: { 'retry-after': '5' } });
export const gatewayFailed = () => new AppError(502, 'gateway_error', 'payments-errors:detail.gateway_error');
