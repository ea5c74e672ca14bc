import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, pickLanguage, type Language } from '@mizan/contract/i18n';

interface PagePreload {
  path: RegExp;
  /** The lazily loaded modules (layout, page, the route's prefetch) a first visit runs before its first paint. */
  modules?: string[];
  /** Locale namespaces its first paint needs beside `common`. */
  namespaces: string[];
  /**
   * Font weights beside the text's 400 that the first paint shows large (the player's question is bold). Preloading
   * the data pages' 500 and 700 as well made their largest paint later in Lighthouse's phone (dashboard 2.3 → 2.9 s):
   * on a slow link those 90 KB compete with the page's code, so they load when the page asks for them.
   */
  weights?: FontWeight[];
}

const FONT_WEIGHTS = [400, 700] as const;
type FontWeight = (typeof FONT_WEIGHTS)[number];

/**
 * What the first paint of a page fetches that the browser would otherwise discover only after running the app
 * (first match wins). The sign-in page is in the entry and needs no modules; it paints without its form, whose
 * validation messages (`errors`) load after the first paint.
 */
const PAGES: readonly PagePreload[] = [
  { path: /^\/auth\/login$/, namespaces: ['auth'] },
  { path: /^\/auth\//, namespaces: ['auth', 'errors'] },
  { path: /^\/invitation\//, namespaces: ['auth', 'errors'] },
  {
    path: /^\/dashboard$/,
    modules: ['src/app/layouts/main-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx', 'src/features/dashboard/prefetch.ts'],
    namespaces: ['dashboard', 'competitions'],
  },
  {
    path: /^\/quizzes$/,
    modules: ['src/app/layouts/main-layout.tsx', 'src/features/quizzes/pages/quizzes-page.tsx', 'src/features/quizzes/prefetch.ts'],
    namespaces: ['quizzes'],
  },
  {
    path: /^\/public-quizzes$/,
    modules: [
      'src/app/layouts/public-layout.tsx',
      'src/features/quizzes/pages/public-quizzes-page.tsx',
      'src/features/quizzes/prefetch.ts',
    ],
    namespaces: ['quizzes'],
  },
  {
    path: /^\/quizzes\/[^/]+$/,
    modules: ['src/app/layouts/public-layout.tsx', 'src/features/quizzes/pages/quiz-overview-page.tsx'],
    namespaces: ['quizzes'],
  },
  {
    path: /^\/quizzes\/[^/]+\/trials\/[^/]+\/play\/[^/]+$/,
    modules: ['src/app/layouts/minimal-layout.tsx', 'src/features/player/pages/play-page.tsx'],
    namespaces: ['player'],
    // The question is its largest text: when its bold face arrived after the first paint, the answers below it
    // moved as the lines re-wrapped (a layout shift of 0.15 in Arabic on a phone).
    weights: [700],
  },
  {
    path: /^\/quizzes\/[^/]+\/trials\/[^/]+\/results$/,
    modules: [
      'src/app/layouts/result-layout.tsx',
      'src/features/results/pages/trial-results-page.tsx',
      'src/features/personal-info/components/personal-info-summary.tsx',
      'src/features/quizzes/components/after-result.tsx',
      'src/features/results/prefetch.ts',
      'src/features/personal-info/prefetch.ts',
      'src/features/quizzes/prefetch.ts',
    ],
    namespaces: ['results', 'personal-info', 'quizzes'],
  },
];
/**
 * A weight's face for the reader's script (400: the font the first paint's body text waits for): an Arabic page's
 * Arabic core, cut at build (apps/web/vite/arabic-text-fonts.ts), or the family's Latin subset.
 */
const fontFile = (lang: Language, weight: FontWeight) =>
  new RegExp(`^${lang === 'ar' ? `arabic-core-${weight}` : `ibm-plex-sans-arabic-latin-${weight}-normal`}-[\\w-]+\\.woff2$`);

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
export function requestLanguage(request: FastifyRequest): Language {
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
  const fontTags = new Map(
    LANGUAGES.flatMap((lang) =>
      FONT_WEIGHTS.map((weight) => {
        const font = assets.find((name) => fontFile(lang, weight).test(name));
        return [`${lang} ${weight}`, font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />` : ''];
      }),
    ),
  );
  // The page's chunks and what they import, each once; not what the HTML already preloads, and not what they load
  // lazily. `crossorigin` as Vite writes it, or the browser would fetch each module twice.
  const moduleTags = new Map(
    PAGES.map((page) => {
      const seen = new Set<string>();
      const files = (page.modules ?? [])
        .flatMap((module) => chunkFiles(manifest, module, seen))
        .filter((file) => !html.includes(`/${file}"`));
      return [page, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)];
    }),
  );

  return (request) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lang = requestLanguage(request);
    const page = PAGES.find((p) => p.path.test(pathname));
    const namespaces = ['common', ...(page?.namespaces ?? [])];
    const tags = [
      ...namespaces.map((ns) => `<link rel="preload" href="/locales/${lang}/${ns}.json" as="fetch" crossorigin="anonymous" />`),
      ...[400, ...(page?.weights ?? [])].map((weight) => fontTags.get(`${lang} ${weight}`)),
      ...((page && moduleTags.get(page)) ?? []),
    ];
    return tags.filter(Boolean).join('\n    ');
  };
}
