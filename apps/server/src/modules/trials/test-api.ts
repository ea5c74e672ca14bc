import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../test/users.js';

/** `app.inject` against /api/v1/ as a user (or anonymously), in English unless told otherwise. */
export function apiClient(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: unknown, lang = 'en') =>
    app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...(user?.headers ?? {}), 'accept-language': lang },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}
