import { apiPaths } from '@mizan/contract/api-paths';
import type {
  CollusionResponse,
  IntegrityQuery,
  IntegrityResponse,
  IntegrityVerdictRequest,
  TrialIntegrity,
} from '@mizan/contract/admin/integrity';
import { adminApi, compact, withId, withTrial } from '../shell/admin-api';

const TAG = { type: 'AdminQuiz' as const, id: 'integrity' };

export const integrityApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getIntegrityQueue: build.query<IntegrityResponse, { quizId: number; query: Partial<IntegrityQuery> }>({
      query: ({ quizId, query }) => ({ url: withId(apiPaths.admin.quizIntegrity, quizId), params: compact(query) }),
      providesTags: [TAG],
    }),
    getCollusion: build.query<CollusionResponse, number>({
      query: (quizId) => withId(apiPaths.admin.quizCollusion, quizId),
      providesTags: [TAG],
    }),
    getTrialIntegrity: build.query<TrialIntegrity, string>({
      query: (trialId) => withTrial(apiPaths.admin.trialIntegrity, trialId),
      providesTags: [TAG],
    }),
    decideIntegrity: build.mutation<TrialIntegrity, { trialId: string; body: IntegrityVerdictRequest }>({
      query: ({ trialId, body }) => ({ url: withTrial(apiPaths.admin.trialIntegrity, trialId), method: 'POST', body }),
      // The attempt's page shows the result too: a voided one changes there.
      invalidatesTags: [TAG, 'Audit', { type: 'AdminQuiz', id: 'LIST' }],
    }),
  }),
});

export const { useGetIntegrityQueueQuery, useGetCollusionQuery, useGetTrialIntegrityQuery, useDecideIntegrityMutation } = integrityApi;
