import { apiPaths } from '@mizan/contract/api-paths';
import type { ExtendRequest, LiveAnnouncementRequest, LiveResponse } from '@mizan/contract/admin/live';
import { adminApi, withId, withTrial } from '../shell/admin-api';

const TAG = { type: 'AdminQuiz' as const, id: 'live' };

export const liveApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getLiveMonitor: build.query<LiveResponse, { quizId: number; assignment?: number }>({
      query: ({ quizId, assignment }) => ({ url: withId(apiPaths.admin.quizLive, quizId), params: assignment ? { assignment } : {} }),
      providesTags: [TAG],
    }),
    extendEveryone: build.mutation<{ extended: number }, { quizId: number; body: ExtendRequest }>({
      query: ({ quizId, body }) => ({ url: withId(apiPaths.admin.quizExtend, quizId), method: 'POST', body }),
      invalidatesTags: [TAG, 'Audit'],
    }),
    extendTrial: build.mutation<{ extended: number }, { trialId: string; body: ExtendRequest }>({
      query: ({ trialId, body }) => ({ url: withTrial(apiPaths.admin.trialExtend, trialId), method: 'POST', body }),
      invalidatesTags: [TAG, 'Audit'],
    }),
    endTrial: build.mutation<void, string>({
      query: (trialId) => ({ url: withTrial(apiPaths.admin.trialEnd, trialId), method: 'POST' }),
      invalidatesTags: [TAG, 'Audit'],
    }),
    announceLive: build.mutation<{ id: number; running: number }, { quizId: number; body: LiveAnnouncementRequest }>({
      query: ({ quizId, body }) => ({ url: withId(apiPaths.admin.quizLiveAnnouncements, quizId), method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useGetLiveMonitorQuery, useExtendEveryoneMutation, useExtendTrialMutation, useEndTrialMutation, useAnnounceLiveMutation } =
  liveApi;
