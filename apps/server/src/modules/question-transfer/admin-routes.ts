import { buffer } from 'node:stream/consumers';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { ImportFields, ImportResponse, QuestionExportQuery } from '@mizan/contract/admin/question-transfer';
import { AppError } from '../../lib/app-error.js';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import type { FileStorage } from '../../lib/storage.js';
import { actorOf } from '../../plugins/operator.js';
import { questionExportService } from './export-service.js';
import { questionImportService } from './import-service.js';
import { WRITERS } from './writers.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

/** The upload limit of both the synchronous and the background import. */
export const IMPORT_MAX_MB = 20;
/**
 * The largest file a real run stores in one request (dry runs store nothing and read up to IMPORT_MAX_MB). A larger
 * one held one transaction for minutes (#29: 290 s for 100,000 rows) and goes to admin/questions/imports/ instead.
 */
export const SYNC_IMPORT_MAX_MB = 2;

/** The multipart form: the `file` part arrives as a Buffer, the other parts as the strings ImportFields reads. */
const ImportBody = ImportFields.extend({ file: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'required') });

/** admin/questions/import/ and admin/questions/export/: moving questions in and out of the bank as files. */
export const questionTransferAdminRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const importer = questionImportService(app.db, app.translate, storage);
  const exporter = questionExportService(app.db);

  // Multipart only in this scope, capped per file; the cap gets its own message rather than the generic 413.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 3, parts: 4 },
  });
  app.setErrorHandler((error) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'payload_too_large', 'admin-errors:import.file_too_large', { params: { size: IMPORT_MAX_MB } });
    }
    // Everything else goes on to the app's own handler.
    throw error;
  });

  app.post(
    route(apiPaths.admin.questionsImport),
    { schema: { tags, security, consumes: ['multipart/form-data'], body: ImportBody, response: { 200: ImportResponse } } },
    async (request) => {
      const { file, ...fields } = request.body;
      if (!fields.dry_run && file.length > SYNC_IMPORT_MAX_MB * 1024 * 1024) {
        throw new AppError(413, 'use_background_import', 'admin-errors:import.use_background', { params: { size: SYNC_IMPORT_MAX_MB } });
      }
      return importer.run(actorOf(request), fields, file, { lang: request.lang, digits: request.digits });
    },
  );

  app.get(
    route(apiPaths.admin.questionsExport),
    { schema: { tags, security, querystring: QuestionExportQuery } },
    async (request, reply) => {
      const writer = WRITERS[request.query.format];
      const { name, questions } = await exporter.collect(request.query, request.lang);
      const written = questions.filter((q) => writer.canWrite?.(q.question) ?? true);
      // No format holds an essay's rubric (GIFT, Moodle XML without plugins, QTI items, the spreadsheets): the
      // essay is written without it, and the answer says how many lost one, as `x-skipped-count` says what was left out.
      const rubrics = written.filter(
        ({ question: { key } }) => (key?.type === 'essay' || key?.type === 'file_upload') && key.rubric,
      ).length;
      return reply
        .type(writer.contentType)
        .header('content-disposition', attachmentDisposition(name ?? 'questions', writer.extension, 'questions'))
        .header('x-skipped-count', String(questions.length - written.length))
        .header('x-rubrics-not-kept', String(rubrics))
        .send(
          await writer.write(written, async (key) => {
            const file = await storage.read(key);
            return file ? buffer(file.stream) : null;
          }),
        );
    },
  );
};
