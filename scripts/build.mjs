// Builds the contract and the server (tsc project references) and the web app (Vite), draws the sign-in page into
// its own HTML (scripts/prerender.mjs), then precompresses the web app.
import path from 'node:path';
import { mustRun, root } from './lib.mjs';
import { precompress } from './precompress.mjs';
import { prerenderPages } from './prerender.mjs';

console.log('› building contract and server');
await mustRun('tsc', ['-b', 'apps/server']);
console.log('› building web app');
await mustRun('vite', ['build', '--logLevel', 'warn'], { cwd: 'apps/web' });
console.log('› drawing the sign-in page');
await prerenderPages();
const { raw, br } = precompress(path.join(root, 'apps/web/dist'));
console.log(`› precompressed text assets: ${Math.round(raw / 1024)} KiB → ${Math.round(br / 1024)} KiB brotli (gzip beside it)`);
