import type { FastifyInstance } from 'fastify';
import { ltiPlatforms } from '../../db/schema/lti.js';

/** How long a process trusts its list of LMS origins: a platform added in the console frames the player within it. */
const REFRESH_MS = 60_000;
/** Bumped by this process's platform writes: its next page reads the list again at once (others within REFRESH_MS). */
let changes = 0;
export const forgetFrameOrigins = () => {
  changes++;
};

/**
 * The player runs inside the LMS's iframe: pages (not API answers) may be framed by the connected platforms'
 * origins, and by nobody else (the CSP's `frame-ancestors 'none'` otherwise).
 */
export function ltiFrameAncestors(app: FastifyInstance): void {
  let origins: string[] = [];
  let loadedAt = 0;
  let seen = -1;
  let loading: Promise<void> | null = null;
  const load = async () => {
    seen = changes;
    try {
      const rows = await app.db.select({ issuer: ltiPlatforms.issuer, login: ltiPlatforms.authLoginUrl }).from(ltiPlatforms);
      const set = new Set<string>();
      for (const row of rows)
        for (const url of [row.issuer, row.login]) {
          try {
            set.add(new URL(url).origin);
          } catch {
            // An issuer that is not a URL frames nothing.
          }
        }
      origins = [...set];
      loadedAt = Date.now();
    } catch (err) {
      app.log.warn({ err }, 'LTI frame origins not loaded');
    }
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // The SPA's pages and LTI's own pages (refusals, the picker) show in the iframe; other API answers never do.
    if (!type.startsWith('text/html') || (request.url.startsWith('/api/') && !request.url.startsWith('/api/v1/lti/'))) return payload;
    if (Date.now() - loadedAt > REFRESH_MS || seen !== changes) await (loading ??= load().finally(() => (loading = null)));
    if (origins.length === 0) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", `frame-ancestors 'self' ${origins.join(' ')}`));
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
