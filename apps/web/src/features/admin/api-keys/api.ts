import { apiPaths } from '@mizan/contract/api-paths';
import type { AdminListQuery } from '@mizan/contract/admin/common';
import type { AdminApiKeyListResponse, CreateApiKeyRequest, CreatedApiKey } from '@mizan/contract/admin/api-keys';
import { adminApi, compact } from '../shell/admin-api';

export const apiKeysApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminApiKey'] }).injectEndpoints({
  endpoints: (build) => ({
    getApiKeys: build.query<AdminApiKeyListResponse, AdminListQuery>({
      query: (params) => ({ url: apiPaths.admin.apiKeys, params: compact(params) }),
      providesTags: ['AdminApiKey'],
    }),
    createApiKey: build.mutation<CreatedApiKey, CreateApiKeyRequest>({
      query: (body) => ({ url: apiPaths.admin.apiKeys, method: 'POST', body }),
      invalidatesTags: ['AdminApiKey', 'Audit'],
    }),
    revokeApiKey: build.mutation<void, string>({
      query: (id) => ({ url: apiPaths.admin.apiKey.replace(':id', encodeURIComponent(id)), method: 'DELETE' }),
      invalidatesTags: ['AdminApiKey', 'Audit'],
    }),
  }),
});

export const { useGetApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
