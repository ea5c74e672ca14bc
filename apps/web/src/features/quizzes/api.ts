import type { Paginated } from '@mizan/contract/pagination';
import { api } from '@/lib/api/api';

/** The quiz fields the list and the top-bar search rely on; the quizzes issue widens this from the contract. */
export interface QuizSummary {
  id: number | string;
  title: string;
  published: boolean;
  description?: string;
  cover_image?: string | null;
}

export interface QuizListArgs {
  limit?: number;
  page?: number;
}

export interface StartTrialResponse {
  id: string;
  first_question: { id: number | string };
}

export const QUIZ_LIST_DEFAULTS = { limit: 10, page: 1 } as const satisfies QuizListArgs;

export const quizzesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuizzes: build.query<Paginated<QuizSummary>, QuizListArgs>({
      query: ({ limit = QUIZ_LIST_DEFAULTS.limit, page = QUIZ_LIST_DEFAULTS.page }) => ({ url: 'quizzes/quizzes/', params: { limit, page } }),
      // The list keeps only published quizzes (client-spec §4).
      transformResponse: (response: Paginated<QuizSummary>) => ({ ...response, results: response.results.filter((q) => q.published) }),
      providesTags: ['Quizzes'],
    }),
    startTrial: build.mutation<StartTrialResponse, { quizId: string | number; couponCode?: string }>({
      query: ({ quizId, couponCode }) => ({
        url: `quizzes/quizzes/${quizId}/start/`,
        method: 'POST',
        body: couponCode ? { coupon_code: couponCode } : {},
      }),
    }),
  }),
});

export const { useGetQuizzesQuery, useStartTrialMutation } = quizzesApi;
