import type { FastifyReply, FastifyRequest } from 'fastify';

/** Lookups change rarely: clients and proxies may reuse them for an hour, then revalidate by ETag. */
const CACHE_CONTROL = 'public, max-age=3600';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Sets the caching headers and tells whether the client's copy is current (If-None-Match, weak comparison). */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('vary', 'Accept-Language');
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
