import { createApi } from '@reduxjs/toolkit/query/react';
import { API_BASE } from '@mizan/contract/api-paths';
import { connectApi } from '@/lib/store/root-reducer';
import { createBaseQuery } from './base-query';
import { LOCALIZED } from './tags';

/** The one RTK Query slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({ baseUrl: API_BASE }),
  tagTypes: ['Me', 'Quizzes', 'PrivacyPolicy', 'Notifications', LOCALIZED],
  endpoints: () => ({}),
});

connectApi(api);
