import type { CompetitionListResponse, LeaderboardResponse } from '@mizan/contract/competitions';
import type { StartTrialResponse } from '@mizan/contract/trials';
import { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';

/** Client-spec §7 competitions calls, plus the leaderboard. */
export const competitionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // limit and offset are sent only when both are set; the dashboard sends neither.
    getLastCompetitions: build.query<CompetitionListResponse, void>({ query: () => 'competitions/last/', providesTags: [LOCALIZED] }),
    joinCompetition: build.mutation<unknown, number>({ query: (id) => ({ url: `competitions/${id}/join/`, method: 'POST' }) }),
    joinAndStartCompetition: build.mutation<StartTrialResponse, number>({
      query: (id) => ({ url: `competitions/join-and-start-quiz/${id}/`, method: 'POST' }),
    }),
    getLeaderboard: build.query<LeaderboardResponse, number>({
      query: (id) => ({ url: `competitions/${id}/leaderboard/`, params: { limit: 50, offset: 0 } }),
      providesTags: [LOCALIZED],
    }),
  }),
});

export const { useGetLastCompetitionsQuery, useJoinCompetitionMutation, useJoinAndStartCompetitionMutation, useGetLeaderboardQuery } =
  competitionsApi;
