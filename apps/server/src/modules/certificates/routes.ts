import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICATE_UPLOAD_MAX_BYTES,
  certificatePaths,
  CertificateResponse,
  CertificateUploadResponse,
  RevokeBody,
  RevokeResponse,
  VerifyQuery,
  VerifyResponse,
} from '@mizan/contract/certificates';
import { LANGUAGES } from '@mizan/contract/i18n';
import { IntegerId, UuidId } from '@mizan/contract/quizzes';
import { recordAudit } from '../audit/recorder.js';
import { permissionDenied } from '../../lib/app-error.js';
import { bakePng } from '../credentials/png.js';
import type { CredentialService } from '../credentials/service.js';
import type { CertificateFormat, CertificateService } from './service.js';

const tags = ['certificates'];
const security = [{ bearer: [] }];

const UploadBody = z.strictObject({
  image: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'invalid_image'),
  trial_id: UuidId,
});
const FileParams = z.object({ code: z.string().max(40) });
const FileQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
const TYPES: Record<CertificateFormat, string> = { png: 'image/png', pdf: 'application/pdf' };

export const certificateRoutes: FastifyPluginAsyncZod<{ service: CertificateService; credentials?: CredentialService }> = async (
  app,
  { service, credentials },
) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: CERTIFICATE_UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });

  app.get(
    `/${certificatePaths.ofTrial}`,
    {
      schema: {
        tags,
        security,
        params: z.object({ trialId: UuidId, quizId: IntegerId }),
        response: { 200: CertificateResponse },
      },
    },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return service.ofTrial(userId, request.params.trialId, request.params.quizId, request.lang);
    },
  );

  app.post(
    `/${certificatePaths.upload}`,
    {
      onRequest: async (request) => void (await app.requireAuth(request)),
      schema: { tags, security, consumes: ['multipart/form-data'], body: UploadBody, response: { 200: CertificateUploadResponse } },
    },
    async (request) => {
      const { userId } = await app.requireAuth(request);
      return service.upload(userId, request.body.trial_id, request.body.image);
    },
  );

  app.get(
    `/${certificatePaths.verify}`,
    { schema: { tags, querystring: VerifyQuery, response: { 200: VerifyResponse } } },
    async (request) => service.verify(request.query.code, request.lang),
  );

  app.post(
    `/${certificatePaths.revoke}`,
    {
      // Checked before the body is validated: strangers learn nothing about the expected input.
      onRequest: async (request) => {
        if ((await app.requireAuth(request)).role !== 'admin') throw permissionDenied();
      },
      schema: { tags: ['admin'], security, params: FileParams, body: RevokeBody, response: { 200: RevokeResponse } },
    },
    async (request) => {
      const auth = await app.requireAuth(request);
      const result = await service.revoke(request.params.code, request.body?.reason ?? null);
      // The Open Badges status list flips this certificate's bit and is re-signed. The revocation stands if signing
      // fails; revoking again (idempotent) signs again.
      await credentials
        ?.statusChanged(result.verification_code)
        .catch((err: unknown) => request.log.error({ err }, 'status list re-signing failed'));
      // The audit trail: who revoked which certificate and why (the reason is also kept on the certificate).
      await recordAudit(
        app.db,
        { userId: auth.userId, role: 'admin' },
        {
          action: 'revoke',
          entity: 'certificate',
          entityId: result.verification_code,
          after: { revoked: true, reason: request.body?.reason ?? null },
        },
      );
      return result;
    },
  );

  const fileRoute = (format: CertificateFormat) =>
    app.get(`/${certificatePaths[format]}`, { schema: { tags, params: FileParams, querystring: FileQuery } }, async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const file = await service.file(request.params.code, format, lang);
      if (!file) throw new Error('certificate file vanished after rendering');
      // The PNG is baked (OB 3.0): its iTXt chunk carries the signed credential, issued now if it was not yet.
      if (format === 'png' && credentials) {
        const credential = await credentials.credentialFor(request.params.code);
        const baked = bakePng(await streamToBuffer(file.stream), credential);
        return reply
          .type(TYPES.png)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=3600')
          .send(baked);
      }
      // Anyone with the code may see it (that is what sharing is for); it never changes, except when revoked.
      return reply
        .type(TYPES[format])
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=3600')
        .send(file.stream);
    });
  fileRoute('png');
  fileRoute('pdf');
};

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  return Buffer.concat(parts);
}
