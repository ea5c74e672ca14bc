import { apiPaths } from '@mizan/contract/api-paths';
import type { ExportFormat } from '@mizan/contract/admin/common';
import type { GradebookResponse, GradebookStudentResponse } from '@mizan/contract/admin/gradebook';
import { objectUrlResponse } from '@/lib/download';
import { adminApi, compact, withId } from '../shell/admin-api';

interface GradebookArgs {
  id: number;
  ordering?: string | undefined;
}

/** Reads only: the server decides which attempt counts; the page sorts through it and filters what it got. */
export const gradebookApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getGradebook: build.query<GradebookResponse, GradebookArgs>({
      query: ({ id, ordering }) => ({ url: withId(apiPaths.admin.groupGradebook, id), params: compact({ ordering }) }),
    }),
    getGradebookStudent: build.query<GradebookStudentResponse, { id: number; userId: string }>({
      query: ({ id, userId }) => withId(apiPaths.admin.groupGradebookStudent, id).replace(':userId', userId),
    }),
    /** The same table as a file, in the page's order (audited by the server). */
    exportGradebook: build.mutation<string, GradebookArgs & { format: ExportFormat }>({
      query: ({ id, ordering, format }) => ({
        url: withId(apiPaths.admin.groupGradebook, id),
        params: compact({ ordering, format }),
        responseHandler: objectUrlResponse,
      }),
    }),
  }),
});

export const { useGetGradebookQuery, useGetGradebookStudentQuery, useExportGradebookMutation } = gradebookApi;
