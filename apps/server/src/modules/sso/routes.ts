import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  SsoCallbackQuery,
  SsoExchangeRequest,
  SsoExchangeResponse,
  SsoProviderParams,
  SsoProvidersResponse,
  SsoStartQuery,
} from '@mizan/contract/sso';
import { byIp, type LimitRule } from '../../plugins/rate-limit.js';
import type { SsoService } from './service.js';

const paths = apiPaths.sso;
const tags = ['auth'];
const path = (p: string) => `/${p}`;

/** auth/sso/…: public like the other ways in; limited per IP as they are (an exam hall shares one address). */
export const ssoRoutes: FastifyPluginAsyncZod<{ service: SsoService }> = async (app, { service }) => {
  const ip: LimitRule = { name: 'auth-ip', max: app.config.rateLimitIpPerMinute, windowSeconds: 60, key: byIp };
  const ipOnly = app.limits([ip]);

  app.get(path(paths.providers), { schema: { tags, response: { 200: SsoProvidersResponse } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(service.list()),
  );

  app.get(
    path(paths.start),
    { preValidation: ipOnly, schema: { tags, params: SsoProviderParams, querystring: SsoStartQuery } },
    async (request, reply) => {
      const location = await service.start(request.params.provider, request.query.redirect, request.query.lang ?? request.lang);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    path(paths.callback),
    { preValidation: ipOnly, schema: { tags, params: SsoProviderParams, querystring: SsoCallbackQuery } },
    async (request, reply) => {
      const location = await service.callback(request.params.provider, request.query);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);
    },
  );

  app.post(
    path(paths.exchange),
    { preValidation: ipOnly, schema: { tags, body: SsoExchangeRequest, response: { 200: SsoExchangeResponse } } },
    async (request) => service.exchange(request.body.code),
  );
};
