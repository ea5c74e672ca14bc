import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Ports and data folder are chosen once in the runner process; workers inherit them through the environment.
// Below Linux's ephemeral range (32768–60999): a port drawn inside it could already be the local end of an outgoing
// connection (serve.mjs's own to PostgreSQL), and a clean-clone CI run failed to listen with EADDRINUSE that way.
process.env['E2E_PORT'] ??= String(21000 + Math.floor(Math.random() * 2000));
process.env['E2E_SMTP_PORT'] ??= String(23000 + Math.floor(Math.random() * 2000));
process.env['E2E_DATA_DIR'] ??= path.resolve('.e2e-data', `run-${Date.now()}`);
const baseURL = `http://127.0.0.1:${process.env['E2E_PORT']}`;

// What Playwright 1.65 disables itself (`--disable-features=` in playwright-core's chromiumSwitches).
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
// chrome://omnibox-popup.top-chrome/ and its AI-mode page, which headless Chromium opens in every new window.
const NO_TOP_CHROME_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three browsers on two cores: with two, a fifth of the machine idled while pages waited on the server (82 % busy);
  // with three it is 92 % busy and two specs took 77 s instead of 85–90 s. A fourth gained nothing more.
  workers: 3,
  retries: process.env['CI'] ? 1 : 0,
  // A journey (sign in, author, download, a second browser context, axe on every page) takes 30–60 s on the 2-core
  // CI machine while the other worker, the server and PostgreSQL share it: 60 s failed tests that were only slow.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // Recording a trace (DOM snapshots and screencast frames at every action) cost the 2-core machine a large share
    // of its CPU on every test; a failing test is retried once in CI, and that retry records the trace.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    // The app drops transitions and animations for readers who ask for less motion: nothing repaints for nothing.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Animations and scrolling on the main thread and images decoded at raster: the compositor has less work
        // of its own. On two console specs the machine's busy CPU fell from 236–273 s to 209–248 s (3 runs each).
        '--disable-threaded-animation',
        '--disable-threaded-scrolling',
        '--disable-checker-imaging',
        // Chromium 156's headless mode gives every browser context (one per test) a window with a preloaded omnibox
        // popup, two top-chrome WebUI pages in a renderer of their own: ten contexts cost Chromium 15.5 s of CPU with
        // them and 6.8 s without (two runs each). Chromium keeps only the last --disable-features, so this one repeats
        // the list Playwright 1.65 passes (its chromiumSwitches) before adding the omnibox popup and WebUI preloading.
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_TOP_CHROME_WEBUI].join(',')}`,
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // serve.mjs stops the server and drops its PostgreSQL database on SIGTERM (the default SIGKILL leaves it behind).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
