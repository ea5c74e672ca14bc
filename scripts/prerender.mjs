// Draws /auth/login into dist/prerendered/login.{ar,en}.html after the browser build (issue #17): the server sends
// the visitor's language's copy, which paints the sign-in card before any script arrives; the app then hydrates it.
// The drawing module is built by `vite build --ssr` from apps/web/src/prerender/login-page.tsx.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mustRun, root } from './lib.mjs';

const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
const ssrOut = path.join(web, '.prerender');
const LANGUAGES = ['ar', 'en'];
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Runs in the browser at the end of the drawn page (inlined; the server allows it by hash): the app's code is
 * requested once the card has painted, so none of it competes with the paint for a phone's bandwidth. When the boot
 * script hid the drawing, the tab is hidden (it never paints) or the browser has no paint timing, there is nothing
 * to wait for. The timeout is a safety net. Old-style code: it is inlined as written, not compiled.
 */
/* global document -- it runs in the page */
function loadAppAfterFirstPaint(entry, modules) {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  var drawn = document.documentElement.getAttribute('data-prerendered') !== 'off';
  var observable = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!drawn || !observable || document.visibilityState === 'hidden') return load();
  // The paint entry arrives once the frame is on screen: requested earlier (in the frame's own rAF), the code still
  // went out before the paint was presented.
  var observer = new PerformanceObserver(function (list) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(load, 3000);
}

/** The drawn page requests the app's code after its first paint instead of from its head. */
function deferAppCode(html) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const modules = [...html.matchAll(MODULE_PRELOADS)].map((m) => m[1]);
  if (!entry || !modules.length) throw new Error("index.html no longer has Vite's entry script and module preloads");
  const loader = `<script>(${loadAppAfterFirstPaint.toString()})(${JSON.stringify(entry)}, ${JSON.stringify(modules)});</script>`;
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOADS, '').replace('</body>', `  ${loader}\n  </body>`);
}

/** Every locale file of both languages, as i18next resources. */
function readResources() {
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const dir = path.join(dist, 'locales', lang);
      const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
      return [lang, Object.fromEntries(files.map((name) => [name.slice(0, -5), JSON.parse(readFileSync(path.join(dir, name), 'utf8'))]))];
    }),
  );
}

export async function prerenderPages() {
  await mustRun('vite', ['build', '--ssr', 'src/prerender/login-page.tsx', '--outDir', ssrOut, '--logLevel', 'warn'], { cwd: web });
  const { renderLoginPage } = await import(pathToFileURL(path.join(ssrOut, 'login-page.js')).href);
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const resources = readResources();
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  for (const lang of LANGUAGES) {
    const markup = await renderLoginPage(lang, resources);
    if (markup.includes('<script')) throw new Error('the drawn sign-in card holds a script, which the CSP would block');
    const html = deferAppCode(index)
      .replace(/<html lang="ar" dir="rtl">/, `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" data-prerendered="${lang}">`)
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
    if (!html.includes('data-prerendered') || !html.includes(markup))
      throw new Error('index.html no longer has the expected <html> and #root');
    writeFileSync(path.join(dist, 'prerendered', `login.${lang}.html`), html);
  }
  rmSync(ssrOut, { recursive: true, force: true });
}
