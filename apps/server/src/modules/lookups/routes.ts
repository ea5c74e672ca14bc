import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CityListResponse,
  CountryIdParams,
  CountryListResponse,
  LookupListQuery,
  lookupPaths,
  School,
  SchoolIdParams,
  SchoolListQuery,
  SchoolListResponse,
  SchoolYearOptionsResponse,
} from '@mizan/contract/lookups';
import type { PaginationQuery } from '@mizan/contract/pagination';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { invalidateLookups, LOOKUPS_CHANNEL, type CachedList } from './cache.js';
import { isNotModified, REVALIDATE } from './conditional.js';
import { lookupsService } from './service.js';

const tags = ['lookups'];

/** `body()` unless the client's copy is current: then 304 without computing it. */
function sendCached<T>(request: FastifyRequest, reply: FastifyReply, etag: string, body: () => T, cacheControl?: string) {
  return isNotModified(request, reply, etag, cacheControl) ? reply.code(304).send() : body();
}

/** A cached list as a bare array (`?pagination=false`) or a page of it. */
function sendList<T>(request: FastifyRequest, reply: FastifyReply, query: PaginationQuery, list: CachedList<T>, cacheControl?: string) {
  return sendCached(
    request,
    reply,
    list.etag,
    () => {
      const window = pageWindow(query);
      const page = list.items.slice(window.offset, window.offset + window.limit);
      return window.mode === 'none' ? page : pageOf(request, window, list.items.length, page);
    },
    cacheControl,
  );
}

export const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = lookupsService(app.db);
  // Also on reset: a message may have been missed while the listening connection was down.
  const drop = () => invalidateLookups(app.db);
  const unlisten = app.database.notifications.listen(LOOKUPS_CHANNEL, drop, drop);
  app.addHook('onClose', async () => unlisten());

  app.get(
    `/${lookupPaths.countries}`,
    { schema: { tags, querystring: LookupListQuery, response: { 200: CountryListResponse } } },
    async (request, reply) => sendList(request, reply, request.query, await service.countries(request.lang)),
  );

  app.get(
    `/${lookupPaths.cities}`,
    { schema: { tags, params: CountryIdParams, querystring: LookupListQuery, response: { 200: CityListResponse } } },
    async (request, reply) => sendList(request, reply, request.query, await service.cities(request.params.countryId, request.lang)),
  );

  app.get(
    `/${lookupPaths.schools}`,
    { schema: { tags, querystring: SchoolListQuery, response: { 200: SchoolListResponse } } },
    async (request, reply) => sendList(request, reply, request.query, await service.schools(request.query.city, request.lang), REVALIDATE),
  );

  app.get(`/${lookupPaths.school}`, { schema: { tags, params: SchoolIdParams, response: { 200: School } } }, async (request, reply) => {
    const { item, etag } = await service.school(request.params.schoolId, request.lang);
    return sendCached(request, reply, etag, () => item, REVALIDATE);
  });

  app.get(
    `/${lookupPaths.schoolYearOptions}`,
    { schema: { tags, response: { 200: SchoolYearOptionsResponse } } },
    async (request, reply) => {
      const { options, etag } = service.schoolYearOptions(request.lang);
      return sendCached(request, reply, etag, () => options);
    },
  );
};
