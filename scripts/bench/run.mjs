// `npm run bench`: autocannon against the built server on the hot paths, embedded PGlite and (with
// BENCH_DATABASE_URL) PostgreSQL. Figures are for this machine; compare ratios measured in one run.
import { mustRun } from '../lib.mjs';
import { measure } from './measure.mjs';
import { startServer } from './server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function benchPaths(label, databaseUrl) {
  const server = await startServer({ databaseUrl });
  const api = `${server.baseUrl}/api/v1/`;
  const rows = [];
  try {
    rows.push(await measure({ name: 'GET /api/health', url: `${server.baseUrl}/api/health`, duration, connections }));
    rows.push(await measure({ name: 'GET privacy-policy/', url: `${api}privacy-policy/?limit=100&page=1`, duration, connections }));
    rows.push(
      await measure({ name: 'POST visitors/track-visitor/', url: `${api}visitors/track-visitor/`, method: 'POST', body: { page_url: '/dashboard' }, duration, connections }),
    );
  } finally {
    await server.stop();
  }
  console.log(`\n${label} (${connections} connections, ${duration} s each)`);
  console.table(rows);
}

await mustRun('node', ['scripts/build.mjs']);
await benchPaths('embedded PGlite');
if (process.env.BENCH_DATABASE_URL) await benchPaths('PostgreSQL', process.env.BENCH_DATABASE_URL);
else console.log('\n(set BENCH_DATABASE_URL=postgres://… to also measure on PostgreSQL)');
