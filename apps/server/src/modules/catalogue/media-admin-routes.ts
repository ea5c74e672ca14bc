import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { MEDIA_MAX_BYTES, MEDIA_MAX_MB, MediaUploadResponse } from '@mizan/contract/admin/media';
import { fieldError } from '../../lib/app-error.js';
import { reencodeImage } from '../../lib/images.js';
import type { FileStorage } from '../../lib/storage.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { mediaUrl } from './media.js';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The multipart form's `file` part arrives as a Buffer. */
const MediaBody = z.strictObject({ file: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'invalid_image') });

/**
 * admin/media/: an image for rich text (question text, feedback, passages), uploaded from the editor. Like a
 * quiz cover it is sniffed and re-encoded (no metadata, no SVG), and stored with imported question media, the
 * only place the rich-text sanitizer lets an `<img>` point at.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 1, parts: 1 } });

  app.post(
    `/${apiPaths.admin.media}`,
    { schema: { tags, security, consumes: ['multipart/form-data'], body: MediaBody, response: { 201: MediaUploadResponse } } },
    async (request, reply) => {
      const image = await reencodeImage(request.body.file, { folder: 'question-media', width: 1600, height: 1600, fit: 'inside' });
      if (!image) throw fieldError('file', 'errors:accounts.avatar_invalid', { size: MEDIA_MAX_MB });
      await storage.put(image.key, image.data);
      await recordAudit(app.db, actorOf(request), { action: 'create', entity: 'media', entityId: image.key, after: { path: image.key } });
      return reply.code(201).send({ url: mediaUrl(image.key) as string });
    },
  );
};
