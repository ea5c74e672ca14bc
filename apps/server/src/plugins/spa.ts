import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@mizan/contract/i18n';
import { pagePreloads, requestLanguage } from './spa-preload.js';

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
  const drawnLogin = drawnLoginPages(root, app.config.analyticsScriptUrl);
  const preloads = pagePreloads(root, html);
  return async (request, reply) => {
    const found = await Promise.all(
      pageMeta.map((meta) => meta(request).catch((err: unknown) => (request.log.error({ err }, 'page meta failed'), null))),
    );
    const tags = Object.assign({}, ...found) as Record<string, string>;
    // The drawn sign-in page shows a visitor's first view, without a query (a redirect target changes its links).
    const drawn = request.url === LOGIN_PATH ? drawnLogin.get(requestLanguage(request)) : undefined;
    const page = withMeta(drawn ?? html, tags).replace('</head>', `  ${preloads(request)}\n  </head>`);
    // The preloads follow the language cookie and Accept-Language.
    return reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie').type('text/html; charset=utf-8').send(page);
  };
}

const LOGIN_PATH = '/auth/login';

/** The sign-in page as the build drew it in each language (scripts/prerender.mjs), when it did. */
function drawnLoginPages(root: string, analyticsScriptUrl: string | undefined): Map<Language, string> {
  const pages = new Map<Language, string>();
  for (const lang of LANGUAGES) {
    const file = path.join(root, 'prerendered', `login.${lang}.html`);
    if (existsSync(file)) pages.set(lang, withAnalytics(readFileSync(file, 'utf8'), analyticsScriptUrl));
  }
  return pages;
}

/**
 * CSP sources for the inline scripts of the built pages: index.html's boot script (the theme and the drawn page's
 * verdict before the first paint) and the drawn sign-in page's loader of the app's code (scripts/prerender.mjs).
 * Hashes, not 'unsafe-inline': no other inline script can run.
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  const pages = ['index.html', ...LANGUAGES.map((lang) => path.join('prerendered', `login.${lang}.html`))]
    .map((name) => path.join(webDistDir, name))
    .filter((file) => existsSync(file));
  const scripts = pages.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ''));
  return [...new Set(scripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`))];
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
