import type { FastifyRequest } from 'fastify';
import type { Paginated, PaginationQuery } from '@mizan/contract/pagination';

export interface PageWindow {
  limit: number;
  offset: number;
  /** How the client paginates, so next/previous speak the same parameters back. */
  mode: 'page' | 'offset' | 'none';
}

/** `?limit=&page=` or `?limit=&offset=`; `?pagination=false` → everything (up to `maxUnpaginated`). */
export function pageWindow(query: PaginationQuery, defaultLimit = 10, maxUnpaginated = 1000): PageWindow {
  if (query.pagination === 'false') return { limit: maxUnpaginated, offset: 0, mode: 'none' };
  const limit = query.limit ?? defaultLimit;
  if (query.offset !== undefined && query.page === undefined) return { limit, offset: query.offset, mode: 'offset' };
  return { limit, offset: ((query.page ?? 1) - 1) * limit, mode: 'page' };
}

/** DRF's `{count, next, previous, results}` with absolute next/previous URLs. */
export function pageOf<T>(request: FastifyRequest, window: PageWindow, count: number, results: T[]): Paginated<T> {
  const base = new URL(request.url, request.server.config.publicUrl);
  const link = (offset: number) => {
    const url = new URL(base);
    url.searchParams.set('limit', String(window.limit));
    if (window.mode === 'offset') url.searchParams.set('offset', String(offset));
    else url.searchParams.set('page', String(Math.floor(offset / window.limit) + 1));
    return url.toString();
  };
  const hasNext = window.offset + results.length < count;
  const hasPrevious = window.offset > 0;
  return {
    count,
    next: hasNext ? link(window.offset + window.limit) : null,
    previous: hasPrevious ? link(Math.max(0, window.offset - window.limit)) : null,
    results,
  };
}
