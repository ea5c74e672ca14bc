import { apiPaths } from '@mizan/contract/api-paths';
import { api } from '@/lib/api/api';
import type { SessionUser } from './user';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<SessionUser, void>({
      query: () => apiPaths.profile.me,
      providesTags: ['Me'],
    }),
    logout: build.mutation<void, { refresh: string }>({
      query: (body) => ({ url: apiPaths.auth.logout, method: 'POST', body }),
    }),
  }),
});
