// `npm test`: typecheck, lint, formatting, unit + API integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// production build, then browser end-to-end tests in Debian's Chromium. Ends with one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// Names of the failed tests, repeated at the very end: a long log's tail then says which test broke, not only which step.
const failedTests = [];

async function step(name, command, args, options) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const code = await run(command, args, options);
  return finish(name, code, started);
}

function finish(name, code, started) {
  console.log(`━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) failedSteps.push(name);
  return code === 0;
}

/** A step that runs beside the typecheck: its output is held back and printed in one piece when it ends. */
async function quietStep(name, command, args, options) {
  const started = Date.now();
  const output = [];
  const code = await run(command, args, { ...options, output });
  console.log(`\n━━ ${name} (ran beside the typecheck)`);
  process.stdout.write(Buffer.concat(output));
  return finish(name, code, started);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${path.relative(root, file.name)} › ${test.fullName}`);
    // A file that failed before any test ran (an import or setup error) has no failed test to name.
    if (file.status === 'failed' && !failed.length) failedTests.push(`${path.relative(root, file.name)}: ${file.message.split('\n')[0]}`);
  }
}

/** Playwright's report nests suites (file › describe › …); a test failed when its last result did not pass. */
function playwrightFailures(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) if (test.status === 'unexpected') failedTests.push([...here, spec.title].join(' › '));
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  tally.skipped += stats.skipped;
  for (const suite of suites) playwrightFailures(suite);
}

async function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing: install Debian's package `chromium` (browser tests never download a browser).");
    return false;
  }
  console.log("› installing Debian's chromium for the browser tests");
  await run('apt-get', ['update', '-qq']);
  return (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } })) === 0;
}

// tsc, eslint and prettier each keep one core busy, so lint and formatting run beside the typecheck. (The build
// waits for it: both run `tsc -b` on the server's project.)
await Promise.all([
  step('typecheck', 'tsc', ['-b', 'packages/contract', 'apps/server', 'apps/web', 'e2e']),
  (async () => {
    await quietStep('lint', 'eslint', ['--max-warnings=0', '.']);
    await quietStep('format (prettier --check; `npm run format` fixes)', 'prettier', ['--check', '--log-level=warn', '.']);
  })(),
]);

const vitestArgs = (name) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, `${name}.json`)}`];
await step('unit and API tests (embedded PGlite)', 'vitest', vitestArgs('vitest-pglite'), { env: { TEST_DATABASE_URL: '' } });
countVitest(path.join(results, 'vitest-pglite.json'));
if (process.env.TEST_DATABASE_URL) {
  await step('API tests on PostgreSQL', 'vitest', [...vitestArgs('vitest-postgres'), '--project', 'server']);
  countVitest(path.join(results, 'vitest-postgres.json'));
}

if (await step('production build', 'node', ['scripts/build.mjs'])) {
  if (await ensureChromium()) {
    await step('browser end-to-end tests (Chromium)', 'playwright', ['test'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(results, 'playwright.json') },
    });
    countPlaywright(path.join(results, 'playwright.json'));
  } else failedSteps.push('chromium');
}

console.log(`\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed'}`);
for (const name of failedTests) console.log(`  failed: ${name}`);
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(failedSteps.length || tally.failed ? 1 : 0);
