import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { createMoyasarGateway } from './moyasar.js';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

/** One adapter for both modes: in sandbox mode it is pointed at our own Moyasar-compatible API. */
export function createPaymentGateway(config: AppConfig): PaymentGateway {
  return createMoyasarGateway(config.paymentGateway, config.publicUrl);
}

export function registerPaymentGateway(app: FastifyInstance): void {
  app.decorate('paymentGateway', createPaymentGateway(app.config));
}
