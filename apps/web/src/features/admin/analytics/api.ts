import { apiPaths } from '@mizan/contract/api-paths';
import type { AnalyticsQuery, AnalyticsResponse, RevenueResponse } from '@mizan/contract/admin/analytics';
import type { ExportFormat } from '@mizan/contract/admin/common';
import type { ResultsExportQuery } from '@mizan/contract/admin/question-transfer';
import type { StatisticsQuery, StatisticsResponse } from '@mizan/contract/admin/statistics';
import { objectUrlResponse } from '@/lib/download';
import { adminApi, compact } from '../shell/admin-api';

const withId = (path: string, id: number) => path.replace(':id', String(id));

/** Reads only: every figure is computed on the server from the range or filters asked for. */
export const analyticsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<AnalyticsResponse, AnalyticsQuery>({
      query: (params) => ({ url: apiPaths.admin.analytics, params: compact(params) }),
    }),
    getRevenue: build.query<RevenueResponse, AnalyticsQuery>({
      query: (params) => ({ url: apiPaths.admin.analyticsRevenue, params: compact(params) }),
    }),
    getQuizStatistics: build.query<StatisticsResponse, { id: number; query: Partial<StatisticsQuery> }>({
      query: ({ id, query }) => ({ url: withId(apiPaths.admin.adminStatistics, id), params: compact(query) }),
    }),
    exportQuizStatistics: build.mutation<string, { id: number; query: Partial<StatisticsQuery>; format: ExportFormat }>({
      query: ({ id, query, format }) => ({
        url: withId(apiPaths.admin.adminStatisticsExport, id),
        params: compact({ ...query, format }),
        responseHandler: objectUrlResponse,
      }),
    }),
    /** Every completed trial of a version, one row each (streamed by the server). */
    exportQuizResults: build.mutation<string, { id: number; query: ResultsExportQuery }>({
      query: ({ id, query }) => ({
        url: withId(apiPaths.admin.quizResultsExport, id),
        params: compact(query),
        responseHandler: objectUrlResponse,
      }),
    }),
  }),
});

export const {
  useGetAnalyticsQuery,
  useGetRevenueQuery,
  useGetQuizStatisticsQuery,
  useExportQuizStatisticsMutation,
  useExportQuizResultsMutation,
} = analyticsApi;
