import { apiPaths } from '@mizan/contract/api-paths';
import type { Language } from '@mizan/contract/i18n';
import type { PrivacyPolicyListResponse } from '@mizan/contract/privacy-policy';
import { api } from '@/lib/api/api';

export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The language is part of the cache key so switching language fetches the other translation.
    getPrivacyPolicy: build.query<PrivacyPolicyListResponse, Language>({
      query: () => ({ url: apiPaths.privacyPolicy, params: { limit: 100, page: 1 } }),
      providesTags: ['PrivacyPolicy'],
    }),
  }),
});

export const { useGetPrivacyPolicyQuery } = privacyApi;
