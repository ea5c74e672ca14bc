// Builds the contract and the server (tsc project references) and the web app (Vite).
import { mustRun } from './lib.mjs';

console.log('› building contract and server');
await mustRun('tsc', ['-b', 'apps/server']);
console.log('› building web app');
await mustRun('vite', ['build', '--logLevel', 'warn'], { cwd: 'apps/web' });
