// `npm run dev`: the API in watch mode on :3000 and Vite with its proxy to it.
import './node-version.mjs';
import { run, mustRun } from './lib.mjs';

await mustRun('tsc', ['-b', 'packages/contract']);
const jobs = [
  run('tsc', ['-b', '-w', '--preserveWatchOutput', 'packages/contract']),
  run('tsx', ['watch', 'src/main.ts'], {
    cwd: 'apps/server',
    env: { NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  }),
  run('vite', [], { cwd: 'apps/web' }),
];
process.exit(await Promise.race(jobs));
