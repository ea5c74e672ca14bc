import type { FastifyRequest } from 'fastify';
import type { PaginationQuery } from '@mizan/contract/pagination';
import { pageOf, pageWindow } from '../../plugins/pagination.js';

/** Runs a paged query with the request's window and answers DRF-style, or a bare array for `?pagination=false`. */
export async function paged<T>(
  request: FastifyRequest,
  query: PaginationQuery,
  load: (limit: number, offset: number) => Promise<{ count: number; results: T[] }>,
) {
  const window = pageWindow(query);
  const { count, results } = await load(window.limit, window.offset);
  return window.mode === 'none' ? results : pageOf(request, window, count, results);
}
