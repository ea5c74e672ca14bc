import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePreloads } from './spa-preload.js';

const HASHED_ASSET = /\/assets\//;

/** Open Graph tags a module adds to one client route's page (a shared certificate link previews its image). */
export type PageMeta = (request: FastifyRequest) => Promise<Record<string, string> | null>;

/**
 * Serves the built SPA: hashed assets cached for a year, locales for five minutes (revalidated by ETag),
 * index.html never cached so a deploy is picked up at once. Client routes deep-link through the history fallback.
 * Text assets go out as the brotli or gzip twin the build wrote beside them (no compression work per request),
 * with `Vary: Accept-Encoding`.
 */
export async function registerSpa(
  app: FastifyInstance,
  pageMeta: readonly PageMeta[] = [],
): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | null> {
  const root = app.config.webDistDir;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: only the API is served (run `npm run build`)');
    return null;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (HASHED_ASSET.test(filePath)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (filePath.includes(`${path.sep}locales${path.sep}`)) res.header('cache-control', 'public, max-age=300, must-revalidate');
      else res.header('cache-control', 'no-cache');
    },
  });
  const html = withAnalytics(readFileSync(path.join(root, 'index.html'), 'utf8'), app.config.analyticsScriptUrl);
  const preloads = pagePreloads(root, html);
  return async (request, reply) => {
    const found = await Promise.all(
      pageMeta.map((meta) => meta(request).catch((err: unknown) => (request.log.error({ err }, 'page meta failed'), null))),
    );
    const tags = Object.assign({}, ...found) as Record<string, string>;
    const page = withMeta(html, tags).replace('</head>', `  ${preloads(request)}\n  </head>`);
    // The preloads follow the language cookie and Accept-Language.
    return reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie').type('text/html; charset=utf-8').send(page);
  };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function withMeta(html: string, tags: Record<string, string>): string {
  const lines = Object.entries(tags).map(
    ([property, content]) => `  <meta property="${escapeAttr(property)}" content="${escapeAttr(content)}" />\n`,
  );
  return lines.length ? html.replace('</head>', `${lines.join('')}  </head>`) : html;
}

/** The client loads the third-party analytics script named by this meta tag (no inline script: the CSP forbids it). */
function withAnalytics(html: string, scriptUrl: string | undefined): string {
  if (!scriptUrl) return html;
  return html.replace('</head>', `  <meta name="mizan-analytics" content="${escapeAttr(scriptUrl)}" />\n  </head>`);
}
