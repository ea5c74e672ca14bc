import { apiPaths } from '@mizan/contract/api-paths';
import type { ExportFormat } from '@mizan/contract/admin/common';
import type {
  BackgroundImport,
  BackgroundImportStarted,
  ImportResponse,
  QuestionExportFormat,
} from '@mizan/contract/admin/question-transfer';
import { objectUrlResponse } from '@/lib/download';
import { adminApi, compact } from '../shell/admin-api';

/** What an export covers: a category with its subcategories, or chosen questions. */
export type ExportScope = { category: number } | { ids: number[] };

export const questionTransferApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart (see importForm): a dry run stores nothing, so only a real run refreshes the bank. */
    importQuestions: build.mutation<ImportResponse, FormData>({
      query: (body) => ({ url: apiPaths.admin.questionsImport, method: 'POST', body }),
      invalidatesTags: (result) => (result && !result.dry_run ? [{ type: 'AdminQuestion', id: 'LIST' }, 'BankCategory', 'Audit'] : []),
    }),
    /** The real run, as a background job (same form, without dry_run): answers its id at once. */
    startQuestionImport: build.mutation<BackgroundImportStarted, FormData>({
      query: (body) => ({ url: apiPaths.admin.questionImports, method: 'POST', body }),
    }),
    /** Its progress, polled while it runs; the bank is refreshed once it has finished (see ResultStep). */
    getQuestionImport: build.query<BackgroundImport, string>({
      query: (id) => apiPaths.admin.questionImport.replace(':id', id),
    }),
    cancelQuestionImport: build.mutation<BackgroundImport, string>({
      query: (id) => ({ url: apiPaths.admin.questionImportCancel.replace(':id', id), method: 'POST' }),
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled;
        dispatch(questionTransferApi.util.upsertQueryData('getQuestionImport', id, data));
      },
    }),
    /** Resolves to an object URL of the file (see lib/download). */
    exportQuestions: build.mutation<ExportedFile, { format: QuestionExportFormat; scope: ExportScope }>({
      query: ({ format, scope }) => ({
        url: apiPaths.admin.questionsExport,
        params: compact({ format, ...('ids' in scope ? { ids: scope.ids.join(',') } : { category: scope.category }) }),
        responseHandler: exportedFile,
      }),
    }),
    /** The bilingual spreadsheet template, as an object URL. */
    downloadImportTemplate: build.mutation<string, ExportFormat>({
      query: (format) => ({ url: apiPaths.admin.questionsImportTemplate, params: { format }, responseHandler: objectUrlResponse }),
    }),
  }),
});

/** The exported file, and what the format could not carry (the server's counts, told to the operator). */
export interface ExportedFile {
  url: string;
  /** Questions of a type the format cannot hold, left out of the file. */
  skipped: number;
  /** Essays whose rubric no exchange format holds (the question travels without it). */
  rubrics: number;
}

const exportedFile = async (response: Response): Promise<unknown> => {
  if (!response.ok) return response.json();
  const count = (header: string) => Number(response.headers.get(header) ?? 0) || 0;
  return { url: (await objectUrlResponse(response)) as string, skipped: count('x-skipped-count'), rubrics: count('x-rubrics-not-kept') };
};

export const {
  useImportQuestionsMutation,
  useStartQuestionImportMutation,
  useGetQuestionImportQuery,
  useCancelQuestionImportMutation,
  useExportQuestionsMutation,
  useDownloadImportTemplateMutation,
} = questionTransferApi;
