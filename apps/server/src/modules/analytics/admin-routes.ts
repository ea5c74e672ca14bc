import { stringify } from 'csv-stringify/sync';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AdminIdParams } from '@mizan/contract/admin/common';
import { StatisticsExportQuery, StatisticsQuery, StatisticsResponse } from '@mizan/contract/admin/statistics';
import { quizEngine } from '../trials/engine.js';
import { analyticsRepo } from './repo.js';
import { statisticsService } from './service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const route = (path: string) => `/${path}`;

const ITEM_COLUMNS = [
  'question',
  'text',
  'trials',
  'facility',
  'sd',
  'discrimination_index',
  'discrimination_efficiency',
  'point_biserial',
  'alpha_if_deleted',
] as const;

/**
 * The items table as CSV. The header row keeps the API's field names so a sheet can be re-read by scripts; the
 * byte-order mark makes Excel read the Arabic texts as UTF-8.
 */
function itemsCsv(statistics: StatisticsResponse): string {
  const rows = statistics.items.map((item) => [
    ...ITEM_COLUMNS.map((column) => item[column]),
    item.options.map((o) => `${o.correct ? '✓ ' : ''}${o.text}: ${o.pick_rate ?? ''}`).join(' | '),
    item.flags.join(' '),
  ]);
  return `\uFEFF${stringify([[...ITEM_COLUMNS, 'options', 'flags'], ...rows])}`;
}

/** admin/quizzes/:id/statistics/: item analysis of one version's completed trials, and its CSV export. */
export const statisticsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const statistics = statisticsService(analyticsRepo(app.database), quizEngine(app).materials);

  app.get(
    route(apiPaths.admin.adminStatistics),
    { schema: { tags, security, params: AdminIdParams, querystring: StatisticsQuery, response: { 200: StatisticsResponse } } },
    async (request) => statistics(request.params.id, request.query, request.lang),
  );

  app.get(
    route(apiPaths.admin.adminStatisticsExport),
    { schema: { tags, security, params: AdminIdParams, querystring: StatisticsExportQuery } },
    async (request, reply) => {
      const result = await statistics(request.params.id, request.query, request.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="quiz-${request.params.id}-v${result.version}-statistics.csv"`)
        .send(itemsCsv(result));
    },
  );
};
