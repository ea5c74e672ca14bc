import { apiPaths } from '@mizan/contract/api-paths';
import type { ExportFormat } from '@mizan/contract/admin/common';
import { objectUrlResponse } from '@/lib/download';
import type {
  AdminCompetition,
  AdminCompetitionListQuery,
  AdminCompetitionListResponse,
  AdminParticipantListQuery,
  AdminParticipantListResponse,
  AdminRankingResponse,
  CompetitionInput,
  UpdateCompetitionRequest,
} from '@mizan/contract/admin/competitions';
import { adminApi, compact, withId } from '../shell/admin-api';
import { PAGE_SIZE } from '../table/use-list-params';

const TAG = 'AdminCompetition';
const changed = [TAG, 'Audit'] as const;

export const competitionsApi = adminApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminCompetitions: build.query<AdminCompetitionListResponse, AdminCompetitionListQuery>({
      query: (params) => ({ url: apiPaths.admin.competitions, params: compact(params) }),
      providesTags: [TAG],
    }),
    getAdminCompetition: build.query<AdminCompetition, number>({
      query: (id) => withId(apiPaths.admin.competition, id),
      providesTags: [TAG],
    }),
    getCompetitionParticipants: build.query<AdminParticipantListResponse, { id: number; query: AdminParticipantListQuery }>({
      query: ({ id, query }) => ({ url: withId(apiPaths.admin.competitionParticipants, id), params: compact(query) }),
      providesTags: [TAG],
    }),
    getCompetitionRanking: build.query<AdminRankingResponse, { id: number; page: number }>({
      query: ({ id, page }) => ({ url: withId(apiPaths.admin.competitionRanking, id), params: { page, limit: PAGE_SIZE } }),
      providesTags: [TAG],
    }),
    createCompetition: build.mutation<AdminCompetition, CompetitionInput>({
      query: (body) => ({ url: apiPaths.admin.competitions, method: 'POST', body }),
      invalidatesTags: [...changed],
    }),
    updateCompetition: build.mutation<AdminCompetition, { id: number; body: UpdateCompetitionRequest }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.competition, id), method: 'PATCH', body }),
      invalidatesTags: [...changed],
    }),
    closeCompetition: build.mutation<AdminCompetition, number>({
      query: (id) => ({ url: withId(apiPaths.admin.competitionClose, id), method: 'POST' }),
      invalidatesTags: [...changed],
    }),
    /** The ranking file as an object URL (see lib/download), fetched with the same token refresh as every call. */
    exportCompetitionRanking: build.mutation<string, { id: number; format: ExportFormat }>({
      query: ({ id, format }) => ({
        url: withId(apiPaths.admin.competitionRankingExport, id),
        params: { format },
        responseHandler: objectUrlResponse,
      }),
    }),
  }),
});

export const {
  useGetAdminCompetitionsQuery,
  useGetAdminCompetitionQuery,
  useGetCompetitionParticipantsQuery,
  useGetCompetitionRankingQuery,
  useCreateCompetitionMutation,
  useUpdateCompetitionMutation,
  useCloseCompetitionMutation,
  useExportCompetitionRankingMutation,
} = competitionsApi;
