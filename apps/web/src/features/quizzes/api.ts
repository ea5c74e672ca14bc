import type { Paginated } from '@mizan/contract/pagination';
import type { InstructionsResponse, Quiz } from '@mizan/contract/quizzes';
import type { StartTrialResponse } from '@mizan/contract/trials';
import { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';

/** The top-bar search reads loaded list pages too. */
export type QuizSummary = Quiz;

export interface QuizListArgs {
  limit?: number;
  page?: number;
  category?: number;
}

/** Enough of the student's history to count their attempts at one quiz (below a result). */
export const ATTEMPT_HISTORY = { limit: 100, page: 1 } as const;

/** How many quizzes of the same category a result suggests next. */
export const SUGGESTIONS = 3;
/** The suggestions' request: one more than shown, since the quiz itself may be among them. */
export const suggestionArgs = (category: number): QuizListArgs => ({ category, limit: SUGGESTIONS + 1 });

export const QUIZ_LIST_DEFAULTS = { limit: 10, page: 1 } as const satisfies QuizListArgs;

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The list's request as the page's address sets it (?page=, ?category=), for the page and its route's prefetch. */
export function quizListArgs(params: URLSearchParams): QuizListArgs & { page: number } {
  return {
    limit: QUIZ_LIST_DEFAULTS.limit,
    page: positive(params.get('page')) ?? QUIZ_LIST_DEFAULTS.page,
    category: positive(params.get('category')),
  };
}

export const quizzesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuizzes: build.query<Paginated<Quiz>, QuizListArgs>({
      query: ({ limit = QUIZ_LIST_DEFAULTS.limit, page = QUIZ_LIST_DEFAULTS.page, category }) => ({
        url: 'quizzes/quizzes/',
        params: { limit, page, ...(category ? { category } : {}) },
      }),
      // The list keeps only published quizzes (client-spec §4).
      transformResponse: (response: Paginated<Quiz>) => ({ ...response, results: response.results.filter((q) => q.published) }),
      providesTags: ['Quizzes', LOCALIZED],
    }),
    getInstructions: build.query<InstructionsResponse, string | number>({
      query: (quizId) => `quizzes/${quizId}/instructions/`,
      providesTags: [LOCALIZED],
    }),
    startTrial: build.mutation<StartTrialResponse, { quizId: string | number; couponCode?: string; accessPassword?: string }>({
      query: ({ quizId, couponCode, accessPassword }) => ({
        url: `quizzes/quizzes/${quizId}/start/`,
        method: 'POST',
        body: { ...(couponCode ? { coupon_code: couponCode } : {}), ...(accessPassword ? { access_password: accessPassword } : {}) },
      }),
    }),
  }),
});

export const { useGetQuizzesQuery, useGetInstructionsQuery, useStartTrialMutation } = quizzesApi;
