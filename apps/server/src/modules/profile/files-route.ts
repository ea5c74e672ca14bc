import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/storage.js';

const IMAGE_NAME = /^[0-9a-f-]{36}\.webp$/;
const IMAGE_FOLDERS = new Set(['avatars', 'covers', 'question-media']);

/**
 * GET /uploads/<folder>/<name> for avatars, covers (quiz covers) and question-media (images of imported
 * questions): re-encoded images whose names are random and never reused, so a file can be cached for good; nosniff keeps a browser from ever reading it
 * as anything but the image type we say it is.
 */
export const imageFileRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get<{ Params: { folder: string; name: string } }>('/uploads/:folder/:name', { schema: { hide: true } }, async (request, reply) => {
    const { folder, name } = request.params;
    const file = IMAGE_FOLDERS.has(folder) && IMAGE_NAME.test(name) ? await storage.read(`${folder}/${name}`) : null;
    if (!file) throw notFound();
    return reply
      .type('image/webp')
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });
};
