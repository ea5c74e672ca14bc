import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { ROSTER_MAX_ROWS, RosterImportFields, RosterImportResponse } from '@mizan/contract/admin/users';
import { AppError, fieldError } from '../../lib/app-error.js';
import { actorOf } from '../../plugins/operator.js';
import { checkRows } from './check-rows.js';
import { rosterImportService } from './import-service.js';
import { readRoster } from './read-roster.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const MAX_MB = 10;

/** The multipart form: the `file` part arrives as a Buffer, `dry_run` as the string RosterImportFields reads. */
const Body = RosterImportFields.extend({ file: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'required') });

/** admin/users/import/: a roster of students from CSV or XLSX, checked row by row. Admins only, as every admin/users route. */
export const rosterImportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = rosterImportService(app.db, app.config.jwtSecret);
  // The uploaded file's name, for the audit row (the key-value body keeps only its bytes).
  const fileNames = new WeakMap<FastifyRequest, string>();

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_MB * 1024 * 1024, files: 1, fields: 2, parts: 3 },
    async onFile(part) {
      fileNames.set(this, part.filename.slice(0, 200));
      await part.toBuffer();
    },
  });
  app.setErrorHandler((error) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'payload_too_large', 'admin-errors:import.file_too_large', { params: { size: MAX_MB } });
    }
    throw error;
  });

  app.post(
    `/${apiPaths.admin.usersImport}`,
    {
      config: { adminOnly: true },
      schema: { tags, security, consumes: ['multipart/form-data'], body: Body, response: { 200: RosterImportResponse } },
    },
    async (request): Promise<RosterImportResponse> => {
      const read = await readRoster(request.body.file);
      if ('problem' in read) throw fieldError('file', `admin-errors:roster.${read.problem}`, { max: ROSTER_MAX_ROWS });
      const { valid, problems } = checkRows(read.rows, await service.classes());
      const counts = await service.run(actorOf(request), {
        rows: valid,
        dryRun: request.body.dry_run,
        fileName: fileNames.get(request) ?? '',
        totalRows: read.rows.length,
        skippedRows: read.rows.length - valid.length,
        lang: request.lang,
      });
      return {
        dry_run: request.body.dry_run,
        rows: read.rows.length,
        ...counts,
        errors: problems.map(({ params, ...problem }) => ({
          ...problem,
          message: app.translate(request.lang, `admin-errors:roster.${problem.code}`, { row: problem.row, ...params }),
        })),
      };
    },
  );
};
