import type { Paginated } from '@mizan/contract/pagination';
import type { Result } from '@mizan/contract/results';
import { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';

/** The recent trials the dashboard shows (its "continue" block and history). */
export const MY_TRIALS_ARGS = { limit: 10, page: 1 };

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The dashboard shows the first best score (client-spec §3). */
    getBestScore: build.query<Result | null, void>({
      query: () => ({ url: 'quizzes/my-best-quiz-scores/', params: { limit: 1, offset: 0 } }),
      transformResponse: (response: Paginated<Result>) => response.results[0] ?? null,
      providesTags: [LOCALIZED],
    }),
  }),
});

export const { useGetBestScoreQuery } = dashboardApi;
