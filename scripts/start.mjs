// `npm start`: builds whatever is missing or older than its sources, then serves API + SPA from one process.
import './node-version.mjs';
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { mustRun, newestMtime, root } from './lib.mjs';

const outputs = [path.join(root, 'apps/server/dist/main.js'), path.join(root, 'apps/web/dist/index.html')];
const sources = ['packages/contract', 'apps/server', 'apps/web'].map((dir) => newestMtime(path.join(root, dir)));
const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...sources)) {
  console.log(builtAt ? '› sources changed since the last build: building again' : '› first start: building the app (about 2 minutes)');
  await mustRun('node', ['scripts/build.mjs']);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
