import { studentPaths, type JoinGroupRequest, type JoinGroupResponse, type StudentAssignmentList } from '@mizan/contract/assignments';
import { api } from '@/lib/api/api';
import { LOCALIZED } from '@/lib/api/tags';

/** My assignments and joining a class by its code. */
export const assignmentsApi = api.enhanceEndpoints({ addTagTypes: ['MyAssignments'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyAssignments: build.query<StudentAssignmentList, void>({
      query: () => studentPaths.assignments,
      providesTags: [LOCALIZED, 'MyAssignments'],
    }),
    joinGroup: build.mutation<JoinGroupResponse, JoinGroupRequest>({
      query: (body) => ({ url: studentPaths.joinGroup, method: 'POST', body }),
      invalidatesTags: ['MyAssignments'],
    }),
  }),
});

export const { useGetMyAssignmentsQuery, useJoinGroupMutation } = assignmentsApi;
