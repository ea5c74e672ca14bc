import type { Paginated } from '@mizan/contract/pagination';
import type { Category, Quiz } from '@mizan/contract/quizzes';
import type { TrialSummary } from '@mizan/contract/results';
import { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';

/** Quiz reads more than one feature needs (overview, instructions, results, dashboard). */
export const quizApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuiz: build.query<Quiz, string | number>({ query: (quizId) => `quizzes/quizzes/${quizId}/`, providesTags: [LOCALIZED] }),
    getCategories: build.query<Paginated<Category>, void>({
      query: () => ({ url: 'quizzes/categories/', params: { limit: 50, offset: 0 } }),
      providesTags: [LOCALIZED],
    }),
    getMyTrials: build.query<Paginated<TrialSummary>, { limit: number; page: number }>({
      query: (params) => ({ url: 'quizzes/my-trials/', params }),
      providesTags: [LOCALIZED],
    }),
  }),
});

export const { useGetQuizQuery, useGetCategoriesQuery, useGetMyTrialsQuery } = quizApi;
