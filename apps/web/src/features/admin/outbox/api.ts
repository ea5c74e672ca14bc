import { apiPaths } from '@mizan/contract/api-paths';
import type { OutboxListResponse } from '@mizan/contract/outbox';
import { api } from '@/lib/api/api';

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Newest first, as the server orders them.
    getOutbox: build.query<OutboxListResponse, { limit: number; page: number }>({
      query: (params) => ({ url: apiPaths.admin.outbox, params }),
    }),
  }),
});

export const { useGetOutboxQuery } = outboxApi;
