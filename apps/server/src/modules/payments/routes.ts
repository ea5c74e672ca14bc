import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FinalizePaymentRequest,
  FinalizePaymentResponse,
  GatewayConfigResponse,
  PaymentQuoteQuery,
  PaymentQuoteResponse,
  PaymentResponse,
  PaymentStatusParams,
  SavePaymentRequest,
  TrialPaymentStatusResponse,
  WebhookResponse,
  paymentPaths,
} from '@mizan/contract/payments';
import { TrialParams } from '@mizan/contract/trials';
import { byIp, type LimitRule } from '../../plugins/rate-limit.js';
import { requireCsrf } from '../plans/csrf.js';
import { gatewayConfig } from './gateway-config.js';
import type { PaymentProcessor } from './processor.js';
import { quotePayment } from './quote.js';
import { paymentService } from './service.js';
import { webhookHandler } from './webhook.js';

const tags = ['payments'];
const path = (p: string) => `/${p}`;
const byUser = (request: FastifyRequest) => request.auth?.userId ?? null;

export const paymentRoutes: FastifyPluginAsyncZod<{ processor: PaymentProcessor }> = async (app, { processor }) => {
  const service = paymentService(app.db, processor);
  const onWebhook = webhookHandler(app.db, app.paymentGateway, processor);

  const ip: LimitRule = { name: 'payments-ip', max: app.config.rateLimitIpPerMinute, windowSeconds: 60, key: byIp };
  const perUser: LimitRule = { name: 'payments-user', max: 60, windowSeconds: 60, key: byUser };
  const limited = app.limits([ip, perUser]);
  const signedIn = async (request: FastifyRequest) => {
    await app.requireAuth(request);
    await limited(request);
  };
  const withCsrf = async (request: FastifyRequest) => {
    await signedIn(request);
    await requireCsrf(request);
  };

  app.get(path(paymentPaths.gatewayConfig), { schema: { tags, response: { 200: GatewayConfigResponse } } }, async () =>
    gatewayConfig(app.paymentGateway.formConfig(), app.config.publicUrl),
  );

  app.get(
    path(paymentPaths.quote),
    { preValidation: signedIn, schema: { tags, querystring: PaymentQuoteQuery, response: { 200: PaymentQuoteResponse } } },
    async (request) => quotePayment(app.db, (await app.requireAuth(request)).userId, request.query),
  );

  app.post(
    path(paymentPaths.save),
    {
      preValidation: withCsrf,
      schema: { tags, body: SavePaymentRequest, response: { 200: PaymentResponse, 201: PaymentResponse, 202: PaymentResponse } },
    },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      const { statusCode, body } = await service.save(userId, request.body);
      return reply.code(statusCode).send(body);
    },
  );

  app.post(
    path(paymentPaths.finalize),
    {
      preValidation: withCsrf,
      schema: {
        tags,
        body: FinalizePaymentRequest,
        response: { 200: FinalizePaymentResponse, 201: FinalizePaymentResponse, 202: FinalizePaymentResponse },
      },
    },
    async (request, reply) => {
      const { userId } = await app.requireAuth(request);
      const { statusCode, body } = await service.finalize(userId, request.body);
      return reply.code(statusCode).send(body);
    },
  );

  app.get(
    path(paymentPaths.status),
    { preValidation: signedIn, schema: { tags, params: PaymentStatusParams, response: { 200: PaymentResponse } } },
    async (request) => service.status((await app.requireAuth(request)).userId, request.params.paymentId),
  );

  app.get(
    path(paymentPaths.trialPaymentStatus),
    { preValidation: signedIn, schema: { tags, params: TrialParams, response: { 200: TrialPaymentStatusResponse } } },
    async (request) => service.trialStatus((await app.requireAuth(request)).userId, request.params.trialId),
  );

  // The gateway authenticates with the shared secret inside the body, not with a user token.
  app.post(
    path(paymentPaths.webhook),
    { preValidation: app.limits([ip]), schema: { tags, response: { 200: WebhookResponse } } },
    async (request) => onWebhook(request.body),
  );
};
