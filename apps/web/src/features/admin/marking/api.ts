import { apiPaths } from '@mizan/contract/api-paths';
import type {
  AdminTrialDetail,
  MarkingParams,
  MarkingResponse,
  MarkRequest,
  QuizTrialsParams,
  QuizTrialsResponse,
  TrialIdentity,
} from '@mizan/contract/admin/marking';
import type { ExtraAttemptRequest, ExtraAttemptResponse, ReopenTrialRequest } from '@mizan/contract/admin/attempt-actions';
import type { RegradeRequest, RegradeResponse } from '@mizan/contract/admin/regrade';
import { adminApi, compact, withId, withTrial } from '../shell/admin-api';

const TAG = 'AdminTrial';
const changed = [TAG, 'Audit'] as const;

export const markingApi = adminApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getQuizTrials: build.query<QuizTrialsResponse, { quizId: number; query: QuizTrialsParams }>({
      query: ({ quizId, query }) => ({ url: withId(apiPaths.admin.quizTrials, quizId), params: compact(query) }),
      providesTags: [TAG],
    }),
    getAdminTrial: build.query<AdminTrialDetail, string>({
      query: (trialId) => withTrial(apiPaths.admin.trial, trialId),
      providesTags: [TAG],
    }),
    getMarkingQueue: build.query<MarkingResponse, MarkingParams>({
      query: (params) => ({ url: apiPaths.admin.marking, params: compact(params) }),
      providesTags: [TAG],
    }),
    /** A person's mark; the answer is the whole attempt again, written into its cache entry at once. */
    markTrial: build.mutation<AdminTrialDetail, { trialId: string; body: MarkRequest }>({
      query: ({ trialId, body }) => ({ url: withTrial(apiPaths.admin.trialMarks, trialId), method: 'POST', body }),
      async onQueryStarted({ trialId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(markingApi.util.upsertQueryData('getAdminTrial', trialId, data));
        } catch {
          // The form shows the refusal.
        }
      },
      invalidatesTags: [...changed],
    }),
    /** Who wrote an anonymous answer (the server audits every look). */
    revealTrialIdentity: build.mutation<TrialIdentity, string>({
      query: (trialId) => ({ url: withTrial(apiPaths.admin.trialIdentity, trialId), method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),
    /** Back in progress with extra time; the answer is the attempt as it now stands. */
    reopenTrial: build.mutation<AdminTrialDetail, { trialId: string; body: ReopenTrialRequest }>({
      query: ({ trialId, body }) => ({ url: withTrial(apiPaths.admin.trialReopen, trialId), method: 'POST', body }),
      async onQueryStarted({ trialId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(markingApi.util.upsertQueryData('getAdminTrial', trialId, data));
        } catch {
          // The dialog shows the refusal.
        }
      },
      invalidatesTags: [...changed],
    }),
    grantExtraAttempt: build.mutation<ExtraAttemptResponse, { trialId: string; body: ExtraAttemptRequest }>({
      query: ({ trialId, body }) => ({ url: withTrial(apiPaths.admin.trialExtraAttempt, trialId), method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
    deletePreviewTrial: build.mutation<void, string>({
      query: (trialId) => ({ url: withTrial(apiPaths.admin.trial, trialId), method: 'DELETE' }),
      invalidatesTags: [...changed],
    }),
    /** A regrade's preview (`dry_run`) or its application; only an applied one changes the attempts shown. */
    regradeQuiz: build.mutation<RegradeResponse, { quizId: number; body: RegradeRequest }>({
      query: ({ quizId, body }) => ({ url: withId(apiPaths.admin.quizRegrade, quizId), method: 'POST', body }),
      invalidatesTags: (result) => (result && !result.dry_run ? [...changed] : []),
    }),
  }),
});

export const {
  useGetQuizTrialsQuery,
  useGetAdminTrialQuery,
  useGetMarkingQueueQuery,
  useMarkTrialMutation,
  useRevealTrialIdentityMutation,
  useRegradeQuizMutation,
  useReopenTrialMutation,
  useGrantExtraAttemptMutation,
  useDeletePreviewTrialMutation,
} = markingApi;
