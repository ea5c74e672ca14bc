import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { BackgroundImport, BackgroundImportFields, BackgroundImportStarted } from '@mizan/contract/admin/question-transfer';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/storage.js';
import { actorOf } from '../../plugins/operator.js';
import { backgroundImportService, QUESTION_IMPORT_JOB } from './background-import.js';
import { IMPORT_MAX_MB } from './admin-routes.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

interface Upload {
  key: string;
  size: number;
}

/** The multipart form: the `file` part is already on disk (see onFile) and arrives as its storage key and size. */
const Body = BackgroundImportFields.extend({
  file: z.custom<Upload>((value) => typeof (value as Upload | undefined)?.key === 'string', 'required'),
});
const Params = z.object({ id: z.uuid() });

/**
 * admin/questions/imports/: question imports as background jobs (#29). The upload is streamed to storage as it
 * arrives (never held in memory), the job reads it from there; its progress and report are read by the operator
 * who started it (or an admin), and it can be cancelled between batches.
 */
export const questionImportJobRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  const service = backgroundImportService({ db: app.db, translate: app.translate, storage, log: app.log, stopping: () => stopping });
  app.jobs.handle(QUESTION_IMPORT_JOB, (payload, run) => service.run(payload, run));

  // Uploads stored by this request, removed after the answer unless an import took them.
  const uploads = new WeakMap<FastifyRequest, { key: string; adopted: boolean }>();
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 3, parts: 4 },
    async onFile(part) {
      const key = `imports/${randomUUID()}.upload`;
      uploads.set(this, { key, adopted: false });
      const size = await storage.putStream(key, part.file);
      (part as unknown as { value: Upload }).value = { key, size };
    },
  });
  app.setErrorHandler((error) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'payload_too_large', 'admin-errors:import.file_too_large', { params: { size: IMPORT_MAX_MB } });
    }
    throw error;
  });
  app.addHook('onResponse', async (request) => {
    const upload = uploads.get(request);
    if (upload && !upload.adopted) await storage.remove(upload.key);
  });

  app.post(
    route(apiPaths.admin.questionImports),
    { schema: { tags, security, consumes: ['multipart/form-data'], body: Body, response: { 202: BackgroundImportStarted } } },
    async (request, reply) => {
      const { file, format, category } = request.body;
      const started = await service.start(actorOf(request), { format, ...(category ? { category } : {}) }, file);
      uploads.set(request, { key: file.key, adopted: true });
      return reply.code(202).send(started);
    },
  );

  app.get(
    route(apiPaths.admin.questionImport),
    { schema: { tags, security, params: Params, response: { 200: BackgroundImport } } },
    async (request) => service.get(actorOf(request), request.params.id, { lang: request.lang, digits: request.digits }),
  );

  app.post(
    route(apiPaths.admin.questionImportCancel),
    { schema: { tags, security, params: Params, response: { 200: BackgroundImport } } },
    async (request) => service.cancel(actorOf(request), request.params.id, { lang: request.lang, digits: request.digits }),
  );
};
