import { apiPaths } from '@mizan/contract/api-paths';
import type { AccessRules, AccessRulesUpdate } from '@mizan/contract/admin/exam-access';
import { objectUrlResponse } from '@/lib/download';
import { adminApi, withId, withTrial } from '../shell/admin-api';

const rulesTag = (id: number) => [{ type: 'AdminQuiz' as const, id: `access-${id}` }];

export const examAccessApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAccessRules: build.query<AccessRules, number>({
      query: (id) => withId(apiPaths.admin.quizAccessRules, id),
      providesTags: (_r, _e, id) => rulesTag(id),
    }),
    saveAccessRules: build.mutation<AccessRules, { id: number; body: AccessRulesUpdate }>({
      query: ({ id, body }) => ({ url: withId(apiPaths.admin.quizAccessRules, id), method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [...rulesTag(id), 'Audit'],
    }),
    downloadSebConfig: build.mutation<string, number>({
      query: (id) => ({ url: withId(apiPaths.admin.quizSebConfig, id), responseHandler: objectUrlResponse }),
      invalidatesTags: ['Audit'],
    }),
    releaseDevice: build.mutation<void, string>({
      query: (trialId) => ({ url: withTrial(apiPaths.admin.trialReleaseDevice, trialId), method: 'POST' }),
    }),
  }),
});

export const { useGetAccessRulesQuery, useSaveAccessRulesMutation, useDownloadSebConfigMutation, useReleaseDeviceMutation } = examAccessApi;
