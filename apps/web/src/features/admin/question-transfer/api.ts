import { apiPaths } from '@mizan/contract/api-paths';
import type { ExportFormat } from '@mizan/contract/admin/common';
import type { ImportResponse, QuestionExportFormat } from '@mizan/contract/admin/question-transfer';
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
    /** Resolves to an object URL of the file (see lib/download). */
    exportQuestions: build.mutation<string, { format: QuestionExportFormat; scope: ExportScope }>({
      query: ({ format, scope }) => ({
        url: apiPaths.admin.questionsExport,
        params: compact({ format, ...('ids' in scope ? { ids: scope.ids.join(',') } : { category: scope.category }) }),
        responseHandler: objectUrlResponse,
      }),
    }),
    /** The bilingual spreadsheet template, as an object URL. */
    downloadImportTemplate: build.mutation<string, ExportFormat>({
      query: (format) => ({ url: apiPaths.admin.questionsImportTemplate, params: { format }, responseHandler: objectUrlResponse }),
    }),
  }),
});

export const { useImportQuestionsMutation, useExportQuestionsMutation, useDownloadImportTemplateMutation } = questionTransferApi;
