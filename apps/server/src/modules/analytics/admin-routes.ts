import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { AnalyticsQuery, AnalyticsResponse, RevenueResponse } from '@mizan/contract/admin/analytics';
import { AdminIdParams } from '@mizan/contract/admin/common';
import { StatisticsExportQuery, StatisticsQuery, StatisticsResponse } from '@mizan/contract/admin/statistics';
import { sendTable, type Table } from '../../lib/table-export.js';
import { quizEngine } from '../trials/engine.js';
import { dashboardService } from './dashboard.js';
import { dashboardRepo } from './dashboard-repo.js';
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
 */
export const statisticsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const statistics = statisticsService(analyticsRepo(app.database), quizEngine(app).materials);
  const dashboards = dashboardService(dashboardRepo(app.database));

  app.get(
    route(apiPaths.admin.analytics),
    { schema: { tags, security, querystring: AnalyticsQuery, response: { 200: AnalyticsResponse } } },
    async (request) => dashboards.overview(request.query, request.lang),
  );

  app.get(
    route(apiPaths.admin.analyticsRevenue),
    { config: { adminOnly: true }, schema: { tags, security, querystring: AnalyticsQuery, response: { 200: RevenueResponse } } },
    async (request) => dashboards.revenue(request.query, request.lang),
  );

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
      const name = `quiz-${request.params.id}-v${result.version}-statistics`;
      return sendTable(reply, itemsTable(result, name, request.lang === 'ar'), request.query.format);
    },
  );
};
