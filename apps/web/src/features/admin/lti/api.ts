import { apiPaths } from '@mizan/contract/api-paths';
import type {
  AdminLtiPassback,
  AdminLtiPlatform,
  CreateLtiPlatformRequest,
  LtiToolUrls,
  UpdateLtiPlatformRequest,
} from '@mizan/contract/admin/lti';
import { adminApi, withId, withTrial } from '../shell/admin-api';

export const ltiAdminApi = adminApi.enhanceEndpoints({ addTagTypes: ['LtiPlatform', 'LtiPassback'] }).injectEndpoints({
  endpoints: (build) => ({
    getLtiToolUrls: build.query<LtiToolUrls, void>({ query: () => apiPaths.admin.ltiToolUrls }),
    getLtiPlatforms: build.query<AdminLtiPlatform[], void>({ query: () => apiPaths.admin.ltiPlatforms, providesTags: ['LtiPlatform'] }),
    createLtiPlatform: build.mutation<AdminLtiPlatform, CreateLtiPlatformRequest>({
      query: (body) => ({ url: apiPaths.admin.ltiPlatforms, method: 'POST', body }),
      invalidatesTags: ['LtiPlatform', 'Audit'],
    }),
    updateLtiPlatform: build.mutation<AdminLtiPlatform, { id: number; body: UpdateLtiPlatformRequest }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.ltiPlatform, id), method: 'PATCH', body }),
      invalidatesTags: ['LtiPlatform', 'Audit'],
    }),
    deleteLtiPlatform: build.mutation<void, number>({
      query: (id) => ({ url: withId(apiPaths.admin.ltiPlatform, id), method: 'DELETE' }),
      invalidatesTags: ['LtiPlatform', 'LtiPassback', 'Audit'],
    }),
    getLtiPassbacks: build.query<AdminLtiPassback[], AdminLtiPassback['status'] | undefined>({
      query: (status) => ({ url: apiPaths.admin.ltiPassbacks, params: status ? { status } : {} }),
      providesTags: ['LtiPassback'],
    }),
    resendLtiPassback: build.mutation<void, string>({
      query: (trialId) => ({ url: withTrial(apiPaths.admin.ltiPassbackResend, trialId), method: 'POST' }),
      invalidatesTags: ['LtiPassback', 'Audit'],
    }),
  }),
});

export const {
  useGetLtiToolUrlsQuery,
  useGetLtiPlatformsQuery,
  useCreateLtiPlatformMutation,
  useUpdateLtiPlatformMutation,
  useDeleteLtiPlatformMutation,
  useGetLtiPassbacksQuery,
  useResendLtiPassbackMutation,
} = ltiAdminApi;
