import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, pickLanguage, type Language } from '@mizan/contract/i18n';

/**
 * The lazily loaded modules (layout, then page) a first visit to a path runs before its first paint. The sign-in
 * page is in the entry and needs none; these pages would otherwise fetch theirs only after the framework's code ran.
 */
const PAGE_MODULES: readonly [path: string, modules: string[]][] = [
  ['/dashboard', ['src/app/layouts/main-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx']],
  ['/quizzes', ['src/app/layouts/main-layout.tsx', 'src/features/quizzes/pages/quizzes-page.tsx']],
  ['/public-quizzes', ['src/app/layouts/public-layout.tsx', 'src/features/quizzes/pages/public-quizzes-page.tsx']],
];
/** Locale namespaces a path's first paint needs beside `common` (a prefix ending in `/`, or the exact path). */
const PAGE_NAMESPACES: readonly [prefix: string, namespaces: string[]][] = [
  // The sign-in page paints without its form, whose validation messages (`errors`) load after the first paint.
  ['/auth/login', ['auth']],
  ['/auth/', ['auth', 'errors']],
];
/** The text weight's subset in the reader's script: the font the first paint's body text waits for. */
const TEXT_FONT: Record<Language, RegExp> = {
  ar: /^ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
  en: /^ibm-plex-sans-arabic-latin-400-normal-[\w-]+\.woff2$/,
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** A chunk's file and every chunk it statically imports, depth first, each once (`seen` is shared by callers). */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/** The language the client will pick: its `i18next` cookie, else Accept-Language (its localStorage is out of sight). */
function requestLanguage(request: FastifyRequest): Language {
  const cookie = /(?:^|;\s*)i18next=([a-z]{2})/.exec(request.headers.cookie ?? '')?.[1];
  return LANGUAGES.find((l) => l === cookie) ?? pickLanguage(request.headers['accept-language']);
}

/**
 * `<link rel=preload>` tags for the page being served, so the browser fetches at once what it would otherwise
 * discover only after running the app: the page's code chunks (from Vite's manifest), the current language's
 * locale files and the text font's subset in that language's script. Each saves a round trip before the first paint on a phone.
 */
export function pagePreloads(root: string, html: string): (request: FastifyRequest) => string {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>) : {};
  const assets = existsSync(path.join(root, 'assets')) ? readdirSync(path.join(root, 'assets')) : [];
  const fontTags = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const font = assets.find((name) => TEXT_FONT[lang].test(name));
      return [lang, font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />` : ''];
    }),
  ) as Record<Language, string>;
  // The page's chunks and what they import, each once; not what the HTML already preloads, and not what they load
  // lazily. `crossorigin` as Vite writes it, or the browser would fetch each module twice.
  const pageTags = new Map(
    PAGE_MODULES.map(([page, modules]) => {
      const seen = new Set<string>();
      const files = modules.flatMap((module) => chunkFiles(manifest, module, seen)).filter((file) => !html.includes(`/${file}"`));
      return [page, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)];
    }),
  );

  return (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lang = requestLanguage(request);
    const namespaces = [
      'common',
      ...(PAGE_NAMESPACES.find(([prefix]) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix))?.[1] ?? []),
    ];
    const tags = [
      ...namespaces.map((ns) => `<link rel="preload" href="/locales/${lang}/${ns}.json" as="fetch" crossorigin="anonymous" />`),
      fontTags[lang],
      ...(pageTags.get(pathname) ?? []),
    ];
    return tags.filter(Boolean).join('\n    ');
  };
}
