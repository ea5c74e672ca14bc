import { apiPaths } from '@mizan/contract/api-paths';
import type { BulkResponse } from '@mizan/contract/admin/common';
import type {
  AdminQuestion,
  DeleteQuestionResponse,
  QuestionBulkRequest,
  QuestionInput,
  QuestionListParams,
  QuestionListResponse,
  UpdateQuestionRequest,
} from '@mizan/contract/admin/questions';
import type { z } from 'zod';
import { adminApi, compact, withId } from '../shell/admin-api';

const LIST = { type: 'AdminQuestion', id: 'LIST' } as const;
// A question edit changes quiz supplies and usage counts, and every write leaves an audit row.
const WRITES = [LIST, 'AdminQuiz', 'BankCategory', 'Audit'] as const;

export const bankApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getQuestions: build.query<QuestionListResponse, QuestionListParams>({
      query: (params) => ({ url: apiPaths.admin.questions, params: compact(params) }),
      providesTags: [LIST],
    }),
    createQuestion: build.mutation<AdminQuestion, QuestionInput>({
      query: (body) => ({ url: apiPaths.admin.questions, method: 'POST', body }),
      invalidatesTags: [...WRITES],
    }),
    updateQuestion: build.mutation<AdminQuestion, { id: number; body: UpdateQuestionRequest }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.question, id), method: 'PATCH', body }),
      invalidatesTags: [...WRITES],
    }),
    deleteQuestion: build.mutation<z.infer<typeof DeleteQuestionResponse>, number>({
      query: (id) => ({ url: withId(apiPaths.admin.question, id), method: 'DELETE' }),
      invalidatesTags: [...WRITES],
    }),
    bulkQuestions: build.mutation<BulkResponse, QuestionBulkRequest>({
      query: (body) => ({ url: apiPaths.admin.questionsBulk, method: 'POST', body }),
      invalidatesTags: [...WRITES],
    }),
  }),
});

export const {
  useGetQuestionsQuery,
  useCreateQuestionMutation,
  useUpdateQuestionMutation,
  useDeleteQuestionMutation,
  useBulkQuestionsMutation,
} = bankApi;
