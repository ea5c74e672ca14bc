// `npm run seed`: adds the demo content that is missing (idempotent) and exits.
import { mustRun } from './lib.mjs';

await mustRun('tsc', ['-b', 'apps/server']);
await mustRun('node', ['apps/server/dist/main.js', '--seed-only'], { env: { SEED_DEMO: 'true' } });
