import type { FastifyReply, FastifyRequest } from 'fastify';

/** Countries and cities change only with a release: clients and proxies may reuse them for an hour, then revalidate by ETag. */
export const FOR_AN_HOUR = 'public, max-age=3600';
/** Operators edit schools in the console: a copy is checked by ETag on every use (a cheap 304), so a change shows at once. */
export const REVALIDATE = 'public, no-cache';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Sets the caching headers and tells whether the client's copy is current (If-None-Match, weak comparison). */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl = FOR_AN_HOUR): boolean {
  reply.header('cache-control', cacheControl).header('etag', etag).header('vary', 'Accept-Language');
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
