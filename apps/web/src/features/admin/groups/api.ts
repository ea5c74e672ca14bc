import { apiPaths } from '@mizan/contract/api-paths';
import type { AdminListQuery } from '@mizan/contract/admin/common';
import type {
  AdminGroup,
  AdminGroupListResponse,
  CreateGroupRequest,
  GroupMemberListResponse,
  GroupMembersRequest,
  GroupMembersResponse,
  UpdateGroupRequest,
} from '@mizan/contract/admin/groups';
import { adminApi, compact, withId } from '../shell/admin-api';

export const groupsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminGroup'] }).injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<AdminGroupListResponse, AdminListQuery>({
      query: (params) => ({ url: apiPaths.admin.groups, params: compact(params) }),
      providesTags: ['AdminGroup'],
    }),
    getGroup: build.query<AdminGroup, number>({ query: (id) => withId(apiPaths.admin.group, id), providesTags: ['AdminGroup'] }),
    createGroup: build.mutation<AdminGroup, CreateGroupRequest>({
      query: (body) => ({ url: apiPaths.admin.groups, method: 'POST', body }),
      invalidatesTags: ['AdminGroup', 'Audit'],
    }),
    updateGroup: build.mutation<AdminGroup, { id: number; body: UpdateGroupRequest }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.group, id), method: 'PATCH', body }),
      invalidatesTags: ['AdminGroup', 'Audit'],
    }),
    deleteGroup: build.mutation<void, number>({
      query: (id) => ({ url: withId(apiPaths.admin.group, id), method: 'DELETE' }),
      invalidatesTags: ['AdminGroup', 'Audit'],
    }),
    getGroupMembers: build.query<GroupMemberListResponse, { id: number } & AdminListQuery>({
      query: ({ id, ...params }) => ({ url: withId(apiPaths.admin.groupMembers, id), params: compact(params) }),
      providesTags: ['AdminGroup'],
    }),
    changeMembers: build.mutation<GroupMembersResponse, { id: number; remove?: boolean; body: GroupMembersRequest }>({
      query: ({ id, remove, body }) => ({ url: withId(apiPaths.admin.groupMembers, id), method: remove ? 'DELETE' : 'POST', body }),
      invalidatesTags: ['AdminGroup', 'Audit'],
    }),
  }),
});

export const {
  useGetGroupsQuery,
  useGetGroupQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useDeleteGroupMutation,
  useGetGroupMembersQuery,
  useChangeMembersMutation,
} = groupsApi;
