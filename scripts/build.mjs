// Builds the contract and the server (tsc project references) and the web app (Vite), draws the sign-in page into
// its own HTML (scripts/prerender.mjs), then precompresses the web app. Each step says it is starting, its share of
// the whole and how long it took: a first build takes about two minutes on two cores and must not look stuck.
import './node-version.mjs';
import path from 'node:path';
import { mustRun, root } from './lib.mjs';
import { precompress } from './precompress.mjs';
import { prerenderPages } from './prerender.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
async function step(number, what, work) {
  const begun = Date.now();
  console.log(`› [${number}/4] ${what}…`);
  const detail = await work();
  console.log(`  done in ${seconds(begun)}${detail ? `: ${detail}` : ''}`);
}

await step(1, 'building contract and server (TypeScript)', () => mustRun('tsc', ['-b', 'apps/server']));
await step(2, 'building web app (Vite; the longest step)', () => mustRun('vite', ['build', '--logLevel', 'warn'], { cwd: 'apps/web' }));
await step(3, 'drawing the sign-in page', () => prerenderPages());
await step(4, 'precompressing text assets', () => {
  const { raw, br } = precompress(path.join(root, 'apps/web/dist'));
  return `${Math.round(raw / 1024)} KiB → ${Math.round(br / 1024)} KiB brotli (gzip beside it)`;
});
console.log(`› built in ${seconds(started)}`);
