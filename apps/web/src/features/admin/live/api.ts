import { apiPaths } from '@mizan/contract/api-paths';
import type { ExtendRequest, LiveAnnouncementRequest, LiveResponse } from '@mizan/contract/admin/live';
import { adminApi, compact, withId, withTrial } from '../shell/admin-api';
import { mergeSitting, sinceFor, type LiveSitting } from './sitting';

const TAG = { type: 'AdminQuiz' as const, id: 'live' };

interface LiveArgs {
  quizId: number;
  assignment?: number;
}

/** The sitting this console already holds for these arguments, if any. */
function heldSitting(state: unknown, arg: LiveArgs): LiveSitting | undefined {
  return liveApi.endpoints.getLiveMonitor.select(arg)(state as never).data;
}

export const liveApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    // Every 5 s the console asks only for the attempts changed since its last answer and merges them into what it
    // holds (#32's budget: the whole sitting of 5,000 takers each time cost every player's requests).
    getLiveMonitor: build.query<LiveSitting, LiveArgs>({
      async queryFn(arg, { getState }, _extra, baseQuery) {
        const held = heldSitting(getState(), arg);
        const answer = await baseQuery({
          url: withId(apiPaths.admin.quizLive, arg.quizId),
          params: compact({ assignment: arg.assignment, since: sinceFor(held) }),
        });
        return answer.error ? { error: answer.error } : { data: mergeSitting(held, answer.data as LiveResponse) };
      },
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
