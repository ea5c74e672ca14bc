import { apiPaths } from '@mizan/contract/api-paths';
import type { AdminPolicyVersion, AdminPolicyVersionSummary, PolicyVersionInput } from '@mizan/contract/admin/privacy-policy';
import { adminApi, withId } from '../shell/admin-api';

export const privacyPolicyApi = adminApi.enhanceEndpoints({ addTagTypes: ['PolicyVersion'] }).injectEndpoints({
  endpoints: (build) => ({
    getPolicyVersions: build.query<AdminPolicyVersionSummary[], void>({
      query: () => apiPaths.admin.privacyPolicyVersions,
      providesTags: ['PolicyVersion'],
    }),
    getPolicyVersion: build.query<AdminPolicyVersion, number>({
      query: (id) => withId(apiPaths.admin.privacyPolicyVersion, id),
      providesTags: ['PolicyVersion'],
    }),
    createPolicyVersion: build.mutation<AdminPolicyVersion, PolicyVersionInput>({
      query: (body) => ({ url: apiPaths.admin.privacyPolicyVersions, method: 'POST', body }),
      invalidatesTags: ['PolicyVersion', 'Audit'],
    }),
    updatePolicyVersion: build.mutation<AdminPolicyVersion, { id: number; body: PolicyVersionInput }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.privacyPolicyVersion, id), method: 'PUT', body }),
      invalidatesTags: ['PolicyVersion', 'Audit'],
    }),
    deletePolicyVersion: build.mutation<void, number>({
      query: (id) => ({ url: withId(apiPaths.admin.privacyPolicyVersion, id), method: 'DELETE' }),
      invalidatesTags: ['PolicyVersion', 'Audit'],
    }),
  }),
});

export const {
  useGetPolicyVersionsQuery,
  useGetPolicyVersionQuery,
  useCreatePolicyVersionMutation,
  useUpdatePolicyVersionMutation,
  useDeletePolicyVersionMutation,
} = privacyPolicyApi;
