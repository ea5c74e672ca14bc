// Lighthouse 13 in Debian's Chromium (mobile profile, default simulated throttling) on the pages #17 budgets,
// in Arabic and English: scores, LCP, and on /auth/login the JS transferred and requests made before first paint.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startTlsProxy } from '../tls-proxy.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Bench-web-password-1';

/** One API call; a 503 from load shedding (a busy machine) is retried after its Retry-After, up to ten times. */
async function api(server, path, { method = 'GET', token, body } = {}) {
  let res;
  for (let attempt = 0; attempt < 10; attempt++) {
    res = await fetch(`${server.api}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status !== 503) break;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** A signed-in taker with a trial in progress (the player) and a completed one (a results page). */
async function prepareSession(server) {
  const session = await api(server, 'auth/login/', { method: 'POST', body: { email: 'taker1@bench.local', password: PASSWORD } });
  const token = session.access;
  const start = () => api(server, `quizzes/quizzes/${server.quizId}/start/`, { method: 'POST', token, body: {} });
  const done = await start();
  await api(server, `quizzes/trials/${done.id}/complete/`, { method: 'POST', token, body: {} });
  const playing = await start();
  return {
    tokens: { access: session.access, refresh: session.refresh },
    player: `/quizzes/${server.quizId}/trials/${playing.id}/play/${playing.first_question.id}`,
    results: `/quizzes/${server.quizId}/trials/${done.id}/results`,
  };
}

/**
 * Script bytes transferred and requests started before the first contentful paint, both as observed (the load
 * itself is not throttled under simulated throttling, only the metrics are computed for a phone): a request counts
 * when it started before the observed paint, on the trace's clock (microseconds), as in login-weight.mjs.
 */
function beforeFirstPaint(lhr) {
  const requests = lhr.audits['network-requests'].details;
  const paintTs = lhr.audits.metrics.details?.items[0]?.observedFirstContentfulPaintTs;
  // A run Lighthouse gave up on (no paint recorded in time on a loaded machine) has no figures.
  if (paintTs === undefined || !requests) return { 'JS KB': null, requests: null };
  const startTs = requests.debugData.networkStartTimeTs;
  const items = requests.items.filter((i) => !i.url.startsWith('data:') && startTs + i.networkRequestTime * 1000 <= paintTs);
  const scriptKb = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + i.transferSize, 0) / 1024;
  return { 'JS KB': Math.round(scriptKb * 10) / 10, requests: items.length };
}

async function audit(browser, url, { lang, tokens, name }) {
  const page = await browser.newPage();
  // Storage is set on the origin first and kept (disableStorageReset): the language, and the session when signed in.
  await page.goto(new URL('/privacy-policy', url).toString());
  await page.evaluate(
    ({ lang, tokens }) => {
      localStorage.clear();
      localStorage.setItem('i18nextLng', lang);
      if (tokens) for (const [key, value] of Object.entries(tokens)) localStorage.setItem(key, value);
    },
    { lang, tokens },
  );
  // The language cookie comes first in detection (client-spec §9): that first visit set it from the browser's
  // English, so without this every "ar" run was measured in English.
  await page.setCookie({ name: 'i18next', value: lang, url, expires: Date.now() / 1000 + 600 });
  // That visit filled the HTTP cache: a first visit is measured, so it goes (storage stays).
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const { lhr } = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', disableStorageReset: true, onlyCategories: ['performance', 'accessibility', 'best-practices'] },
    undefined,
    page,
  );
  await page.close();
  // BENCH_WEB_REPORTS=<folder> keeps each run's full report (the request waterfall, the LCP element) to study.
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${name.replace(/\W+/g, '-')}-${lang}.json`), JSON.stringify(lhr));
  }
  const score = (id) => lhr.categories[id].score;
  const ms = (id) => (typeof lhr.audits[id].numericValue === 'number' ? Math.round(lhr.audits[id].numericValue) : null);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    'LCP ms': ms('largest-contentful-paint'),
    'TBT ms': ms('total-blocking-time'),
    ...beforeFirstPaint(lhr),
    // Lighthouse's CPU benchmark of this machine during the run (DevTools rates a Pixel 5 at 1,000). The 4× mobile
    // slowdown applies on top of it, so a slower or busier machine simulates a slower phone: read TBT beside it.
    'CPU index': Math.round(lhr.environment.benchmarkIndex),
  };
}

/** `protocol` 'h2' serves the pages through a TLS proxy speaking HTTP/2, as production does; 'h1' straight from the API. */
export async function benchWeb(server, { only, protocol = 'h1' } = {}) {
  const session = await prepareSession(server);
  const pages = [
    { name: 'login', path: '/auth/login', signedIn: false },
    { name: 'public quizzes', path: '/public-quizzes', signedIn: false },
    { name: 'quiz (visitor)', path: `/quizzes/${server.quizId}`, signedIn: false },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'quizzes', path: '/quizzes', signedIn: true },
    { name: 'player', path: session.player, signedIn: true },
    { name: 'results', path: session.results, signedIn: true },
  ].filter((p) => !only || p.name.includes(only));
  const proxy = protocol === 'h2' ? await startTlsProxy(server.baseUrl) : null;
  const origin = proxy?.baseUrl ?? server.baseUrl;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--headless=new', ...(proxy ? ['--ignore-certificate-errors'] : [])],
  });
  const rows = [];
  try {
    for (const lang of ['ar', 'en']) {
      for (const p of pages) {
        const result = await audit(browser, `${origin}${p.path}`, {
          lang,
          tokens: p.signedIn ? session.tokens : null,
          name: p.name,
        });
        rows.push({ page: p.name, lang, protocol, ...result });
      }
    }
  } finally {
    await browser.close();
    await proxy?.stop();
  }
  return rows;
}

/** Issue #17's budgets: every page's scores and LCP; /auth/login's script bytes and requests before first paint. */
/** A budget on one column; a run without that figure (Lighthouse gave up) misses it. */
const figure = (key, test) => (r) => typeof r[key] === 'number' && test(r[key]);
const BUDGETS = [
  { label: 'performance ≥ 0.95', pages: null, ok: figure('performance', (v) => v >= 0.95) },
  { label: 'accessibility = 1', pages: null, ok: figure('accessibility', (v) => v === 1) },
  { label: 'best practices ≥ 0.95', pages: null, ok: figure('best practices', (v) => v >= 0.95) },
  { label: 'LCP ≤ 2000 ms', pages: ['login'], ok: figure('LCP ms', (v) => v <= 2000) },
  { label: 'JS before first paint ≤ 100 KB', pages: ['login'], ok: figure('JS KB', (v) => v <= 100) },
  { label: 'requests before first paint ≤ 12', pages: ['login'], ok: figure('requests', (v) => v <= 12) },
];

/** One line per budget: met, or which page and language miss it with the figure. */
export function webBudgets(rows) {
  return BUDGETS.map(({ label, pages, ok }) => {
    const misses = rows.filter((r) => !pages || pages.includes(r.page)).filter((r) => !ok(r));
    return `${misses.length ? '✗' : '✓'} ${label}${misses.length ? `: missed by ${misses.map((r) => `${r.page} (${r.lang})`).join(', ')}` : ''}`;
  });
}

export const WEB_PASSWORD = PASSWORD;
