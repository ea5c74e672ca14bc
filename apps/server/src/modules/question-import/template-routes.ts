import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { ImportTemplateQuery } from '@mizan/contract/admin/question-transfer';
import { XLSX_TYPE } from '../../lib/table-export.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { importTemplate } from './template.js';

/**
 * admin/questions/import/template/: the bilingual spreadsheet template (example rows, and in XLSX an
 * instructions sheet). Audited like every admin route, though it hands out no data.
 */
export const questionImportTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/${apiPaths.admin.questionsImportTemplate}`,
    { schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ImportTemplateQuery } },
    async (request, reply) => {
      const { format } = request.query;
      await recordAudit(app.db, actorOf(request), {
        action: 'download',
        entity: 'question_import_template',
        entityId: null,
        after: { format },
      });
      return reply
        .type(format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="questions-template.${format}"`)
        .send(await importTemplate(format));
    },
  );
};
