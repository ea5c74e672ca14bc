import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { requireKey } from './auth.js';
import type { SandboxService } from './service.js';
import { MoyasarApiError } from './validation.js';

/**
 * Moyasar's REST API (the part we use), answering in Moyasar's shapes, errors included. Bodies are never
 * logged: the create call carries a card number.
 */
export const sandboxApiRoutes: FastifyPluginAsync<{ service: SandboxService }> = async (app, { service }) => {
  const keys = app.config.paymentGateway;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof MoyasarApiError) {
      return reply.code(error.statusCode).send({ type: error.type, message: error.message, errors: error.errors });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'sandbox gateway error');
    const type = status === 500 ? 'api_error' : 'invalid_request_error';
    return reply.code(status).send({ type, message: status === 500 ? 'Internal server error' : 'Invalid request', errors: null });
  });

  app.post('/payments', async (request, reply) => {
    requireKey(request.headers.authorization, keys, ['secret', 'publishable']);
    const row = await service.create(request.body, request.ip);
    return reply.code(201).send(service.json(row));
  });

  app.get<{ Params: { id: string } }>('/payments/:id', async (request) => {
    requireKey(request.headers.authorization, keys, ['secret']);
    return service.json(await service.find(request.params.id));
  });

  app.post<{ Params: { id: string } }>('/payments/:id/refund', async (request) => {
    requireKey(request.headers.authorization, keys, ['secret']);
    return service.refund(request.params.id, request.body);
  });
};
