import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import { TrackVisitorRequest, TrackVisitorResponse } from '@mizan/contract/visitors';
import { isConsolePage } from './console-pages.js';
import type { PageViewRecorder } from './recorder.js';

export const visitorRoutes: FastifyPluginAsyncZod<{ recorder: PageViewRecorder }> = async (app, { recorder }) => {
  app.post(
    `/${apiPaths.trackVisitor}`,
    { schema: { tags: ['analytics'], body: TrackVisitorRequest, response: { 201: TrackVisitorResponse } } },
    async (request, reply) => {
      const auth = await app.optionalAuth(request);
      // Operators at work are not student traffic: their views and the console's pages are answered but not kept.
      if ((auth && auth.role !== 'student') || isConsolePage(request.body.page_url)) return reply.code(201).send({ status: 'ok' });
      recorder.record({
        pageUrl: request.body.page_url,
        referrer: request.body.referrer ?? request.headers.referer ?? null,
        userId: auth?.userId ?? null,
        language: request.lang,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      return reply.code(201).send({ status: 'ok' });
    },
  );
};
