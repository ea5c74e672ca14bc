import { apiPaths } from '@mizan/contract/api-paths';
import type {
  AdminAssignment,
  AdminAssignmentListQuery,
  AdminAssignmentListResponse,
  CreateAssignmentRequest,
  UpdateAssignmentRequest,
} from '@mizan/contract/admin/assignments';
import { adminApi, compact, withId } from '../shell/admin-api';

export const assignmentsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminAssignment'] }).injectEndpoints({
  endpoints: (build) => ({
    getAssignments: build.query<AdminAssignmentListResponse, AdminAssignmentListQuery>({
      query: (params) => ({ url: apiPaths.admin.assignments, params: compact(params) }),
      providesTags: ['AdminAssignment'],
    }),
    createAssignment: build.mutation<AdminAssignment, CreateAssignmentRequest>({
      query: (body) => ({ url: apiPaths.admin.assignments, method: 'POST', body }),
      invalidatesTags: ['AdminAssignment', 'Audit'],
    }),
    updateAssignment: build.mutation<AdminAssignment, { id: number; body: UpdateAssignmentRequest }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.assignment, id), method: 'PATCH', body }),
      invalidatesTags: ['AdminAssignment', 'Audit'],
    }),
    deleteAssignment: build.mutation<void, number>({
      query: (id) => ({ url: withId(apiPaths.admin.assignment, id), method: 'DELETE' }),
      invalidatesTags: ['AdminAssignment', 'Audit'],
    }),
  }),
});

export const { useGetAssignmentsQuery, useCreateAssignmentMutation, useUpdateAssignmentMutation, useDeleteAssignmentMutation } =
  assignmentsApi;
