import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

const BOOT_SCRIPT = "document.documentElement.classList.add('dark')";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mizan-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'locales', 'ar'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="ar" dir="rtl"><head><title>ميزان</title><script>${BOOT_SCRIPT}</script></head><body></body></html>`,
  );
  // The sign-in page as scripts/prerender.mjs draws it, one copy per language.
  mkdirSync(path.join(dir, 'prerendered'));
  for (const lang of ['ar', 'en'])
    writeFileSync(
      path.join(dir, 'prerendered', `login.${lang}.html`),
      `<!doctype html><html lang="${lang}" data-prerendered="${lang}"><head><title>ميزان</title></head><body><div id="root"><h1>login ${lang}</h1></div></body></html>`,
    );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build writes brotli and gzip twins next to each text asset.
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(dir, 'locales', 'ar', 'common.json'), '{"hello":"مرحبا"}');
  writeFileSync(path.join(dir, 'assets', 'arabic-core-400-Xy12.woff2'), 'font');
  writeFileSync(path.join(dir, 'assets', 'ibm-plex-sans-arabic-latin-400-normal-Ab34.woff2'), 'font');
  writeFileSync(path.join(dir, 'assets', 'arabic-core-700-Cd56.woff2'), 'font');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/app/layouts/main-layout.tsx': { file: 'assets/main-layout-1.js', imports: ['_shared.js'] },
      'src/features/dashboard/pages/dashboard-page.tsx': {
        file: 'assets/dashboard-page-2.js',
        imports: ['_shared.js', 'src/app/layouts/main-layout.tsx'],
        dynamicImports: ['_lazy.js'],
      },
      '_lazy.js': { file: 'assets/lazy-modal-3.js' },
      '_shared.js': { file: 'assets/shared-4.js', imports: ['src/features/dashboard/pages/dashboard-page.tsx'] },
    }),
  );
  return dir;
}

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: fakeWebBuild(), analyticsScriptUrl: 'https://analytics.example.com/script.js' });
  });
  afterAll(() => t.close());

  it('deep-links client routes to index.html, never cached', async () => {
    for (const url of ['/', '/auth/login?redirect=%2Fdashboard', '/quizzes/3/trials/abc/results']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>ميزان</title>');
    }
  });

  it("sends the sign-in page as the build drew it in the visitor's language, and the app's page when a query changes it", async () => {
    const login = (headers: Record<string, string>) => t.app.inject({ url: '/auth/login', headers });
    expect((await login({ 'accept-language': 'en-US,en;q=0.9' })).body).toContain('<h1>login en</h1>');
    expect((await login({ 'accept-language': 'en-US', cookie: 'i18next=ar' })).body).toContain('<h1>login ar</h1>');
    const arabic = await login({});
    expect(arabic.body).toContain('<h1>login ar</h1>');
    // The page's own preloads and the analytics tag go into the drawn copy too.
    expect(arabic.body).toContain('/locales/ar/common.json');
    expect(arabic.body).toContain('mizan-analytics');
    expect(arabic.headers['vary']).toContain('accept-language');
    const withQuery = await t.app.inject({ url: '/auth/login?redirect=%2Fdashboard' });
    expect(withQuery.body).not.toContain('data-prerendered');
    expect((await t.app.inject({ url: '/auth/register' })).body).not.toContain('data-prerendered');
  });

  it("allows index.html's inline boot script by its hash, and no other inline script", async () => {
    const csp = (await t.app.inject({ url: '/auth/login' })).headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('announces the configured analytics script and allows its origin in the CSP', async () => {
    const res = await t.app.inject({ url: '/dashboard' });
    expect(res.body).toContain('<meta name="mizan-analytics" content="https://analytics.example.com/script.js" />');
    expect(res.headers['content-security-policy']).toContain('https://analytics.example.com');
  });

  it('caches hashed assets for a year and locales briefly', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const locale = await t.app.inject({ url: '/locales/ar/common.json' });
    expect(locale.json()).toEqual({ hello: 'مرحبا' });
    expect(locale.headers['cache-control']).toContain('max-age=300');
    expect(locale.headers['etag']).toBeTruthy();
  });

  it('serves the precompressed twin the browser accepts, brotli first, and says the answer varies by it', async () => {
    const get = (encoding?: string) =>
      t.app.inject({ url: '/assets/index-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    expect(plain.body).toBe('console.log(1)');
  });

  it('preloads what the first paint needs: locales and the text font in the language, the page code', async () => {
    const login = await t.app.inject({ url: '/auth/login', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(login.body).toContain('<link rel="preload" href="/locales/en/common.json" as="fetch" crossorigin="anonymous" />');
    expect(login.body).toContain('<link rel="preload" href="/locales/en/auth.json" as="fetch" crossorigin="anonymous" />');
    expect(login.body).toContain('<link rel="preload" href="/assets/ibm-plex-sans-arabic-latin-400-normal-Ab34.woff2" as="font"');
    expect(login.body).not.toContain('arabic-arabic-400');
    // The sign-in page is in the entry; its form's validation messages load after the first paint.
    expect(login.body).not.toContain('modulepreload');
    expect(login.body).not.toContain('errors.json');
    expect(login.headers['vary']).toContain('cookie');
    // The language cookie wins, as in the client; the dashboard's layout and page chunks come with it, each once,
    // and not what they load lazily.
    const dashboard = await t.app.inject({ url: '/dashboard', headers: { 'accept-language': 'en', cookie: 'i18next=ar' } });
    expect(dashboard.body).toContain('href="/locales/ar/common.json"');
    expect(dashboard.body).toContain('href="/assets/arabic-core-400-Xy12.woff2"');
    expect(dashboard.body).not.toContain('auth.json');
    const modules = [...dashboard.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(modules).toEqual(['/assets/main-layout-1.js', '/assets/shared-4.js', '/assets/dashboard-page-2.js']);
    // A page's own namespaces come with `common`, so its text doesn't wait for the session and the page's code first.
    const locales = (body: string) => [...body.matchAll(/href="\/locales\/ar\/([\w-]+)\.json"/g)].map((m) => m[1]);
    expect(locales(dashboard.body)).toEqual(['common', 'dashboard', 'competitions']);
    const headers = { cookie: 'i18next=ar' };
    const player = (await t.app.inject({ url: '/quizzes/7/trials/12/play/40', headers })).body;
    expect(locales(player)).toEqual(['common', 'player']);
    // The question is bold: its face comes with the text's, so the answers below don't move when it arrives.
    expect(player).toContain('href="/assets/arabic-core-700-Cd56.woff2"');
    expect(dashboard.body).not.toContain('-700-normal');
    expect(locales((await t.app.inject({ url: '/quizzes/7', headers })).body)).toEqual(['common', 'quizzes']);
    expect(locales((await t.app.inject({ url: '/quizzes/7/trials/12/certificate', headers })).body)).toEqual(['common']);
  });

  it('answers a missing file with 404 instead of the app page', async () => {
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/locales/ar/missing.json' })).statusCode).toBe(404);
  });
});
