import { apiPaths } from '@mizan/contract/api-paths';
import type { TrackVisitorRequest } from '@mizan/contract/visitors';
import { api } from './api';

export const visitorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    trackVisitor: build.mutation<void, TrackVisitorRequest>({
      query: (body) => ({ url: apiPaths.trackVisitor, method: 'POST', body }),
    }),
  }),
});
