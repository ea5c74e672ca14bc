import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AVATAR_MAX_BYTES, ProfileResponse, ProfileUpdateRequest, ProfileUpdateResponse } from '@mizan/contract/profile';
import { byIp, type LimitRule } from '../../plugins/rate-limit.js';
import type { ProfileService } from './service.js';

const tags = ['profile'];
const security = [{ bearer: [] }];

/** The multipart form's `avatar` file arrives as a Buffer (JSON bodies cannot carry one). */
const UpdateBody = ProfileUpdateRequest.extend({ avatar: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'invalid_image').optional() });

/** profile/me/: read, update (JSON or multipart/form-data with an `avatar` file), delete the picture. */
export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService }> = async (app, { service }) => {
  // Multipart only in this scope: the form fields become the body, the file a Buffer capped at 2 MB (413 beyond).
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  const account: LimitRule = { name: 'profile-account', max: 60, windowSeconds: 60, key: (request) => request.auth?.userId ?? null };
  const onRequest = [
    async (request: Parameters<typeof app.requireAuth>[0]) => void (await app.requireAuth(request)),
    app.limits([{ name: 'profile-ip', max: app.config.rateLimitIpPerMinute, windowSeconds: 60, key: byIp }, account]),
  ];
  const userId = async (request: Parameters<typeof app.requireAuth>[0]) => (await app.requireAuth(request)).userId;

  app.get(`/${apiPaths.profile.me}`, { onRequest, schema: { tags, security, response: { 200: ProfileResponse } } }, async (request) =>
    service.me(await userId(request)),
  );

  app.put(
    `/${apiPaths.profile.update}`,
    {
      onRequest,
      schema: {
        tags,
        security,
        consumes: ['application/json', 'multipart/form-data'],
        body: UpdateBody,
        response: { 200: ProfileUpdateResponse },
      },
    },
    async (request) => {
      const { avatar, ...fields } = request.body;
      return service.update(await userId(request), fields, avatar);
    },
  );

  app.delete(`/${apiPaths.profile.deletePicture}`, { onRequest, schema: { tags, security } }, async (request, reply) => {
    await service.deletePicture(await userId(request));
    return reply.code(204).send();
  });
};
