import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AnalyticsQuery, AnalyticsResponse, RevenueResponse } from '@mizan/contract/admin/analytics';
import { AdminIdParams } from '@mizan/contract/admin/common';
import { ResultsExportQuery } from '@mizan/contract/admin/question-transfer';
import { StatisticsExportQuery, StatisticsQuery, StatisticsResponse } from '@mizan/contract/admin/statistics';
import { sendTable, sendTableStream, type Table } from '../../lib/table-export.js';
import { actorOf } from '../../plugins/operator.js';
import { recordAudit } from '../audit/recorder.js';
import { studentScope } from '../groups/scope.js';
import { quizEngine } from '../trials/engine.js';
import { dashboardService } from './dashboard.js';
import { dashboardRepo } from './dashboard-repo.js';
import { analyticsRepo } from './repo.js';
import { resultsExportService } from './results-export.js';
import { resultsExportRepo } from './results-export-repo.js';
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

/** The items table; the header keeps the API's field names so a sheet can be re-read by scripts. */
const itemsTable = (statistics: StatisticsResponse, name: string, rtl: boolean): Table => ({
  name,
  header: [...ITEM_COLUMNS, 'options', 'flags'],
  rows: statistics.items.map((item) => [
    ...ITEM_COLUMNS.map((column) => item[column]),
    item.options.map((o) => `${o.correct ? '✓ ' : ''}${o.text}: ${o.pick_rate ?? ''}`).join(' | '),
    item.flags.join(' '),
  ]),
  rtl,
});

/**
 * admin/analytics/: the dashboards (traffic, registrations, trials, revenue for admins only); reads, so not
 * audited. admin/quizzes/:id/statistics/: item analysis of one version's completed trials, and its export.
 * admin/quizzes/:id/results/export/: every completed trial's result, streamed; audited, because it hands
 * students' personal data out of the system.
 */
export const statisticsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { materials } = quizEngine(app);
  const versions = analyticsRepo(app.database);
  const statistics = statisticsService(versions, materials);
  const resultsExport = resultsExportService(versions, resultsExportRepo(app.database), materials);
  const dashboards = dashboardService(dashboardRepo(app.database));

  app.get(
    route(apiPaths.admin.analytics),
    { schema: { tags, security, querystring: AnalyticsQuery, response: { 200: AnalyticsResponse } } },
    async (request) => dashboards.overview(request.query, request.lang, await studentScope(app.db, actorOf(request))),
  );

  app.get(
    route(apiPaths.admin.analyticsRevenue),
    { config: { adminOnly: true }, schema: { tags, security, querystring: AnalyticsQuery, response: { 200: RevenueResponse } } },
    async (request) => dashboards.revenue(request.query, request.lang),
  );

  app.get(
    route(apiPaths.admin.adminStatistics),
    { schema: { tags, security, params: AdminIdParams, querystring: StatisticsQuery, response: { 200: StatisticsResponse } } },
    async (request) => statistics(request.params.id, request.query, request.lang, await studentScope(app.db, actorOf(request))),
  );

  app.get(
    route(apiPaths.admin.adminStatisticsExport),
    { schema: { tags, security, params: AdminIdParams, querystring: StatisticsExportQuery } },
    async (request, reply) => {
      const result = await statistics(request.params.id, request.query, request.lang, await studentScope(app.db, actorOf(request)));
      const name = `quiz-${request.params.id}-v${result.version}-statistics`;
      return sendTable(reply, itemsTable(result, name, request.lang === 'ar'), request.query.format);
    },
  );

  app.get(
    route(apiPaths.admin.quizResultsExport),
    { schema: { tags, security, params: AdminIdParams, querystring: ResultsExportQuery } },
    async (request, reply) => {
      const table = await resultsExport(request.params.id, request.query, request.lang, await studentScope(app.db, actorOf(request)));
      await recordAudit(app.db, actorOf(request), {
        action: 'export',
        entity: 'quiz_results',
        entityId: request.params.id,
        after: request.query,
      });
      return sendTableStream(reply, table, request.query.format);
    },
  );
};
