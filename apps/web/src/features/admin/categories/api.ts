import { apiPaths } from '@mizan/contract/api-paths';
import type {
  BankCategory,
  BankCategoryInput,
  QuizCategory,
  QuizCategoryInput as QuizCategorySchema,
} from '@mizan/contract/admin/categories';
import type { z } from 'zod';
import { adminApi, withId } from '../shell/admin-api';

export type QuizCategoryInput = z.input<typeof QuizCategorySchema>;

export const categoriesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getBankCategories: build.query<BankCategory[], void>({
      query: () => apiPaths.admin.categories,
      providesTags: ['BankCategory'],
    }),
    saveBankCategory: build.mutation<BankCategory, { id?: number; body: BankCategoryInput }>({
      query: ({ id, body }) =>
        id ? { url: withId(apiPaths.admin.category, id), method: 'PATCH', body } : { url: apiPaths.admin.categories, method: 'POST', body },
      invalidatesTags: ['BankCategory', 'Audit'],
    }),
    deleteBankCategory: build.mutation<void, number>({
      query: (id) => ({ url: withId(apiPaths.admin.category, id), method: 'DELETE' }),
      invalidatesTags: ['BankCategory', 'Audit'],
    }),
    getQuizCategories: build.query<QuizCategory[], void>({
      query: () => apiPaths.admin.quizCategories,
      providesTags: ['QuizCategory'],
    }),
    saveQuizCategory: build.mutation<QuizCategory, { id?: number; body: QuizCategoryInput }>({
      query: ({ id, body }) =>
        id
          ? { url: withId(apiPaths.admin.quizCategory, id), method: 'PATCH', body }
          : { url: apiPaths.admin.quizCategories, method: 'POST', body },
      invalidatesTags: ['QuizCategory', 'Audit'],
    }),
    deleteQuizCategory: build.mutation<void, number>({
      query: (id) => ({ url: withId(apiPaths.admin.quizCategory, id), method: 'DELETE' }),
      invalidatesTags: ['QuizCategory', 'Audit'],
    }),
  }),
});

export const {
  useGetBankCategoriesQuery,
  useSaveBankCategoryMutation,
  useDeleteBankCategoryMutation,
  useGetQuizCategoriesQuery,
  useSaveQuizCategoryMutation,
  useDeleteQuizCategoryMutation,
} = categoriesApi;
