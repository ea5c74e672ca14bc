import { apiPaths } from '@mizan/contract/api-paths';
import type { StartTrialResponse } from '@mizan/contract/trials';
import type {
  AdminQuizDetail,
  AdminQuizListQuery,
  AdminQuizListResponse,
  CreateQuizRequest,
  DeleteQuizResponse,
  QuizBulkRequest,
  SectionSupplyRequest,
  SectionSupplyResponse,
  UpdateQuizRequest,
} from '@mizan/contract/admin/quizzes';
import type { BulkResponse } from '@mizan/contract/admin/common';
import { adminApi, compact, withId } from '../shell/admin-api';

const LIST = { type: 'AdminQuiz', id: 'LIST' } as const;
const one = (id: number) => [{ type: 'AdminQuiz' as const, id }, LIST, 'Audit' as const];

export const quizzesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminQuizzes: build.query<AdminQuizListResponse, AdminQuizListQuery>({
      query: (params) => ({ url: apiPaths.admin.quizzes, params: compact(params) }),
      providesTags: [LIST],
    }),
    getAdminQuiz: build.query<AdminQuizDetail, number>({
      query: (id) => withId(apiPaths.admin.quiz, id),
      providesTags: (_r, _e, id) => [{ type: 'AdminQuiz', id }],
    }),
    createQuiz: build.mutation<AdminQuizDetail, CreateQuizRequest>({
      query: (body) => ({ url: apiPaths.admin.quizzes, method: 'POST', body }),
      invalidatesTags: [LIST, 'Audit'],
    }),
    updateQuiz: build.mutation<AdminQuizDetail, { id: number; body: UpdateQuizRequest }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.quiz, id), method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => one(id),
    }),
    deleteQuiz: build.mutation<DeleteQuizResponse, number>({
      query: (id) => ({ url: withId(apiPaths.admin.quiz, id), method: 'DELETE' }),
      invalidatesTags: [LIST, 'Audit'],
    }),
    quizAction: build.mutation<AdminQuizDetail, { id: number; action: 'quizPublish' | 'quizUnpublish' | 'quizDuplicate' }>({
      query: ({ id, action }) => ({ url: withId(apiPaths.admin[action], id), method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => one(id),
    }),
    previewQuiz: build.mutation<StartTrialResponse, number>({
      query: (id) => ({ url: withId(apiPaths.admin.quizPreview, id), method: 'POST' }),
    }),
    /** Uploads (FormData with `cover`) or, with null, removes the draft's cover. */
    setQuizCover: build.mutation<AdminQuizDetail, { id: number; body: FormData | null }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.quizCover, id), method: body ? 'POST' : 'DELETE', ...(body ? { body } : {}) }),
      invalidatesTags: (_r, _e, { id }) => one(id),
    }),
    /** What sections being edited can supply; asked while the operator types, before anything is saved. */
    getSectionSupply: build.query<SectionSupplyResponse, SectionSupplyRequest>({
      query: (body) => ({ url: apiPaths.admin.quizzesSupply, method: 'POST', body }),
      providesTags: ['AdminQuiz'],
    }),
    bulkQuizzes: build.mutation<BulkResponse, QuizBulkRequest>({
      query: (body) => ({ url: apiPaths.admin.quizzesBulk, method: 'POST', body }),
      invalidatesTags: ['AdminQuiz', 'Audit'],
    }),
  }),
});

export const {
  useGetAdminQuizzesQuery,
  useGetAdminQuizQuery,
  useCreateQuizMutation,
  useUpdateQuizMutation,
  useDeleteQuizMutation,
  useQuizActionMutation,
  useSetQuizCoverMutation,
  usePreviewQuizMutation,
  useBulkQuizzesMutation,
  useGetSectionSupplyQuery,
} = quizzesApi;
