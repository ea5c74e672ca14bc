import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@mizan/contract/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['ops'], response: { 200: HealthResponse, 503: HealthResponse } } }, async (_request, reply) => {
    const up = await app.database.ping();
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', database: up ? 'ok' : 'down', version: app.config.version });
  });
};
