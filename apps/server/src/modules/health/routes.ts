import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@mizan/contract/health';

/**
 * `/api/health` is liveness: 200 while the process serves, reporting the database without failing on it (a
 * restart for a database outage helps nobody). `/api/ready` is readiness: 503 while the database is away.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const state = async () => {
    const up = await app.database.ping();
    return { up, body: { status: up ? 'ok' : 'degraded', database: up ? 'ok' : 'down', version: app.config.version } as const };
  };
  app.get('/health', { schema: { tags: ['ops'], response: { 200: HealthResponse } } }, async () => (await state()).body);
  app.get('/ready', { schema: { tags: ['ops'], response: { 200: HealthResponse, 503: HealthResponse } } }, async (_request, reply) => {
    const { up, body } = await state();
    return reply.code(up ? 200 : 503).send(body);
  });
};
