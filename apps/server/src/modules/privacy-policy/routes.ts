import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { z } from 'zod';
import { PrivacyPolicyListQuery, PrivacyPolicyListResponse, PrivacyPolicySection } from '@mizan/contract/privacy-policy';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { privacyPolicyRepo } from './repo.js';
import { privacyPolicyService } from './service.js';

export const privacyPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = privacyPolicyService(privacyPolicyRepo(app.db));
  app.get(
    `/${apiPaths.privacyPolicy}`,
    {
      schema: {
        tags: ['content'],
        querystring: PrivacyPolicyListQuery,
        response: { 200: z.union([PrivacyPolicyListResponse, z.array(PrivacyPolicySection)]) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, 100);
      const { count, results } = await service.list(request.lang, window.limit, window.offset);
      return window.mode === 'none' ? results : pageOf(request, window, count, results);
    },
  );
};
