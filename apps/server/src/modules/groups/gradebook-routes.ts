import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  GradebookParams,
  GradebookQuery,
  GradebookResponse,
  GradebookStudentParams,
  GradebookStudentResponse,
} from '@mizan/contract/admin/gradebook';
import { notFound } from '../../lib/app-error.js';
import { sendTable } from '../../lib/table-export.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { gradebookSheet, gradebookService } from './gradebook.js';
import { gradebookRepo } from './gradebook-repo.js';
import { groupRepo } from './repo.js';
import { studentScope } from './scope.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

/**
 * admin/groups/:id/gradebook/…: a class's members × its assignments, and one student's attempts. Staff read the
 * classes they teach only (any other is not found). The CSV and XLSX exports are audited: they hand students'
 * results out of the system.
 */
export const gradebookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = groupRepo(app.db);
  const gradebook = gradebookService(gradebookRepo(app.database));
  const found = async (request: Parameters<typeof actorOf>[0], id: number) => {
    const group = await groups.one(id, await studentScope(app.db, actorOf(request)));
    if (!group) throw notFound();
    return group;
  };

  app.get(
    route(apiPaths.admin.groupGradebook),
    { schema: { tags, security, params: GradebookParams, querystring: GradebookQuery, response: { 200: GradebookResponse } } },
    async (request, reply) => {
      const { format, ordering } = request.query;
      const table = await gradebook.table(await found(request, request.params.id), ordering, request.lang);
      if (format === 'json') return table;
      await recordAudit(app.db, actorOf(request), {
        action: 'export',
        entity: 'group',
        entityId: request.params.id,
        after: { gradebook: format, ...(ordering ? { ordering } : {}) },
      });
      return sendTable(reply, gradebookSheet(table, request.lang, app.translate), format);
    },
  );

  app.get(
    route(apiPaths.admin.groupGradebookStudent),
    { schema: { tags, security, params: GradebookStudentParams, response: { 200: GradebookStudentResponse } } },
    async (request) => {
      const group = await found(request, request.params.id);
      return gradebook.student(group.id, request.params.userId);
    },
  );
};
