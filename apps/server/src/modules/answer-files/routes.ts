import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnswerFile, AnswerFileParams, answerFilePaths, AnswerFilesResponse, OneAnswerFileParams } from '@mizan/contract/answer-files';
import type { FileStorage } from '../../lib/storage.js';
import { gateValues } from '../exam-access/gate.js';
import { quizEngine } from '../trials/engine.js';
import { contentDisposition, servedName } from './file-name.js';
import { answerFilesService } from './service.js';
import { startAnswerFileSweep } from './sweep.js';

const tags = ['trials'];
const path = (p: string) => `/${p}`;
/** The largest file any question may allow (20 MB) plus room for the form: beyond it the parser answers 413. */
const MULTIPART_LIMIT = 20 * 1024 * 1024 + 1;

const UploadBody = z.strictObject({
  file: z.custom<{ data: Buffer; filename?: string }>(
    (v) => typeof v === 'object' && v !== null && Buffer.isBuffer((v as { data?: unknown }).data),
    'required',
  ),
});

/**
 * A file answer's files (#28): POST files/ (multipart `file`), GET files/, GET and DELETE files/{id}/. The bytes
 * are served with the type sniffing confirmed, never inline as anything but an image, and never shared caches.
 */
export const answerFileRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  // Multipart only in this scope; the file part is read into memory with its original name for the sanitizer.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: async (part) => {
      const data = await part.toBuffer();
      (part as unknown as { value: unknown }).value = { data, filename: part.filename };
    },
    limits: { fileSize: MULTIPART_LIMIT, files: 1, fields: 0, parts: 1 },
  });
  const { materials, completion } = quizEngine(app);
  const service = answerFilesService({ db: app.db, storage, materials, completion });
  startAnswerFileSweep(app, storage);

  app.post(
    path(answerFilePaths.files),
    { schema: { tags, consumes: ['multipart/form-data'], params: AnswerFileParams, body: UploadBody, response: { 201: AnswerFile } } },
    async (request, reply) => {
      const viewer = { ...(await app.requireAuth(request)), gate: gateValues(request) };
      const { trialId, questionId } = request.params;
      return reply.code(201).send(await service.upload(viewer, trialId, questionId, request.body.file, new Date()));
    },
  );

  app.get(
    path(answerFilePaths.files),
    { schema: { tags, params: AnswerFileParams, response: { 200: AnswerFilesResponse } } },
    async (request) => {
      const viewer = { ...(await app.requireAuth(request)), gate: gateValues(request) };
      return service.list(viewer, request.params.trialId, request.params.questionId);
    },
  );

  app.get(path(answerFilePaths.file), { schema: { tags, params: OneAnswerFileParams } }, async (request, reply) => {
    const viewer = { ...(await app.requireAuth(request)), gate: gateValues(request) };
    const { trialId, questionId, fileId } = request.params;
    const { row, bytes } = await service.read(viewer, trialId, questionId, fileId);
    const image = row.contentType === 'image/webp';
    return reply
      .type(image ? 'image/webp' : 'application/pdf')
      .header('content-length', bytes.size)
      .header('content-disposition', contentDisposition(image ? 'inline' : 'attachment', servedName(row.fileName, image ? 'webp' : 'pdf')))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(bytes.stream);
  });

  app.delete(path(answerFilePaths.file), { schema: { tags, params: OneAnswerFileParams } }, async (request, reply) => {
    const viewer = { ...(await app.requireAuth(request)), gate: gateValues(request) };
    const { trialId, questionId, fileId } = request.params;
    await service.remove(viewer, trialId, questionId, fileId, new Date());
    return reply.code(204).send();
  });
};
