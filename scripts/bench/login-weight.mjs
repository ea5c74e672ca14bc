// What a first visit to /auth/login fetches, deterministically (bytes and request counts, no timings):
// the built server on a fresh data folder, headless Chromium (playwright-core), every request with its type and
// bytes transferred (CDP encodedDataLength), split at the first contentful paint. Issue #17's budget: at most
// 12 requests and 100 KB of JS (brotli, transferred) before the first paint.
//   node scripts/bench/login-weight.mjs [--list] [--port=45123]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from '../lib.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.argv.find((a) => a.startsWith('--port='))?.split('=')[1] ?? 45123);
const list = process.argv.includes('--list');
const baseUrl = `http://127.0.0.1:${port}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mizan-login-weight-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    SMTP_URL: '',
    SANDBOX_WEBHOOK_URL: 'off',
  },
});

async function waitReady() {
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** One first visit (fresh context, empty cache) in `lang`; every request with its bytes, split at first paint. */
async function visit(browser, lang) {
  const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
  // The language as a returning visitor has it (the detector reads localStorage first).
  await context.addInitScript((l) => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', l);
  }, lang);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Chromium only offers brotli over HTTPS; the server serves the same .br files to any client that asks.
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'br, gzip' } });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? '?', wallTime: e.wallTime * 1000, bytes: 0, encoding: '' });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.type = e.type;
      r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(`${baseUrl}/auth/login`);
  await page.locator('form input[type="password"]').waitFor({ timeout: 60_000 });
  // Let late requests settle (the deferred code after the first paint).
  await page.waitForLoadState('networkidle');
  const { timeOrigin, fcp } = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  await context.close();
  const fcpWall = fcp === null ? Infinity : timeOrigin + fcp;
  const all = [...requests.values()].filter((r) => !r.url.startsWith('data:'));
  for (const r of all) r.beforePaint = r.wallTime <= fcpWall;
  return all;
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
function summary(rows) {
  const js = rows.filter((r) => r.type === 'Script');
  return {
    requests: rows.length,
    scripts: js.length,
    'JS KB': kb(js.reduce((s, r) => s + r.bytes, 0)),
    'all KB': kb(rows.reduce((s, r) => s + r.bytes, 0)),
  };
}

try {
  await waitReady();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const table = [];
  for (const lang of ['ar', 'en']) {
    const rows = await visit(browser, lang);
    if (list) {
      console.log(`\n/auth/login (${lang}): every request (* = started before the first contentful paint)`);
      for (const r of rows) {
        const name = r.url.replace(baseUrl, '');
        console.log(
          `${r.beforePaint ? '*' : ' '} ${r.type.padEnd(10)} ${String(kb(r.bytes)).padStart(7)} KB ${r.encoding.padEnd(3)} ${name}`,
        );
      }
    }
    table.push({ lang, when: 'before first paint', ...summary(rows.filter((r) => r.beforePaint)) });
    table.push({ lang, when: 'until the form is idle', ...summary(rows) });
  }
  await browser.close();
  console.table(table);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
