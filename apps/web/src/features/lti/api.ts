import { apiPaths } from '@mizan/contract/api-paths';
import type { LtiExchangeRequest, LtiExchangeResponse } from '@mizan/contract/lti';
import { api } from '@/lib/api/api';

export const ltiApi = api.injectEndpoints({
  endpoints: (build) => ({
    exchangeLtiCode: build.mutation<LtiExchangeResponse, LtiExchangeRequest>({
      query: (body) => ({ url: apiPaths.lti.exchange, method: 'POST', body }),
    }),
  }),
});

export const { useExchangeLtiCodeMutation } = ltiApi;
