import type { Paginated } from '@mizan/contract/pagination';
import type { PublicResult, Result } from '@mizan/contract/results';
import { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';

export const resultsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The results list filtered by trial; its first entry is the result (client-spec §3). */
    getTrialResult: build.query<Result | null, string>({
      query: (trialId) => ({ url: 'quizzes/results/', params: { trial__id: trialId } }),
      transformResponse: (response: Paginated<Result>) => response.results[0] ?? null,
      providesTags: [LOCALIZED],
    }),
    getPublicResult: build.query<PublicResult, string>({
      query: (trialId) => `quizzes/results/public/${trialId}/`,
      providesTags: [LOCALIZED],
    }),
  }),
});

export const { useGetTrialResultQuery, useGetPublicResultQuery } = resultsApi;
