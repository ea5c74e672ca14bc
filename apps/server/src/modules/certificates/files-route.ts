import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/storage.js';

const NAME = /^[0-9a-f-]{36}\.webp$/;

/** GET /uploads/certificate-uploads/<name>: random never-reused names, so cached for good. */
export const certificateUploadRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get<{ Params: { name: string } }>('/uploads/certificate-uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const file = NAME.test(request.params.name) ? await storage.read(`certificate-uploads/${request.params.name}`) : null;
    if (!file) throw notFound();
    return reply
      .type('image/webp')
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });
};
